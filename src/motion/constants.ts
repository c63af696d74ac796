/** Motion constants of SPEC §4 and §9, each named once. */

/** A section animates when this share of it is visible. */
export const REVEAL_THRESHOLD = 0.1;

/** Some fade-ins start when the element's top is within this share of the viewport height. */
export const FADE_TRIGGER_VIEWPORT_SHARE = 0.8;

/** About Us "How We Add Value": the first item waits this long, then one item every step. */
export const SEQUENCE_DELAY_MS = 1000;
export const SEQUENCE_STEP_MS = 200;

/** Durations by animation (the spec's range is 0.1 s to 1 s). */
export const DURATION_MS = {
  "pop-out": 1000,
  "pop-up": 700,
  "fade-up": 800,
  "fade-in": 1000,
} as const;

/** The longest delay the reveal styles provide (src/styles/_reveal.scss writes rules up to it). */
export const MAX_REVEAL_DELAY_MS = 3000;

/**
 * Scroll reveals only hide content once the page's script has started them
 * (it sets this class on <html>). If the script has not started within
 * REVEAL_FAILSAFE_MS (it failed to load, say), the class is dropped again and
 * everything is shown.
 */
export const REVEAL_CLASS = "js-reveal";
export const REVEAL_FAILSAFE_MS = 4000;

/** Cards in a grid follow one another by this much. */
export const CARD_STAGGER_MS = 100;

export type RevealAnimation = keyof typeof DURATION_MS;
