/**
 * Insights for unit tests: made-up examples (never the firm's articles, which
 * editors change), and the words around them from data/insights.json.
 */
import fs from "fs";
import path from "path";

import type { InsightSummary } from "../components/insight-list";
import type { PageInsights } from "../components/insights-section";

type Settings = {
  labels: Queries.InsightLabelsFragment;
  cta: Queries.CtaSectionFragment & { kind: string };
};

export const insightSettings = (): Settings =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../data/insights.json"), "utf8")) as Settings;

/** Example insight n (1 is the oldest), dated day n of November 2026. */
export const exampleInsight = (n: number, overrides: Partial<InsightSummary> = {}): InsightSummary => ({
  path: `/insights/example-${n}/`,
  title: `Example insight ${n}`,
  summary: `What example insight ${n} is about, in one sentence.`,
  published: `2026-11-${String(n).padStart(2, "0")}`,
  publishedText: `${n} November 2026`,
  topics: ["Example topic"],
  ...overrides,
});

/** What a page's query would give its insights sections. */
export const pageInsights = (overrides: Partial<PageInsights> = {}): PageInsights => ({
  latest: [exampleInsight(3), exampleInsight(2), exampleInsight(1)],
  related: [],
  pagination: { current: 1, count: 1, numbers: [1] },
  labels: insightSettings().labels,
  ...overrides,
});
