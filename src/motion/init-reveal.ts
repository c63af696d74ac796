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

/** Frames the scroll position must hold still before a new page's elements are registered. */
const SETTLED_FRAMES = 3;

/**
 * How long a route change's scroll to the top may take before the reveals
 * stop waiting for it (the visitor may have taken over the scrolling).
 */
const SCROLL_TO_TOP_LIMIT_MS = 3000;

/** Set while a route change scrolls to the top; the reveals wait for it to arrive. */
let scrollingToTopSince: number | null = null;

/** The element Gatsby's router focuses after a route change, for screen readers. */
const ROUTER_FOCUS_WRAPPER_ID = "gatsby-focus-wrapper";

/**
 * A new route starts at the top: scroll there smoothly (at once under
 * reduced motion), after the new page's first layout, since a shorter page
 * clamps the scroll position and a clamp would cut a smooth scroll short.
 *
 * The router moves focus to the new page in an effect that, on a slow phone,
 * runs after the scroll has begun, and a focus() stops a smooth scroll where
 * it is. So the wrapper is focused first, without scrolling: focus is where
 * the router wants it, and its own focus() has nothing left to do.
 */
export const scrollToTopOfNewPage = (): void => {
  scrollingToTopSince = performance.now();
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      document.getElementById(ROUTER_FOCUS_WRAPPER_ID)?.focus({ preventScroll: true });
      window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? "instant" : "smooth" });
    }),
  );
};

/**
 * After a route change: register the new page's elements once the scroll to
 * the top has arrived (or, for back and forward, once the restored position
 * holds still). Registering them mid-scroll would reveal, unseen, everything
 * above the old position.
 */
export const refreshReveal = (): void => {
  if (!started) return;
  let last = -1;
  let still = 0;
  const whenSettled = () => {
    still = window.scrollY === last ? still + 1 : 0;
    last = window.scrollY;
    if (scrollingToTopSince !== null) {
      const arrived = window.scrollY === 0;
      if (arrived || performance.now() - scrollingToTopSince > SCROLL_TO_TOP_LIMIT_MS) {
        scrollingToTopSince = null;
      } else {
        requestAnimationFrame(whenSettled);
        return;
      }
    } else if (still < SETTLED_FRAMES) {
      requestAnimationFrame(whenSettled);
      return;
    }
    applyRevealOffsets();
    AOS.refreshHard();
  };
  requestAnimationFrame(whenSettled);
};
