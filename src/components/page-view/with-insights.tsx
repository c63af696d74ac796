import type { ComponentProps } from "react";

import { listPagePath } from "../../lib/paths";
import InsightsSection from "../insights-section";
import { insightsShown, type PageInsights } from "../insights-section/shown";
import PageView, { type PageData, type Section, sections } from ".";

const withInsights = { ...sections, PageInsightsSection: InsightsSection };

/** A section that would list insights when there are none to list (no related ones yet) is left out. */
const hasContent = (section: Section, insights?: PageInsights) =>
  section.__typename !== "PageInsightsSection" || insightsShown(section.show, insights).length > 0;

/** The browser title of page 2 and later of a list: "Insights | Firm (page 2 of 3)". */
const titleOf = (page: PageData, insights?: PageInsights) => {
  const { current, count } = insights?.pagination ?? { current: 1, count: 1 };
  const pageOf = insights?.labels.pageOf;
  if (current <= 1 || !pageOf) return page.title;
  return `${page.title} (${pageOf.replace("{page}", String(current)).replace("{pages}", String(count))})`;
};

/**
 * A page that may list insights (the home page, the services, /insights/ and
 * its later pages): PageView with the insights sections' code, which other
 * pages do not load. An empty list is left out before the sections alternate
 * their backgrounds; a later page of the full list has its own title and address.
 */
const PageWithInsights = ({
  page,
  insights,
  views = withInsights,
  ...props
}: Omit<ComponentProps<typeof PageView>, "title" | "currentPath">) => (
  <PageView
    {...props}
    page={{ ...page, sections: page.sections.filter((section) => hasContent(section, insights)) }}
    insights={insights}
    views={views}
    title={titleOf(page, insights)}
    currentPath={listPagePath(page.path, insights?.pagination.current ?? 1)}
  />
);

export default PageWithInsights;
