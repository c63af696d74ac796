import { graphql } from "gatsby";

import { CARD_STAGGER_MS } from "../../motion/constants";
import { keepTogether } from "../../lib/keep-together";
import { reveal } from "../../motion/reveal-props";
import Section, { type SectionTone } from "../section";
import * as styles from "./list-group-section.module.scss";
import { FOLD_PROPS } from "../../islands/folds";

type ListGroupSectionProps = {
  section: Queries.ListGroupSectionFragment;
  tone?: SectionTone;
};

/**
 * Several titled lists side by side, each under its number and a rule (not boxed: nothing here is a
 * link). On phones each list sits behind its title, a disclosure that works without JavaScript; from
 * 768 px every list shows (./list-group-section.module.scss).
 */
const ListGroupSection = ({ section, tone }: ListGroupSectionProps) => (
  <Section id={section.id} heading={section.heading} intro={section.intro} tone={tone}>
    <div className={styles.groups}>
      {section.groups.map((group, index) => (
        <details
          key={group.title}
          className={styles.group}
          {...FOLD_PROPS}
          {...reveal("fade-up", { delay: index * CARD_STAGGER_MS, anchor: `#${section.id}` })}
        >
          <summary className={styles.summary}>
            <h3 className={styles.title}>
              <span className={styles.step} aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
              {keepTogether(group.title)}
            </h3>
          </summary>
          {group.intro && <p className={styles.intro}>{keepTogether(group.intro)}</p>}
          <ul className={styles.items}>
            {group.items.map((item) => (
              <li key={item}>{keepTogether(item)}</li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  </Section>
);

export default ListGroupSection;

export const query = graphql`
  fragment ListGroupSection on PageListGroupSection {
    id
    heading
    intro
    groups {
      title
      intro
      items
    }
  }
`;
