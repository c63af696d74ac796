import { graphql, type PageProps } from "gatsby";

import type { PageInsights } from "../components/insights-section";
import PageView from "../components/page-view";

/** What the build gives each page (plugins/site-content/gatsby-node.ts). */
type PageContext = { pagination?: PageInsights["pagination"] };

/**
 * The insights a page's insights sections list, when it has any: the query
 * asks for them only then ($insights), so other pages carry none.
 */
export const pageInsights = (
  data: Pick<Queries.PageTemplateQuery, "latestInsights" | "relatedInsights" | "insightsJson">,
  context: PageContext,
): PageInsights | undefined =>
  data.latestInsights && data.relatedInsights && data.insightsJson
    ? {
        latest: data.latestInsights.nodes,
        related: data.relatedInsights.nodes,
        pagination: context.pagination ?? { current: 1, count: 1 },
        labels: data.insightsJson.labels,
      }
    : undefined;

/** Every route but the contact page and the insights: the page's data file (data/pages/<slug>.json) drawn by PageView. */
const PageTemplate = ({ data, pageContext }: PageProps<Queries.PageTemplateQuery, PageContext>) => {
  if (!data.pageJson) throw new Error("Page data not found");
  return <PageView page={data.pageJson} insights={pageInsights(data, pageContext)} />;
};

export default PageTemplate;

export const query = graphql`
  query PageTemplate(
    $id: String!
    $pagePath: String!
    $insights: Boolean = false
    $skip: Int = 0
    $limit: Int = 3
  ) {
    pageJson(id: { eq: $id }) {
      ...PageContent
    }
    latestInsights: allInsightJson(sort: { published: DESC }, skip: $skip, limit: $limit)
      @include(if: $insights) {
      nodes {
        ...InsightSummary
      }
    }
    relatedInsights: allInsightJson(
      filter: { services: { eq: $pagePath } }
      sort: { published: DESC }
      limit: 3
    ) @include(if: $insights) {
      nodes {
        ...InsightSummary
      }
    }
    insightsJson @include(if: $insights) {
      labels {
        ...InsightLabels
      }
    }
  }
`;
