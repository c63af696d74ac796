import { graphql, type PageProps } from "gatsby";

import type { PageInsights } from "../components/insights-section/shown";
import PageWithInsights from "../components/page-view/with-insights";

/** What the build gives each page (plugins/site-content/gatsby-node.ts). */
type PageContext = { pagination?: PageInsights["pagination"] };

/** The insights the page's insights sections list, and the words around them (data/insights.json). */
export const pageInsights = (
  data: Pick<Queries.InsightsPageTemplateQuery, "latestInsights" | "relatedInsights" | "insightsJson">,
  context: PageContext,
): PageInsights | undefined =>
  data.insightsJson
    ? {
        latest: data.latestInsights.nodes,
        related: data.relatedInsights.nodes,
        pagination: context.pagination ?? { current: 1, count: 1, numbers: [1] },
        labels: data.insightsJson.labels,
      }
    : undefined;

/**
 * A page with a list of insights (the home page, the services, /insights/
 * and its later pages): its data file drawn with the insights it lists.
 */
const InsightsPageTemplate = ({
  data,
  pageContext,
}: PageProps<Queries.InsightsPageTemplateQuery, PageContext>) => {
  if (!data.pageJson) throw new Error("Page data not found");
  return <PageWithInsights page={data.pageJson} insights={pageInsights(data, pageContext)} />;
};

export default InsightsPageTemplate;

export const query = graphql`
  query InsightsPageTemplate($id: String!, $pagePath: String!, $skip: Int = 0, $limit: Int = 3) {
    pageJson(id: { eq: $id }) {
      ...PageContent
    }
    latestInsights: allInsightJson(sort: { published: DESC }, skip: $skip, limit: $limit) {
      nodes {
        ...InsightSummary
      }
    }
    relatedInsights: allInsightJson(
      filter: { services: { eq: $pagePath } }
      sort: { published: DESC }
      limit: 3
    ) {
      nodes {
        ...InsightSummary
      }
    }
    insightsJson {
      labels {
        ...InsightLabels
      }
    }
  }
`;
