import { graphql, type PageProps } from "gatsby";

import PageView from "../components/page-view";

/** Every route: the page's data file (data/pages/<slug>.json) drawn by PageView. */
const PageTemplate = ({ data }: PageProps<Queries.PageTemplateQuery>) => {
  if (!data.pageJson) throw new Error("Page data not found");
  return <PageView page={data.pageJson} />;
};

export default PageTemplate;

export const query = graphql`
  query PageTemplate($id: String!) {
    pageJson(id: { eq: $id }) {
      path
      title
      description
      keywords
      noindex
      hero {
        ...Hero
      }
      sections {
        __typename
        ... on PageTextSection {
          ...TextSection
        }
        ... on PageCardsSection {
          ...CardsSection
        }
        ... on PageListSection {
          ...ListSection
        }
        ... on PageListGroupSection {
          ...ListGroupSection
        }
        ... on PageFigureSection {
          ...FigureSection
        }
        ... on PageContactSection {
          ...ContactSection
        }
        ... on PageFormSection {
          ...FormSection
        }
        ... on PageCtaSection {
          ...CtaSection
        }
      }
    }
  }
`;
