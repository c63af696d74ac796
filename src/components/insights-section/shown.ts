/**
 * Which insights a section lists, apart from the section's code, so that a
 * page can leave out an empty section without loading that code.
 */
import type { InsightSummary } from "../insight-list";

/** The insights a page's query found for its insights sections (src/templates/insights-page.tsx). */
export type PageInsights = {
  /** The newest, or on a page of the full list, that page's share of them. */
  latest: readonly InsightSummary[];
  /** The newest of those naming this page as a related service. */
  related: readonly InsightSummary[];
  /** Where this page stands in the full list, and the page numbers it links (null: a gap). */
  pagination: { current: number; count: number; numbers: readonly (number | null)[] };
  labels: Pick<Queries.InsightLabelsFragment, "topics" | "pages" | "previous" | "next" | "pageOf">;
};

/** The insights a section shows: the related ones for "related", else the newest (or this page of all). */
export const insightsShown = (show: string, insights?: PageInsights): readonly InsightSummary[] =>
  (show === "related" ? insights?.related : insights?.latest) ?? [];
