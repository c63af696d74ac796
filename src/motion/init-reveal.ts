import AOS from "aos";

import { FADE_TRIGGER_VIEWPORT_SHARE, REVEAL_THRESHOLD } from "./constants";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

export const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === "function" && window.matchMedia(REDUCED_MOTION).matches;

const topOf = (element: HTMLElement): number => element.getBoundingClientRect().top + window.scrollY;

/**
 * AOS triggers an element when the viewport's bottom passes its top plus
 * `data-aos-offset` pixels. Turn our two triggers into that offset, never
 * past the page's end, so that the last elements can still be reached.
 */
export const applyRevealOffsets = (): void => {
  const pageHeight = document.documentElement.scrollHeight;
  document.querySelectorAll<HTMLElement>("[data-reveal]").forEach((element) => {
    const anchorSelector = element.getAttribute("data-aos-anchor");
    const anchor = (anchorSelector && document.querySelector<HTMLElement>(anchorSelector)) || element;
    const wanted =
      element.getAttribute("data-reveal") === "viewport"
        ? (1 - FADE_TRIGGER_VIEWPORT_SHARE) * window.innerHeight
        : REVEAL_THRESHOLD * anchor.offsetHeight;
    const reachable = pageHeight - topOf(anchor) - 1;
    element.setAttribute("data-aos-offset", String(Math.max(0, Math.round(Math.min(wanted, reachable)))));
  });
};

let started = false;

/** Starts the scroll reveals; with reduced motion everything simply stays visible. */
export const startReveal = (): void => {
  if (started || prefersReducedMotion()) return;
  started = true;
  applyRevealOffsets();
  window.addEventListener("resize", applyRevealOffsets);
  AOS.init({ once: true, disableMutationObserver: true });
};

/** After a route change: register the new page's elements. */
export const refreshReveal = (): void => {
  if (!started) return;
  applyRevealOffsets();
  AOS.refreshHard();
};
