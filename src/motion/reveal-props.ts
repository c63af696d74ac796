import { DURATION_MS, MAX_REVEAL_DELAY_MS, type RevealAnimation } from "./constants";

/**
 * When an element reveals:
 * - "section": once REVEAL_THRESHOLD of it (or of its anchor) is visible;
 * - "viewport": once its top is within FADE_TRIGGER_VIEWPORT_SHARE of the viewport.
 */
export type RevealTrigger = "section" | "viewport";

type RevealOptions = {
  trigger?: RevealTrigger;
  delay?: number;
  /** CSS selector of another element whose visibility triggers this one. */
  anchor?: string;
};

export type RevealProps = {
  "data-aos": RevealAnimation;
  "data-aos-duration": number;
  "data-aos-delay"?: number;
  "data-aos-anchor"?: string;
  "data-reveal": RevealTrigger;
};

/** The attributes that let AOS reveal an element (see src/motion/init-reveal.ts). */
export const reveal = (
  animation: RevealAnimation,
  { trigger = "section", delay = 0, anchor }: RevealOptions = {},
): RevealProps => ({
  "data-aos": animation,
  "data-aos-duration": DURATION_MS[animation],
  ...(delay > 0 ? { "data-aos-delay": Math.min(delay, MAX_REVEAL_DELAY_MS) } : {}),
  ...(anchor ? { "data-aos-anchor": anchor } : {}),
  "data-reveal": trigger,
});
