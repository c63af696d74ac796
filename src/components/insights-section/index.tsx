import { graphql } from "gatsby";

import Icon from "../icon";
import InsightList, { type InsightSummary } from "../insight-list";
import Pagination from "../pagination";
import Section, { type SectionTone } from "../section";
import TopicLinks, { type TopicLink } from "../topic-links";
import * as styles from "./insights-section.module.scss";

/** The insights a page's query found for its insights sections (src/templates/page.tsx). */
export type PageInsights = {
  /** The newest, or on a page of the full list, that page's share of them. */
  latest: readonly InsightSummary[];
  /** The newest of those naming this page as a related service. */
  related: readonly InsightSummary[];
  /** Where this page stands in the full list, and the page numbers it links (null: a gap). */
  pagination: { current: number; count: number; numbers: readonly (number | null)[] };
  labels: Pick<
    Queries.InsightLabelsFragment,
    "topics" | "pages" | "previous" | "next" | "pageOf" | "readingTime"
  >;
  /** The topics with articles, each linking to its list (the full list shows them). */
  topics?: readonly TopicLink[];
};

/** The insights a section shows: the related ones for "related", else the newest (or this page of all). */
export const insightsShown = (show: string, insights?: PageInsights): readonly InsightSummary[] =>
  (show === "related" ? insights?.related : insights?.latest) ?? [];

type InsightsSectionProps = {
  section: Queries.InsightsSectionFragment;
  tone?: SectionTone;
  /** The page's route, the first page of its full list. */
  path: string;
  insights?: PageInsights;
};

/**
 * A list of insights: the newest, those related to this page, or (on the
 * insights page) all of them, 12 to a page with page numbers, the newest
 * leading as a wide feature on the first page (its summary and reading time
 * beside its title) and the topics after the list
 * as links to their own lists. A section with nothing to list is left out
 * (see PageView).
 */
const InsightsSection = ({ section, tone, path, insights }: InsightsSectionProps) => {
  const shown = insightsShown(section.show, insights);
  return (
    <Section id={section.id} heading={section.heading} intro={section.intro} tone={tone}>
      {insights && (
        <InsightList
          insights={shown}
          topicsLabel={insights.labels.topics}
          anchor={`#${section.id}`}
          feature={section.show === "all" && insights.pagination.current === 1 ? insights.labels : undefined}
          compact={section.show !== "all"}
        />
      )}
      {section.show === "all" && insights && (
        <>
          <Pagination base={path} {...insights.pagination} labels={insights.labels} />
          <div className={styles.topics}>
            <TopicLinks label={insights.labels.topics} topics={insights.topics ?? []} />
          </div>
        </>
      )}
      {section.moreLink && (
        <p className={styles.more}>
          <a href={section.moreLink.to} className={styles.link}>
            {section.moreLink.label}
            <Icon name="arrow" className={styles.arrow} />
          </a>
        </p>
      )}
    </Section>
  );
};

export default InsightsSection;

export const query = graphql`
  fragment InsightsSection on PageInsightsSection {
    id
    heading
    intro
    show
    moreLink {
      label
      to
    }
  }
`;
