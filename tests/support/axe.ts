/** axe-core in the browser tests: the WCAG 2.2 A/AA rules, run in the page (not in the map's frame). */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * "rule-id (impact): selector — help" for each element axe-core finds at fault; empty when none.
 * axe-core runs in the page itself (legacy mode: the default runs each frame apart and merges them in a
 * new blank page, for frames we leave out anyway) and details only violations: a third of the time.
 */
export const axeViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ iframes: false, resultTypes: ["violations"] })
    .setLegacyMode(true)
    .analyze();
  return violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(" ")} — ${v.help}`),
  );
};
