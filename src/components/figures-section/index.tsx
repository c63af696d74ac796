import { graphql } from "gatsby";

import { keepTogether } from "../../lib/keep-together";
import { reveal } from "../../motion/reveal-props";
import Section, { type SectionTone } from "../section";
import * as styles from "./figures-section.module.scss";

type FiguresSectionProps = {
  section: Queries.FiguresSectionFragment;
  tone?: SectionTone;
};

/** A unit in words ("years") is set apart from its number by a space; a sign ("+", "%") is not. */
const wordUnit = (unit: string) => /^\p{L}/u.test(unit);

/**
 * A band of large numerals, each with what it counts and, if given, where it comes from. The
 * numbers are text, so they are read out, found and translated like the rest; nothing is drawn
 * while there are no figures.
 */
const FiguresSection = ({ section, tone }: FiguresSectionProps) => {
  if (section.figures.length === 0) return null;
  return (
    <Section id={section.id} heading={section.heading} intro={section.intro} tone={tone}>
      <ul className={styles.figures} data-count={section.figures.length} {...reveal("fade-up")}>
        {section.figures.map((figure) => (
          <li key={`${figure.value}${figure.unit ?? ""} ${figure.label}`} className={styles.figure}>
            <p className={styles.number}>
              {figure.value}
              {figure.unit && (
                <span className={styles.unit}>{wordUnit(figure.unit) ? ` ${figure.unit}` : figure.unit}</span>
              )}
            </p>
            <p className={styles.label}>{keepTogether(figure.label)}</p>
            {figure.source && <p className={styles.source}>{keepTogether(figure.source)}</p>}
          </li>
        ))}
      </ul>
    </Section>
  );
};

export default FiguresSection;

export const query = graphql`
  fragment FiguresSection on PageFiguresSection {
    id
    heading
    intro
    figures {
      value
      unit
      label
      source
    }
  }
`;
