// First in every template: the global styles also come in through Gatsby's runtime (the first module
// that imports it from "gatsby"), at a different place in each template; first everywhere, they keep
// the one stylesheet in one order of modules (mini-css-extract-plugin warns of "Conflicting order").
import "../styles/global.scss";
import { graphql, type PageProps } from "gatsby";

import TopicView from "../components/topic-view";
import { topicPath } from "../lib/paths";
import { topicsWithArticles } from "../lib/topics";

type TopicContext = { topic: string };

/** One topic's list of articles at /insights/topics/<slug>/ (plugins/site-content makes one a topic). */
const TopicTemplate = ({ data, pageContext }: PageProps<Queries.TopicPageQuery, TopicContext>) => {
  const { insightsJson, listPage, insights, filed } = data;
  if (!insightsJson || !listPage) throw new Error("Topic data not found");
  return (
    <TopicView
      topic={pageContext.topic}
      path={topicPath(pageContext.topic)}
      insights={insights.nodes}
      topics={topicsWithArticles(
        insightsJson.topics,
        filed.nodes.map((node) => node.topics),
      )}
      labels={insightsJson.labels}
      cta={insightsJson.cta}
      listTitle={listPage.hero.title}
    />
  );
};

export default TopicTemplate;

export const query = graphql`
  query TopicPage($topic: String!, $listPath: String!) {
    insightsJson {
      topics {
        name
      }
      ...InsightPageSettings
    }
    listPage: pageJson(path: { eq: $listPath }) {
      hero {
        title
      }
    }
    insights: allInsightJson(filter: { topics: { eq: $topic } }, sort: { published: DESC }) {
      nodes {
        ...InsightSummary
      }
    }
    filed: allInsightJson {
      nodes {
        topics
      }
    }
  }
`;
