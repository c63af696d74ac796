import { graphql } from "gatsby";

import { reveal } from "../../motion/reveal-props";
import Section, { type SectionTone } from "../section";
import * as styles from "./text-section.module.scss";

type TextSectionProps = {
  section: Queries.TextSectionFragment;
  tone?: SectionTone;
};

/** A heading and a few paragraphs of running text. */
const TextSection = ({ section, tone }: TextSectionProps) => (
  <Section id={section.id} heading={section.heading} tone={tone}>
    <div className={styles.text} {...reveal("fade-up")}>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  </Section>
);

export default TextSection;

export const query = graphql`
  fragment TextSection on PageTextSection {
    id
    heading
    paragraphs
  }
`;
