/**
 * The insights' RSS feed (gatsby-plugin-feed, configured in gatsby-config.ts)
 * and the dates the sitemap gives them: what the plugins' queries return, and
 * how an insight becomes an item of the feed.
 */
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

export type FeedData = { allInsightJson: { nodes: FeedInsight[] } };

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
  /**
   * One article as an RSS item: absolute https links, its full summary, its author (as dc:creator),
   * the date it was published, and the day it last changed as atom:updated (RSS 2.0 has no such
   * element of its own).
   */
  item: (siteUrl: string, insight: FeedInsight) => {
    const url = new URL(insight.path, siteUrl).href;
    return {
      title: insight.title,
      description: insight.summary,
      author: insight.author,
      date: insight.published,
      url,
      guid: url,
      categories: [...insight.topics],
      custom_elements: [{ "atom:updated": `${lastModified(insight)}T00:00:00Z` }],
    };
  },
};
