import { graphql, type PageProps } from "gatsby";

import PageView from "../components/page-view";

/**
 * A page that lists no insights and has no form (About Us, Training, the
 * not-found page): its data file (data/pages/<slug>.json) drawn by PageView.
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
