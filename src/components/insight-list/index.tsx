import { graphql } from "gatsby";

import { keepTogether } from "../../lib/keep-together";
import { CARD_STAGGER_MS } from "../../motion/constants";
import { reveal } from "../../motion/reveal-props";
import * as styles from "./insight-list.module.scss";

export type InsightSummary = Queries.InsightSummaryFragment;

/** The words of a feature's reading time (data/insights.json), such as "{minutes} min read". */
export type FeatureLabels = Pick<Queries.InsightLabelsFragment, "readingTime">;

type InsightListProps = {
  insights: readonly InsightSummary[];
  /** What a screen reader hears before the topics, such as "Topics". */
  topicsLabel: string;
  /** The element whose visibility reveals the list (its section). */
  anchor?: string;
  /**
   * Given, the first (the newest) leads as a wide feature, its summary and reading time beside its
   * title from 1024 px: the first page of the full list.
   */
  feature?: FeatureLabels;
  /** On phones, titles and dates without summaries (a page's short list of related reading). */
  compact?: boolean;
};

/** Insights as cards, newest first: date, topics, title linking to the article, summary. */
const InsightList = ({ insights, topicsLabel, anchor, feature, compact = false }: InsightListProps) => (
  <ul className={compact ? `${styles.list} ${styles.compact}` : styles.list} data-insight-list>
    {insights.map((insight, index) => {
      const featured = feature && index === 0;
      return (
        <li
          key={insight.path}
          className={featured ? styles.featured : undefined}
          data-featured={featured || undefined}
          {...reveal("fade-up", { delay: index * CARD_STAGGER_MS, anchor })}
        >
          <article className={styles.card}>
            <h3 className={styles.title}>
              <a href={insight.path} className={styles.link}>
                {keepTogether(insight.title)}
              </a>
            </h3>
            <p className={styles.meta}>
              <time dateTime={insight.published}>{insight.publishedText}</time>
              <span className={styles.visuallyHidden}>. {topicsLabel}: </span>
              {insight.topics.map((topic) => (
                <span key={topic} className={styles.topic}>
                  {topic}
                </span>
              ))}
            </p>
            <p className={styles.summary}>{keepTogether(insight.summary)}</p>
            {featured && (
              <p className={styles.readingTime}>
                {feature.readingTime.replace("{minutes}", String(insight.readingMinutes))}
              </p>
            )}
          </article>
        </li>
      );
    })}
  </ul>
);

export default InsightList;

export const query = graphql`
  fragment InsightSummary on InsightJson {
    path
    title
    summary
    published
    # As lib/dates.ts writes it ("4 November 2026"), but at build time: the lists carry no date code.
    publishedText: published(formatString: "D MMMM YYYY")
    topics
    # A feature's reading time (the newest on the full list).
    readingMinutes
  }
`;
