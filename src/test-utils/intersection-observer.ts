import { act } from "@testing-library/react";

/** What a test sees of the IntersectionObserver that it put in jsdom (which has none). */
export type FakeObserver = {
  /** rootMargin the last observer was made with */
  margin?: string;
  disconnected: boolean;
  /** Tells the observed elements' observer whether they are now in view. */
  report: (isIntersecting: boolean) => void;
};

/**
 * Puts a controllable IntersectionObserver in jsdom; `remove` puts back the
 * one before (jest.setup.ts gives every test one that never reports).
 */
export const installIntersectionObserver = (): FakeObserver & { remove: () => void } => {
  const previous = window.IntersectionObserver;
  const fake: FakeObserver & { remove: () => void } = {
    disconnected: false,
    report: () => {
      throw new Error("nothing is observed");
    },
    remove: () => {
      window.IntersectionObserver = previous;
    },
  };
  window.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      fake.margin = options?.rootMargin;
      fake.disconnected = false;
      fake.report = (isIntersecting) =>
        act(() => callback([{ isIntersecting } as IntersectionObserverEntry], this as never));
    }
    observe() {}
    disconnect() {
      fake.disconnected = true;
    }
  } as unknown as typeof IntersectionObserver;
  return fake;
};
