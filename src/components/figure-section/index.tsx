import { graphql } from "gatsby";

import { reveal } from "../../motion/reveal-props";
import Section, { type SectionTone } from "../section";
import * as styles from "./figure-section.module.scss";

type FigureSectionProps = {
  section: Queries.FigureSectionFragment;
  tone?: SectionTone;
};

const FIGURE_SIZE = 640;

/** A diagram with its text alternative and a visible caption. */
const FigureSection = ({ section, tone }: FigureSectionProps) => (
  <Section id={section.id} heading={section.heading} intro={section.intro} tone={tone}>
    <figure className={styles.figure} {...reveal("pop-out")}>
      <img
        className={styles.image}
        src={section.image.publicURL ?? undefined}
        alt={section.alt}
        width={FIGURE_SIZE}
        height={FIGURE_SIZE}
        loading="lazy"
        decoding="async"
      />
      {section.caption && <figcaption className={styles.caption}>{section.caption}</figcaption>}
    </figure>
  </Section>
);

export default FigureSection;

export const query = graphql`
  fragment FigureSection on PageFigureSection {
    id
    heading
    intro
    alt
    caption
    image {
      publicURL
    }
  }
`;
