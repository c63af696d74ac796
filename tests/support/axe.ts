/** axe-core in the browser tests: the WCAG 2.2 A/AA rules, run in the page (not in the map's frame). */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * "rule-id (impact): selector — help" for each element axe-core finds at fault; empty when none.
 * axe-core runs in the page itself (legacy mode: the default runs each frame apart and merges them in a
 * new blank page, for frames we leave out anyway) and details only violations: a third of the time.
 *
 * It runs with reduced motion asked for, which shows every revealed block whole at once
 * (src/styles/_reveal.scss): a block caught mid-fade has its colours blended with the page's, which axe
 * would read as too little contrast. The page's own setting is put back after.
 */
export const axeViolations = async (page: Page) => {
  const reduced = await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches);
  await page.emulateMedia({ reducedMotion: "reduce" });
  const { violations } = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ iframes: false, resultTypes: ["violations"] })
    .setLegacyMode(true)
    .analyze();
  await page.emulateMedia({ reducedMotion: reduced ? "reduce" : "no-preference" });
  return violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(" ")} — ${v.help}`),
  );
};
