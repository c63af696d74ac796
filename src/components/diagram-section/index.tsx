import { graphql } from "gatsby";

import { keepTogether } from "../../lib/keep-together";
import { reveal } from "../../motion/reveal-props";
import Section, { type SectionTone } from "../section";
import TickedList from "../ticked-list";
import * as styles from "./diagram-section.module.scss";
import { isDiagramShape, placeStep } from "./shapes";

type DiagramSectionProps = {
  section: Queries.DiagramSectionFragment;
  tone?: SectionTone;
};

/**
 * A diagram drawn in HTML and CSS from the section's steps: a cycle, a
 * V-model or a timeline. The steps are one ordered list in the order they
 * happen, so a screen reader, a phone and a printout read them once, in
 * order; the caption names the figure in a line, and says what it shows to screen readers. A
 * step may carry a ticked list (the services of a stage of a timeline). Folded, on phones it stands
 * behind its heading.
 */
const DiagramSection = ({ section, tone }: DiagramSectionProps) => {
  // The data check admits only known shapes; a newer one is drawn as a timeline, a plain sequence.
  const shape = isDiagramShape(section.diagram) ? section.diagram : "timeline";
  const count = section.steps.length;
  return (
    <Section
      id={section.id}
      heading={section.heading}
      intro={section.intro}
      tone={tone}
      folded={Boolean(section.folded)}
      preview={section.steps.map((step) => step.title).join(" · ")}
    >
      {/* Folded, it does not reveal: a closed disclosure's content is not rendered, so a fade would stop. */}
      <figure className={styles.figure} {...(section.folded ? {} : reveal("fade-up"))}>
        <ol
          className={`${styles.steps} ${styles[shape]}`}
          {...(shape === "vModel" ? { "data-depth": Math.floor(count / 2) } : {})}
        >
          {section.steps.map((step, index) => {
            const items = step.items ?? [];
            // A step with a list of its own is headed, so a screen reader can move from stage to stage.
            const Title = items.length > 0 ? "h3" : "p";
            return (
              <li key={step.title} className={styles.step} {...placeStep(shape, index, count)}>
                {shape === "cycle" && (
                  <span className={styles.number} aria-hidden="true">
                    {index + 1}
                  </span>
                )}
                <Title className={styles.title}>{keepTogether(step.title)}</Title>
                {step.text && <p className={styles.text}>{keepTogether(step.text)}</p>}
                {items.length > 0 && <TickedList items={items} className={styles.items} />}
              </li>
            );
          })}
        </ol>
        {/* One line to see; the full description is read out with it (the steps show it already). */}
        <figcaption className={styles.caption}>
          <span>{keepTogether(section.caption)}</span>{" "}
          <span className={styles.description}>{keepTogether(section.description)}</span>
        </figcaption>
      </figure>
    </Section>
  );
};

export default DiagramSection;

export const query = graphql`
  fragment DiagramSection on PageDiagramSection {
    id
    heading
    intro
    folded
    diagram
    caption
    description
    steps {
      title
      text
      items
    }
  }
`;
