import AOS from "aos";

import { FADE_TRIGGER_VIEWPORT_SHARE, REVEAL_CLASS, REVEAL_THRESHOLD } from "./constants";

declare global {
  interface Window {
    /** Set when the reveals start; the head script's failsafe looks for it (gatsby-ssr.tsx). */
    __revealStarted?: boolean;
  }
}

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

/**
 * Starts the scroll reveals. With reduced motion, or when the head script's
 * failsafe has already shown everything (a very slow start), content simply
 * stays visible.
 */
export const startReveal = (): void => {
  window.__revealStarted = true;
  const hidden = document.documentElement.classList.contains(REVEAL_CLASS);
  if (started || !hidden || prefersReducedMotion()) return;
  started = true;
  applyRevealOffsets();
  window.addEventListener("resize", applyRevealOffsets);
  AOS.init({ once: true, disableMutationObserver: true });
};
