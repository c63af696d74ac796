import type { MatcherFunction } from "@testing-library/react";

/**
 * A getByText matcher for text the page splits into pieces (a technical term is a span of its own,
 * src/lib/keep-together.tsx): the innermost element whose whole text is `text`, or matches it.
 */
export const wholeText =
  (text: string | RegExp): MatcherFunction =>
  (_content, element) => {
    const matches = (node: Element | null) => {
      const whole = node?.textContent ?? "";
      return typeof text === "string" ? whole === text : text.test(whole);
    };
    return matches(element) && ![...(element?.children ?? [])].some(matches);
  };
