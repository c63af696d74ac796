import { graphql } from "gatsby";

import { keepTogether } from "../../lib/keep-together";
import { reveal } from "../../motion/reveal-props";
import Section, { type SectionTone } from "../section";
import * as styles from "./case-studies-section.module.scss";

type CaseStudiesSectionProps = {
  section: Queries.CaseStudiesSectionFragment;
  tone?: SectionTone;
};

type Fact = { label: string; value: string | null | undefined };

/**
 * A case study's facts (its sector and market, and whatever else is given) in one line of small
 * print: each value after its heading, which screen readers read and the eye skips.
 */
export const CaseFacts = ({ facts }: { facts: Fact[] }) => (
  <dl className={styles.facts}>
    {facts
      .filter((fact): fact is { label: string; value: string } => Boolean(fact.value))
      .map(({ label, value }) => (
        <div key={label} className={styles.fact}>
          <dt className={styles.factLabel}>{label}</dt>
          <dd>{keepTogether(value)}</dd>
        </div>
      ))}
  </dl>
);

/**
 * What came of the firm's work for the page's service: each case study a card with its sector and
 * market, its title, then the situation, what was done and the result, headed by the section's own
 * words. Nothing is drawn while there are none.
 */
const CaseStudiesSection = ({ section, tone }: CaseStudiesSectionProps) => {
  if (section.caseStudies.length === 0) return null;
  const { labels } = section;
  return (
    <Section id={section.id} heading={section.heading} intro={section.intro} tone={tone}>
      <ul className={styles.studies} {...reveal("fade-up")}>
        {section.caseStudies.map((study) => (
          <li key={study.title} className={styles.study}>
            <h3 className={styles.title}>{keepTogether(study.title)}</h3>
            <CaseFacts
              facts={[
                { label: labels.sector, value: study.sector },
                { label: labels.market, value: study.market },
                { label: labels.client, value: study.client },
              ]}
            />
            <dl className={styles.story}>
              <div>
                <dt>{labels.situation}</dt>
                <dd>{keepTogether(study.situation)}</dd>
              </div>
              <div>
                <dt>{labels.work}</dt>
                <dd>{keepTogether(study.work)}</dd>
              </div>
              <div className={styles.result}>
                <dt>{labels.result}</dt>
                <dd>{keepTogether(study.result)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </Section>
  );
};

export default CaseStudiesSection;

export const query = graphql`
  fragment CaseStudiesSection on PageCaseStudiesSection {
    id
    heading
    intro
    labels {
      sector
      market
      client
      situation
      work
      result
    }
    caseStudies {
      title
      sector
      market
      client
      situation
      work
      result
    }
  }
`;
