/** axe-core in the browser tests: the WCAG 2.2 A/AA rules, run in the page (not in the map's frame). */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** "rule-id (impact): selector — help" for each element axe-core finds at fault; empty when none. */
export const axeViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ iframes: false })
    .analyze();
  return violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(" ")} — ${v.help}`),
  );
};
