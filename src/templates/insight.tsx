import { graphql, type PageProps } from "gatsby";

import InsightView from "../components/insight-view";

/** One insight (data/insights/<slug>.json) at /insights/<slug>/, drawn by InsightView. */
const InsightTemplate = ({ data }: PageProps<Queries.InsightTemplateQuery>) => {
  const { insightJson, insightsJson, listPage, servicePages, more } = data;
  if (!insightJson || !insightsJson || !listPage) throw new Error("Insight data not found");
  // In the order the insight names them.
  const services = insightJson.services.flatMap((path) => {
    const page = servicePages.nodes.find((node) => node.path === path);
    return page ? [{ path, title: page.hero.title }] : [];
  });
  return (
    <InsightView
      insight={insightJson}
      fallbackImage={insightsJson.image}
      labels={insightsJson.labels}
      services={services}
      more={more.nodes}
      cta={insightsJson.cta}
      listTitle={listPage.hero.title}
    />
  );
};

export default InsightTemplate;

export const query = graphql`
  query InsightTemplate($id: String!, $listPath: String!, $topics: [String!]!, $services: [String!]!) {
    insightJson(id: { eq: $id }) {
      ...InsightArticle
    }
    insightsJson {
      image {
        ...HeroImage
      }
      labels {
        ...InsightLabels
      }
      cta {
        ...CtaSection
      }
    }
    listPage: pageJson(path: { eq: $listPath }) {
      hero {
        title
      }
    }
    servicePages: allPageJson(filter: { path: { in: $services } }) {
      nodes {
        path
        hero {
          title
        }
      }
    }
    more: allInsightJson(
      filter: { id: { ne: $id }, topics: { in: $topics } }
      sort: { published: DESC }
      limit: 3
    ) {
      nodes {
        ...InsightSummary
      }
    }
  }
`;
