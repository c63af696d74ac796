import { isLayoutId, submenuId } from "./layout-ids";

describe("the page frame's own ids", () => {
  it.each(["main", "hero-end", "site-menu", submenuId("Services")])("%s is taken", (id) => {
    expect(isLayoutId(id)).toBe(true);
  });

  it.each(["our-services", "hero", "mainline", "contact-form"])("%s is free for a section", (id) => {
    expect(isLayoutId(id)).toBe(false);
  });
});
