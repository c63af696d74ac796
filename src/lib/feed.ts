/**
 * The insights' RSS feed (gatsby-plugin-feed, configured in gatsby-config.ts)
 * and the dates the sitemap gives them: what the plugins' queries return, and
 * how an insight becomes an item of the feed.
 */
import { listedConsultants, signedBy } from "./bylines";
import { lastModified } from "./dates";

type FeedInsight = {
  path: string;
  title: string;
  summary: string;
  published: string;
  updated?: string | null;
  reviewed: string;
  author: string;
  topics: readonly string[];
};

export type FeedData = {
  allInsightJson: { nodes: FeedInsight[] };
  /** The pages' consultants: an article's author is named only when it is one of them (./bylines.ts). */
  allPageJson: { nodes: { sections: { consultants?: { name: string }[] | null }[] }[] };
};

export type SitemapData = {
  allSitePage: { nodes: { path: string }[] };
  allInsightJson: { nodes: Pick<FeedInsight, "path" | "published" | "updated" | "reviewed">[] };
  /** The pages hidden from search engines (`noindex` in data/pages/), left out of the sitemap. */
  hidden: { nodes: { path: string }[] };
};

/** Where the feed is written, and what every page's <link rel="alternate"> points at. */
const FEED_PATH = "/insights/rss.xml";

export const insightsFeed = {
  path: FEED_PATH,
  title: (siteName: string) => `${siteName}: Insights`,
  /** The channel's own addresses (the list of insights, the feed) and language, absolute. */
  channel: (siteUrl: string, listPath: string) => ({
    site_url: new URL(listPath, siteUrl).href,
    feed_url: new URL(FEED_PATH, siteUrl).href,
    language: "en-GB",
  }),
  /** The fields the feed's query asks of each insight. */
  fields: "path title summary published updated reviewed author topics",
  /** What the feed's query asks of the pages: their consultants' names. */
  consultants:
    "allPageJson { nodes { sections { ... on PageConsultantsSection { consultants { name } } } } }",
  /** The consultants' names in a feed query's answer. */
  signers: (data: FeedData) =>
    listedConsultants(
      data.allPageJson.nodes.map((page) => page.sections.map((section) => section.consultants)),
    ),
  /**
   * One article as an RSS item: absolute https links, its full summary, its author (as dc:creator)
   * when a listed consultant signs it (an unsigned article names nobody),
   * the date it was published, and the day it last changed as atom:updated (RSS 2.0 has no such
   * element of its own).
   */
  item: (siteUrl: string, insight: FeedInsight, signers: readonly { name: string }[] = []) => {
    const url = new URL(insight.path, siteUrl).href;
    return {
      title: insight.title,
      description: insight.summary,
      author: signedBy(signers, insight.author)?.name,
      date: insight.published,
      url,
      guid: url,
      categories: [...insight.topics],
      custom_elements: [{ "atom:updated": `${lastModified(insight)}T00:00:00Z` }],
    };
  },
};
