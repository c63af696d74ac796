import { graphql } from "gatsby";

import { useSite } from "../../hooks/use-site";
import { keepTogether } from "../../lib/keep-together";
import { inSentenceCase, pageNames } from "../../lib/service-names";
import { reveal } from "../../motion/reveal-props";
import Icon from "../icon";
import Section, { type SectionTone } from "../section";
import * as styles from "./standards-section.module.scss";

type StandardsSectionProps = {
  section: Queries.StandardsSectionFragment;
  tone?: SectionTone;
};

/**
 * The standards the firm works to, as an index: each named in words (never a logo), with what it
 * covers, and a link to the page that explains the firm's work against it. The link ends on that page's
 * name as the menu gives it, in sentence case like the headings around it (a service, not a page about
 * the standard), seen and read out alike.
 */
const StandardsSection = ({ section, tone }: StandardsSectionProps) => {
  const names = pageNames(useSite().navigation);
  if (section.standards.length === 0) return null;
  return (
    <Section id={section.id} heading={section.heading} intro={section.intro} tone={tone}>
      <ul className={styles.standards} {...reveal("fade-up")}>
        {section.standards.map((standard) => (
          <li key={standard.name} className={styles.standard}>
            <a href={standard.to} className={styles.link}>
              <span className={styles.name}>{keepTogether(standard.name)}</span>
              {/* A space between the two in the link's name; the column's layout ignores it. */}
              {standard.scope && " "}
              {standard.scope && <span className={styles.scope}>{keepTogether(standard.scope)}</span>}
              {/* A pause before where it leads, where the name is read out whole (a list of links). */}
              {names.has(standard.to) && <span className={styles.hidden}>. </span>}
              {names.has(standard.to) && (
                <span className={styles.destination}>
                  {inSentenceCase(names.get(standard.to)!)}
                  <Icon name="arrow" className={styles.arrow} />
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
};

export default StandardsSection;

export const query = graphql`
  fragment StandardsSection on PageStandardsSection {
    id
    heading
    intro
    standards {
      name
      scope
      to
    }
  }
`;
