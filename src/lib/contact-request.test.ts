import { loadContactFormText, loadRawPage, pageSlugs } from "../test-utils/page-fixtures";
import {
  CONTACT_FORM_ID,
  CONTACT_PATH,
  contactFormHref,
  PRESELECTABLE_REQUESTS,
  requestedIn,
} from "./contact-request";

describe("hero actions lead to the contact form", () => {
  it("to the form's section on the contact page, with the request in the address", () => {
    expect(contactFormHref("/gmpaudits/", "new audit")).toBe("/contactus/?request=new+audit#request-form");
    expect(contactFormHref("/regulatoryaffairs/", "DMF filing")).toBe(
      "/contactus/?request=DMF+filing#request-form",
    );
    expect(contactFormHref("/", null)).toBe("/contactus/#request-form");
  });

  it("on the contact page itself, down to the form", () => {
    expect(contactFormHref("/contactus/", "CSV")).toBe("#request-form");
    expect(contactFormHref("/contactus", null)).toBe("#request-form");
  });

  it("reads the request back from the address", () => {
    expect(requestedIn(new URL(`https://x.example${contactFormHref("/", "DMF filing")}`).search)).toBe(
      "DMF filing",
    );
    expect(requestedIn("?request=new%20audit")).toBe("new audit");
    expect(requestedIn("")).toBeNull();
    expect(requestedIn(undefined)).toBeNull();
  });

  it("names the contact page and form section that data/pages/contactus.json has", () => {
    const contact = loadRawPage("contactus");
    expect(contact.path).toBe(CONTACT_PATH);
    expect(contact.sections.find((section) => section.kind === "form")?.id).toBe(CONTACT_FORM_ID);
  });

  it("only preselects the form's own choices", () => {
    const values = loadContactFormText().requestOptions.map((option) => option.value);
    expect(values).toEqual(expect.arrayContaining([...PRESELECTABLE_REQUESTS]));
    expect(PRESELECTABLE_REQUESTS).not.toContain("others");
  });

  it("every page but the 404 offers a next step, each in a few words", () => {
    const pages = pageSlugs().map((slug) => [slug, loadRawPage(slug).hero.action] as const);
    expect(pages.filter(([slug, action]) => slug !== "404" && !action).map(([slug]) => slug)).toEqual([]);
    for (const [, action] of pages) {
      if (action) expect(action.label.split(" ").length).toBeLessThanOrEqual(5);
    }
  });
});
