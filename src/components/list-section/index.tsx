import { graphql } from "gatsby";

import { keepTogether } from "../../lib/keep-together";
import { SEQUENCE_DELAY_MS, SEQUENCE_STEP_MS } from "../../motion/constants";
import { reveal } from "../../motion/reveal-props";
import Icon from "../icon";
import Section, { type SectionTone } from "../section";
import * as styles from "./list-section.module.scss";

type ListSectionProps = {
  section: Queries.ListSectionFragment;
  tone?: SectionTone;
};

/**
 * A list in one of two styles: "checks" (ticked items in columns) or "steps"
 * (numbered items with text). With `sequence`, the items reveal one after
 * another once the list comes into view.
 */
const ListSection = ({ section, tone }: ListSectionProps) => {
  const listId = `${section.id}-items`;
  const isSteps = section.style === "steps";
  const List = isSteps ? "ol" : "ul";
  /** Titles alone, no explanations: short enough for two columns on a phone. */
  const isShort = section.items.every((item) => !item.text);
  const itemReveal = (index: number) =>
    section.sequence
      ? reveal("fade-up", { anchor: `#${listId}`, delay: SEQUENCE_DELAY_MS + index * SEQUENCE_STEP_MS })
      : {};
  return (
    <Section
      id={section.id}
      heading={section.heading}
      intro={section.intro}
      tone={tone}
      layout={isSteps ? "centred" : "split"}
    >
      <List
        id={listId}
        className={isSteps ? styles.steps : isShort ? `${styles.checks} ${styles.short}` : styles.checks}
        {...(section.sequence ? {} : reveal("fade-up"))}
      >
        {section.items.map((item, index) => (
          <li key={item.title} className={styles.item} {...itemReveal(index)}>
            {isSteps ? (
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
            ) : (
              <Icon name="check" className={styles.check} />
            )}
            <div className={styles.body}>
              {isSteps ? (
                <h3 className={styles.title}>{keepTogether(item.title)}</h3>
              ) : (
                <p className={styles.title}>{keepTogether(item.title)}</p>
              )}
              {item.text && <p className={styles.text}>{keepTogether(item.text)}</p>}
            </div>
          </li>
        ))}
      </List>
      {section.closing && <p className={styles.closing}>{keepTogether(section.closing)}</p>}
    </Section>
  );
};

export default ListSection;

export const query = graphql`
  fragment ListSection on PageListSection {
    id
    heading
    intro
    style
    sequence
    items {
      title
      text
    }
    closing
  }
`;
