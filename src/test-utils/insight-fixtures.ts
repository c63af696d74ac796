/**
 * Insights for unit tests: made-up examples (never the firm's articles, which editors change) as the
 * site's fragments give them (./site-graph.ts), and the words around them from data/insights.json.
 */
import type { InsightSummary } from "../components/insight-list";
import type { PageInsights } from "../components/insights-section";
import { templateSelections } from "./site-documents";
import { nodeId, readDataFiles, runQuery } from "./site-graph";

type Settings = NonNullable<Queries.InsightTemplateQuery["insightsJson"]>;

/** data/insights.json as the templates' queries give it: the words on insight pages, the call to action, the banner picture. */
export const insightSettings = (): Settings =>
  runQuery<{ insightsJson: Settings }>(
    `query InsightSettingsFixture { insightsJson ${templateSelections("insightsJson")} }`,
  ).insightsJson;

/** An insight's data file as an editor writes it (data/insights/<slug>.json). */
export type InsightFile = {
  title: string;
  summary: string;
  published: string;
  updated?: string;
  reviewed: string;
  positionAsOf: string;
  author: string;
  reviewer: string;
  topics: string[];
  services: string[];
  image?: string;
  body: string;
};

/** A made-up insight, data/insights/<slug>.json beside the real ones, as the fragment of this name gives it. */
export const insightAs = <T>(fragment: string, slug: string, file: InsightFile): T => {
  const name = `insights/${slug}.json`;
  const query = `query InsightFixture($id: String!) { insightJson(id: { eq: $id }) { ...${fragment} } }`;
  return runQuery<{ insightJson: T }>(query, {
    variables: { id: nodeId(name) },
    files: { ...readDataFiles(), [name]: file },
  }).insightJson;
};

/** Example insight n (1 is the oldest), dated day n of November 2026, as the lists' fragment gives it. */
export const exampleInsight = (n: number, overrides: Partial<InsightFile> = {}): InsightSummary => {
  const date = `2026-11-${String(n).padStart(2, "0")}`;
  return insightAs<InsightSummary>("InsightSummary", `example-${n}`, {
    title: `Example insight ${n}`,
    summary: `What example insight ${n} is about, in one sentence.`,
    published: date,
    reviewed: date,
    positionAsOf: date,
    author: "An example author",
    reviewer: "An example reviewer",
    topics: ["Example topic"],
    services: [],
    body: `The text of example insight ${n}.`,
    ...overrides,
  });
};

/** What a page's query would give its insights sections. */
export const pageInsights = (overrides: Partial<PageInsights> = {}): PageInsights => ({
  latest: [exampleInsight(3), exampleInsight(2), exampleInsight(1)],
  related: [],
  pagination: { current: 1, count: 1, numbers: [1] },
  labels: insightSettings().labels,
  ...overrides,
});
