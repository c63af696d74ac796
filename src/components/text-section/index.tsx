import { graphql } from "gatsby";

import { keepTogether } from "../../lib/keep-together";
import { reveal } from "../../motion/reveal-props";
import Section, { type SectionTone } from "../section";
import * as styles from "./text-section.module.scss";

type TextSectionProps = {
  section: Queries.TextSectionFragment;
  tone?: SectionTone;
  /** One column of a band of two (PageView's pairs). */
  paired?: boolean;
};

/** A heading and a few paragraphs of running text. */
const TextSection = ({ section, tone, paired }: TextSectionProps) => (
  <Section id={section.id} heading={section.heading} tone={tone} layout="article" paired={paired}>
    <div className={styles.text} {...reveal("fade-up")}>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{keepTogether(paragraph)}</p>
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
