import { graphql } from "gatsby";

import Icon from "../icon";
import InsightList from "../insight-list";
import Pagination from "../pagination";
import Section, { type SectionTone } from "../section";
import * as styles from "./insights-section.module.scss";
import { insightsShown, type PageInsights } from "./shown";

type InsightsSectionProps = {
  section: Queries.InsightsSectionFragment;
  tone?: SectionTone;
  /** The page's route, the first page of its full list. */
  path: string;
  insights?: PageInsights;
};

/**
 * A list of insights: the newest, those related to this page, or (on the
 * insights page) all of them, 12 to a page with page numbers. A section
 * with nothing to list is left out (see PageView).
 */
const InsightsSection = ({ section, tone, path, insights }: InsightsSectionProps) => {
  const shown = insightsShown(section.show, insights);
  return (
    <Section id={section.id} heading={section.heading} intro={section.intro} tone={tone}>
      {insights && (
        <InsightList insights={shown} topicsLabel={insights.labels.topics} anchor={`#${section.id}`} />
      )}
      {section.show === "all" && insights && (
        <Pagination base={path} {...insights.pagination} labels={insights.labels} />
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
