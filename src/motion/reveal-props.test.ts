import {
  MAX_REVEAL_DELAY_MS,
  DURATION_MS,
  FADE_TRIGGER_VIEWPORT_SHARE,
  REVEAL_THRESHOLD,
  SEQUENCE_DELAY_MS,
  SEQUENCE_STEP_MS,
} from "./constants";
import { reveal } from "./reveal-props";

describe("motion constants (SPEC §9)", () => {
  it("are the spec's values", () => {
    expect(REVEAL_THRESHOLD).toBe(0.1);
    expect(FADE_TRIGGER_VIEWPORT_SHARE).toBe(0.8);
    expect(SEQUENCE_DELAY_MS).toBe(1000);
    expect(SEQUENCE_STEP_MS).toBe(200);
    expect(DURATION_MS["pop-out"]).toBe(1000);
    expect(DURATION_MS["pop-up"]).toBe(700);
    for (const name of ["fade-up", "fade-in"] as const) {
      expect(DURATION_MS[name]).toBeGreaterThanOrEqual(700);
      expect(DURATION_MS[name]).toBeLessThanOrEqual(1000);
    }
  });
});

describe("reveal()", () => {
  it("never asks for a delay the reveal styles do not provide", () => {
    expect(reveal("fade-up", { delay: 4200 })["data-aos-delay"]).toBe(MAX_REVEAL_DELAY_MS);
  });

  it("gives AOS the animation, its duration and the trigger", () => {
    expect(reveal("pop-up")).toEqual({
      "data-aos": "pop-up",
      "data-aos-duration": 700,
      "data-reveal": "section",
    });
  });

  it("adds a delay and an anchor only when asked", () => {
    expect(reveal("fade-up", { trigger: "viewport", delay: 1200, anchor: "#list" })).toEqual({
      "data-aos": "fade-up",
      "data-aos-duration": 800,
      "data-aos-delay": 1200,
      "data-aos-anchor": "#list",
      "data-reveal": "viewport",
    });
  });
});
