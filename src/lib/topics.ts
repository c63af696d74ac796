import { topicPath } from "./paths";
import type { TopicLink } from "../components/topic-links";

/**
 * The topics that have a page: those of data/insights.json (in its order) that at least one published
 * article is filed under. A topic nobody wrote on yet has no page and no link.
 */
export const topicsWithArticles = (
  topics: readonly { name: string }[],
  filed: readonly (readonly string[])[],
): TopicLink[] => {
  const used = new Set(filed.flat());
  return topics.filter(({ name }) => used.has(name)).map(({ name }) => ({ name, path: topicPath(name) }));
};
