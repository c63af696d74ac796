/**
 * What an article's page adds to its head: the Open Graph article tags and an
 * Article node in the structured data, by its named author and published by
 * the firm. Only the article's template loads this code.
 */
import type { Article } from "schema-dts";

import { lastModified } from "../../lib/dates";
import {
  absolute,
  type ArticleHead,
  type Crumb,
  organizationId,
  type StructuredDataPage,
  type StructuredDataSite,
} from "./structured-data";

export type ArticleFacts = {
  /** Dates as written in data/ (2026-11-04). */
  published: string;
  updated?: string | null;
  /** When its technical reviewer last checked it. */
  reviewed: string;
  /** The consultant who signs it, by name; none while it is unsigned (the firm stands as its author). */
  author?: string | null;
  topics: readonly string[];
  /** Its cover picture's address on the site, or none (the share picture stands in). */
  image?: string | null;
  /** Where it sits: Home › Insights › it. */
  trail: Crumb[];
};

/**
 * An article: headline, description, dates, picture, its author (a person, who works for the firm)
 * and the firm as publisher. It was last modified when it was last updated or reviewed, since a
 * review moves its "regulatory position as of" date.
 */
export const articleNode = (
  site: StructuredDataSite,
  page: StructuredDataPage,
  article: ArticleFacts,
): Exclude<Article, string> => {
  const url = absolute(site, page.path);
  return {
    "@type": "Article",
    "@id": `${url}#article`,
    headline: page.heading,
    description: page.description,
    datePublished: article.published,
    dateModified: lastModified(article),
    image: [absolute(site, article.image ?? site.shareImage)],
    keywords: [...article.topics],
    author: article.author
      ? { "@type": "Person", name: article.author, worksFor: { "@id": organizationId(site) } }
      : { "@id": organizationId(site) },
    publisher: { "@id": organizationId(site) },
    mainEntityOfPage: url,
    inLanguage: "en-GB",
  };
};

/** The head's additions for an article, for Layout's `head.article`. */
export const articleHead = (article: ArticleFacts): ArticleHead => ({
  tags: [
    { property: "article:published_time", content: article.published },
    { property: "article:modified_time", content: lastModified(article) },
    ...article.topics.map((topic) => ({ property: "article:tag", content: topic })),
  ],
  node: (site, page) => articleNode(site, page, article),
  trail: article.trail,
});
