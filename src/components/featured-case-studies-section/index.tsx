import { graphql } from "gatsby";

import { keepTogether } from "../../lib/keep-together";
import { reveal } from "../../motion/reveal-props";
import { CaseFacts } from "../case-studies-section";
import Section, { type SectionTone } from "../section";
import * as styles from "./featured-case-studies-section.module.scss";

type FeaturedCaseStudiesSectionProps = {
  section: Queries.FeaturedCaseStudiesSectionFragment;
  tone?: SectionTone;
};

/**
 * A short list of case studies from the service pages (those marked for it): each its sector,
 * market and service, its title linking to its service's case studies, and its result. Nothing is
 * drawn while none is marked.
 */
const FeaturedCaseStudiesSection = ({ section, tone }: FeaturedCaseStudiesSectionProps) => {
  if (section.caseStudies.length === 0) return null;
  const { labels } = section;
  return (
    <Section id={section.id} heading={section.heading} intro={section.intro} tone={tone}>
      <ul className={styles.studies} data-count={section.caseStudies.length} {...reveal("fade-up")}>
        {section.caseStudies.map((study) => (
          <li key={`${study.to} ${study.title}`} className={styles.study}>
            <h3 className={styles.title}>
              <a href={study.to}>{keepTogether(study.title)}</a>
            </h3>
            <CaseFacts
              facts={[
                { label: labels.service, value: study.service },
                { label: labels.sector, value: study.sector },
                { label: labels.market, value: study.market },
              ]}
            />
            <p className={styles.result}>
              <span className={styles.resultLabel}>{labels.result}</span> {keepTogether(study.result)}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
};

export default FeaturedCaseStudiesSection;

export const query = graphql`
  fragment FeaturedCaseStudiesSection on PageFeaturedCaseStudiesSection {
    id
    heading
    intro
    labels {
      sector
      market
      service
      result
    }
    caseStudies {
      title
      sector
      market
      result
      service
      to
    }
  }
`;
