/** True when two site paths name the same page, with or without a trailing slash. */
export const isSamePath = (a: string, b: string): boolean => {
  const strip = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);
  return strip(a) === strip(b);
};

/** True when `path` is a page below the folder `folder` ("/insights/topics/us-fda/" below "/insights/"); the home page holds none. */
export const isBelowPath = (folder: string, path: string): boolean => {
  const base = folder.endsWith("/") ? folder : `${folder}/`;
  return base !== "/" && path.startsWith(base) && !isSamePath(base, path);
};

/** Where the insights live: the list at /insights/ (data/pages/insights.json), each article below it. */
export const INSIGHTS_PATH = "/insights/";

/**
 * What an insight's file may be called: lower-case words of letters and
 * digits joined by single hyphens, as the editor makes them from the title,
 * and never digits alone (/insights/2/ is the list's second page).
 */
export const INSIGHT_SLUG = /^(?![0-9]+$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The address of page `page` of the list at `base`: the first page is the list's own address
 * (/insights/, /insights/2/…). Here, not in ./pagination.ts, because every page's view needs it.
 */
export const listPagePath = (base: string, page: number): string => (page <= 1 ? base : `${base}${page}/`);

/** Lower-case words of letters and digits joined by hyphens: "Revised Schedule M" → "revised-schedule-m". */
export const wordsSlug = (text: string): string =>
  text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/** Where the topic lists are: one page a topic, below the insights (/insights/topics/us-fda/). */
export const TOPICS_PATH = `${INSIGHTS_PATH}topics/`;

/** The address of a topic's list of articles. */
export const topicPath = (topic: string): string => `${TOPICS_PATH}${wordsSlug(topic) || "topic"}/`;
