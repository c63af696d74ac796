// First in every template: the global styles also come in through Gatsby's runtime (the first module
// that imports it from "gatsby"), at a different place in each template; first everywhere, they keep
// the one stylesheet in one order of modules (mini-css-extract-plugin warns of "Conflicting order").
import "../styles/global.scss";
import { graphql, type PageProps } from "gatsby";

// First, as the contact form was: the one stylesheet keeps its modules in the order pages import them.
import ContactFormIsland from "../islands/contact-form-island";
import type { PageInsights } from "../components/insights-section";
import PageView from "../components/page-view";
import type { Reports } from "../components/report-thumbnail-section";
import { type Site, useSite } from "../hooks/use-site";
import { requestedIn } from "../lib/contact-request";
import { topicsWithArticles } from "../lib/topics";

type Data = Queries.PageTemplateQuery;
/** What the build gives a page besides its id (plugins/site-content/gatsby-node.ts). */
type PageContext = { pagination?: PageInsights["pagination"] };

/** The insights the page's insights sections list, and the words around them (data/insights.json). */
const insightsOf = (data: Data, context: PageContext): PageInsights | undefined =>
  data.insightsJson
    ? {
        latest: data.latestInsights.nodes,
        related: data.relatedInsights.nodes,
        pagination: context.pagination ?? { current: 1, count: 1, numbers: [1] },
        labels: data.insightsJson.labels,
        topics: topicsWithArticles(
          data.insightsJson.topics,
          data.filedInsights.nodes.map((node) => node.topics),
        ),
      }
    : undefined;

/**
 * The sample audit reports of the site's pages, by each page's address: a report's thumbnail is drawn
 * from the report it links to, so it never shows an older one.
 */
const reportsOf = (data: Data): Reports =>
  Object.fromEntries(
    data.reportPages.nodes.flatMap((node) =>
      node.sections.flatMap((section) =>
        section.__typename === "PageAuditReportSection" ? [[node.path, section] as const] : [],
      ),
    ),
  );

/** The contact form, where the page has a form section: an island (src/islands/contact-form-island.tsx). */
const formOf = (sections: NonNullable<Data["pageJson"]>["sections"], site: Site, search?: string) => {
  const text = sections.find((section) => section.__typename === "PageFormSection");
  if (text?.__typename !== "PageFormSection") return null;
  return <ContactFormIsland text={text} site={site} requested={requestedIn(search)} />;
};

/**
 * Every page of data/pages/ (any section kind on any page): its data file drawn by PageView, with
 * the insights its lists show and the contact form its form section holds.
 */
const PageTemplate = ({ data, pageContext, location }: PageProps<Data, PageContext>) => {
  const { site } = useSite();
  if (!data.pageJson) throw new Error("Page data not found");
  return (
    <PageView
      page={data.pageJson}
      insights={insightsOf(data, pageContext)}
      reports={reportsOf(data)}
      form={formOf(data.pageJson.sections, site, location?.search)}
    />
  );
};

export default PageTemplate;

export const query = graphql`
  query PageTemplate($id: String!, $pagePath: String!, $skip: Int = 0, $limit: Int = 3) {
    pageJson(id: { eq: $id }) {
      ...PageContent
      sections {
        ... on PageFormSection {
          ...ContactFormText
        }
      }
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
    reportPages: allPageJson {
      nodes {
        path
        sections {
          __typename
          ... on PageAuditReportSection {
            ...ReportThumbnail
          }
        }
      }
    }
    filedInsights: allInsightJson {
      nodes {
        topics
      }
    }
    insightsJson {
      topics {
        name
      }
      labels {
        ...InsightLabels
      }
    }
  }
`;
