/**
 * The office map's frame (src/components/contact-section), put in the page when its box enters the
 * viewport. A frame's own loading="lazy" starts far earlier (Chromium: 1,250 px and more ahead), which
 * on the contact page means at once, and the map service's scripts and tiles would then compete with
 * the page for a phone's network and processor. The box sits just under a phone's first screen, so any
 * margin ahead would load it with the page on most phones.
 *
 * When the page's policy refuses the frame, the frame is taken away and its box marked
 * (data-map-frame="refused"), which the styles then hide: no empty box, and the directions and the link
 * to the map service under it stay. Without JavaScript the frame comes from the box's <noscript> copy,
 * loaded lazily by the browser.
 */
import { refusesMap } from "../lib/map-frame";

/** How far outside the viewport the box may be when its frame is put in. */
export const MAP_LOAD_MARGIN = "0px";

/** The box's attributes: its state, and the frame to put in it. */
const STATE = "data-map-frame";
const SOURCE = "data-map-src";
const TITLE = "data-map-title";
const FRAME_CLASS = "data-map-frame-class";

const frameFor = (box: HTMLElement): HTMLIFrameElement => {
  const frame = box.ownerDocument.createElement("iframe");
  frame.className = box.getAttribute(FRAME_CLASS) ?? "";
  frame.src = box.getAttribute(SOURCE) ?? "";
  frame.title = box.getAttribute(TITLE) ?? "";
  frame.setAttribute("loading", "lazy");
  frame.setAttribute("referrerpolicy", "no-referrer-when-downgrade");
  return frame;
};

const startMapFrame = (box: HTMLElement) => {
  const doc = box.ownerDocument;
  const source = box.getAttribute(SOURCE) ?? "";
  let frame: HTMLIFrameElement | null = null;
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    if (!refusesMap(event, source)) return;
    doc.removeEventListener("securitypolicyviolation", onViolation);
    observer.disconnect();
    frame?.remove();
    box.setAttribute(STATE, "refused");
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting) || box.getAttribute(STATE) !== "waiting") return;
      observer.disconnect();
      frame = frameFor(box);
      box.append(frame);
      box.setAttribute(STATE, "shown");
    },
    { rootMargin: MAP_LOAD_MARGIN },
  );
  doc.addEventListener("securitypolicyviolation", onViolation);
  observer.observe(box);
};

/**
 * Watches every map box on the page that waits for its frame; each once, and only for an https: map.
 * A box whose address has changed since (the editor's preview) gets it in its frame.
 */
export const startMapFrames = (doc: Document = document): void => {
  for (const box of doc.querySelectorAll<HTMLElement>(`[${SOURCE}]`)) {
    const source = box.getAttribute(SOURCE) ?? "";
    if (!/^https:\/\//i.test(source)) continue;
    const frame = box.querySelector<HTMLIFrameElement>(":scope > iframe");
    if (frame && frame.getAttribute("src") !== source) frame.src = source;
    if (box.getAttribute(STATE) !== "waiting" || box.hasAttribute("data-map-started")) continue;
    box.setAttribute("data-map-started", "");
    startMapFrame(box);
  }
};
