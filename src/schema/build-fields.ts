/**
 * What the build adds to the content model (./type-defs.ts): values worked out from other data, never
 * written in data/. plugins/site-content/gatsby-node.ts declares and resolves them; the unit tests'
 * schema (src/test-utils/site-graph.ts) declares them from here too, so the two cannot drift apart.
 */

/** The case studies gathered from the service pages for a featured list. */
export const FEATURED_CASE_STUDY_TYPE = /* GraphQL */ `
  type FeaturedCaseStudy {
    title: String!
    sector: String!
    market: String!
    client: String
    result: String!
    service: String!
    to: String!
  }
`;

/** An h2 of an insight's text: its anchor and words, for the contents list beside the article. */
export const ARTICLE_HEADING_TYPE = /* GraphQL */ `
  type ArticleHeading {
    id: String!
    text: String!
  }
`;

/** The type of each field the build adds, by the type it is added to. */
export const BUILD_FIELDS = {
  PageFeaturedCaseStudiesSection: { caseStudies: "[FeaturedCaseStudy!]!" },
  InsightJson: {
    slug: "String!",
    path: "String!",
    html: "String!",
    readingMinutes: "Int!",
    headings: "[ArticleHeading!]!",
  },
} as const;
