import { graphql } from "gatsby";

import { useSite } from "../../hooks/use-site";
import { serviceNames as serviceNamesOf } from "../../lib/service-names";
import { keepTogether } from "../../lib/keep-together";
import { reveal } from "../../motion/reveal-props";
import Portrait from "../portrait";
import Section, { type SectionTone } from "../section";
import * as styles from "./consultants-section.module.scss";

type ConsultantsSectionProps = {
  section: Queries.ConsultantsSectionFragment;
  tone?: SectionTone;
};

/** The photo's side, in CSS pixels: a square crop. */
export const PHOTO_SIZE = 96;

/**
 * The people who do the work, each as a card: photo, name, role, years in the industry and audits
 * led, their qualifications, the services they work in and their languages, and a link to a public
 * profile where there is one.
 * Each is also a Person in the page's structured data (PageView). Nothing is drawn while there are none.
 */
const ConsultantsSection = ({ section, tone }: ConsultantsSectionProps) => {
  const serviceNames = serviceNamesOf(useSite().navigation);
  if (section.consultants.length === 0) return null;
  return (
    <Section id={section.id} heading={section.heading} intro={section.intro} tone={tone}>
      <ul className={styles.consultants} {...reveal("fade-up")}>
        {section.consultants.map((consultant) => {
          const areas = (consultant.areas ?? []).filter((area) => serviceNames.has(area));
          const languages = consultant.languages ?? [];
          return (
            <li key={consultant.name} className={styles.consultant}>
              {consultant.photo && (
                <Portrait photo={consultant.photo} size={PHOTO_SIZE} className={styles.photo} />
              )}
              <div className={styles.who}>
                <h3 className={styles.name}>{keepTogether(consultant.name)}</h3>
                <p className={styles.role}>{keepTogether(consultant.role)}</p>
                {consultant.years && (
                  <p className={styles.years}>{section.yearsLabel.replace("{years}", consultant.years)}</p>
                )}
                {consultant.led && (
                  <p className={styles.years}>{section.ledLabel.replace("{count}", consultant.led)}</p>
                )}
              </div>
              {consultant.qualifications.length > 0 && (
                <ul className={styles.qualifications}>
                  {consultant.qualifications.map((qualification) => (
                    <li key={qualification}>{keepTogether(qualification)}</li>
                  ))}
                </ul>
              )}
              {areas.length > 0 && (
                <p className={styles.areas}>
                  <span className={styles.areasLabel}>{section.areasLabel}</span>{" "}
                  {areas.map((area, index) => (
                    <span key={area}>
                      {index > 0 && ", "}
                      <a href={area}>{serviceNames.get(area)}</a>
                    </span>
                  ))}
                </p>
              )}
              {languages.length > 0 && (
                <p className={styles.areas}>
                  <span className={styles.areasLabel}>{section.languagesLabel}</span> {languages.join(", ")}
                </p>
              )}
              {consultant.profile && (
                <a className={styles.profile} href={consultant.profile} rel="noopener noreferrer">
                  {section.profileLabel}
                  <span className={styles.hidden}> {consultant.name}</span>
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
};

export default ConsultantsSection;

export const query = graphql`
  fragment ConsultantsSection on PageConsultantsSection {
    id
    heading
    intro
    yearsLabel
    areasLabel
    profileLabel
    languagesLabel
    ledLabel
    consultants {
      name
      role
      years
      qualifications
      areas
      languages
      led
      profile
      photo {
        publicURL
        childImageSharp {
          gatsbyImageData(
            width: 96
            height: 96
            layout: FIXED
            formats: [AUTO, WEBP, AVIF]
            transformOptions: { cropFocus: ATTENTION }
          )
        }
      }
    }
  }
`;
