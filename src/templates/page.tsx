import { graphql, type PageProps } from "gatsby";

import PageView from "../components/page-view";

/**
 * A page whose sections list no insights and hold no form (gatsby-node picks
 * the template by the sections; today About Us and the not-found page): its
 * data file (data/pages/<slug>.json) drawn by PageView.
 */
const PageTemplate = ({ data }: PageProps<Queries.PageTemplateQuery>) => {
  if (!data.pageJson) throw new Error("Page data not found");
  return <PageView page={data.pageJson} />;
};

export default PageTemplate;

export const query = graphql`
  query PageTemplate($id: String!) {
    pageJson(id: { eq: $id }) {
      ...PageContent
    }
  }
`;
