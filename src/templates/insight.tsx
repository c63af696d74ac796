// First in every template: the global styles also come in through Gatsby's runtime (the first module
// that imports it from "gatsby"), at a different place in each template; first everywhere, they keep
// the one stylesheet in one order of modules (mini-css-extract-plugin warns of "Conflicting order").
import "../styles/global.scss";
import { graphql, type PageProps } from "gatsby";

// The chat link's styles next, where the page template's contact form brings them, before the sections'
// and the byline's: the one stylesheet then keeps a single order of modules for every template.
import "../components/whatsapp-link";
import InsightView from "../components/insight-view";
import { listedConsultants, signedBy } from "../lib/bylines";

type Consultant = Queries.BylineConsultantFragment;

/** One insight (data/insights/<slug>.json) at /insights/<slug>/, drawn by InsightView. */
const InsightTemplate = ({ data }: PageProps<Queries.InsightTemplateQuery>) => {
  const { insightJson, insightsJson, listPage, servicePages, people, more } = data;
  if (!insightJson || !insightsJson || !listPage) throw new Error("Insight data not found");
  // In the order the insight names them.
  const services = insightJson.services.flatMap((path) => {
    const page = servicePages.nodes.find((node) => node.path === path);
    return page ? [{ path, title: page.hero.title }] : [];
  });
  // The consultants the pages list: an article is signed only by one of them (src/lib/bylines.ts).
  const consultants = listedConsultants<Consultant>(
    people.nodes.map((page) =>
      page.sections.map((section) => ("consultants" in section ? section.consultants : null)),
    ),
  );
  return (
    <InsightView
      insight={insightJson}
      author={signedBy(consultants, insightJson.author)}
      reviewer={signedBy(consultants, insightJson.reviewer)}
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
      ...InsightPageSettings
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
    people: allPageJson {
      nodes {
        sections {
          ... on PageConsultantsSection {
            consultants {
              ...BylineConsultant
            }
          }
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
