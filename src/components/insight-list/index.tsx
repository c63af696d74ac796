import { graphql } from "gatsby";

import { keepTogether } from "../../lib/keep-together";
import { CARD_STAGGER_MS } from "../../motion/constants";
import { reveal } from "../../motion/reveal-props";
import * as styles from "./insight-list.module.scss";

export type InsightSummary = Queries.InsightSummaryFragment;

type InsightListProps = {
  insights: readonly InsightSummary[];
  /** What a screen reader hears before the topics, such as "Topics". */
  topicsLabel: string;
  /** The element whose visibility reveals the list (its section). */
  anchor?: string;
  /** The first (the newest) leads as a wide feature: the first page of the full list. */
  featureFirst?: boolean;
  /** On phones, titles and dates without summaries (a page's short list of related reading). */
  compact?: boolean;
};

/** Insights as cards, newest first: date, topics, title linking to the article, summary. */
const InsightList = ({
  insights,
  topicsLabel,
  anchor,
  featureFirst = false,
  compact = false,
}: InsightListProps) => (
  <ul className={compact ? `${styles.list} ${styles.compact}` : styles.list}>
    {insights.map((insight, index) => (
      <li
        key={insight.path}
        className={featureFirst && index === 0 ? styles.featured : undefined}
        data-featured={featureFirst && index === 0 ? true : undefined}
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
        </article>
      </li>
    ))}
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
  }
`;
