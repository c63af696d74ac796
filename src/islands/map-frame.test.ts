import { installIntersectionObserver } from "../test-utils/intersection-observer";
import { MAP_LOAD_MARGIN, startMapFrames } from "./map-frame";

const MAP = "https://maps.example.org/embed?q=Vadodara";

/** A map box as src/components/contact-section writes it. */
const mapBox = () => {
  document.body.innerHTML = `<div data-map-frame="waiting" data-map-src="${MAP}" data-map-title="Our office"
    data-map-frame-class="frame"><svg></svg><noscript><iframe src="${MAP}"></iframe></noscript></div>`;
  return document.querySelector<HTMLElement>("[data-map-frame]")!;
};

/** A refusal by a content security policy, as the browser reports it on the document. */
const policyRefuses = (blockedURI: string) =>
  document.dispatchEvent(
    Object.assign(new Event("securitypolicyviolation"), {
      blockedURI,
      effectiveDirective: "frame-src",
      disposition: "enforce",
    }),
  );

describe("the office map's frame", () => {
  let observer: ReturnType<typeof installIntersectionObserver>;
  beforeEach(() => {
    observer = installIntersectionObserver();
  });
  afterEach(() => {
    observer.remove();
    document.body.innerHTML = "";
  });

  it("is put in its box when the box comes into view, not before, and only once", () => {
    const box = mapBox();
    startMapFrames();
    startMapFrames();
    expect(observer.margin).toBe(MAP_LOAD_MARGIN);
    observer.report(false);
    expect(box.querySelector("iframe:not(noscript iframe)")).toBeNull();
    observer.report(true);
    const frames = box.querySelectorAll(":scope > iframe");
    expect(frames).toHaveLength(1);
    expect(frames[0]).toHaveAttribute("src", MAP);
    expect(frames[0]).toHaveAttribute("title", "Our office");
    expect(frames[0]).toHaveAttribute("loading", "lazy");
    expect(frames[0]).toHaveClass("frame");
    expect(box).toHaveAttribute("data-map-frame", "shown");
    expect(observer.disconnected).toBe(true);
  });

  it("follows a changed address into the frame it put in (the editor's preview)", () => {
    const box = mapBox();
    startMapFrames();
    observer.report(true);
    const moved = "https://maps.example.org/embed?q=Alkapuri";
    box.setAttribute("data-map-src", moved);
    startMapFrames();
    expect(box.querySelectorAll(":scope > iframe")).toHaveLength(1);
    expect(box.querySelector(":scope > iframe")).toHaveAttribute("src", moved);
  });

  it("puts in no frame for a map address that is not https:", () => {
    const box = mapBox();
    box.setAttribute("data-map-src", "javascript:window.injected=1");
    startMapFrames();
    expect(() => observer.report(true)).toThrow("nothing is observed");
    expect(box.querySelector(":scope > iframe")).toBeNull();
  });

  it("is taken away when the page's policy refuses the map service, and only then", () => {
    const box = mapBox();
    startMapFrames();
    observer.report(true);
    policyRefuses("https://fonts.example.org");
    expect(box.querySelector(":scope > iframe")).not.toBeNull();
    policyRefuses(new URL(MAP).origin);
    expect(box.querySelector(":scope > iframe")).toBeNull();
    expect(box).toHaveAttribute("data-map-frame", "refused");
  });
});
