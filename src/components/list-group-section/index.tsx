import { graphql } from "gatsby";

import { CARD_STAGGER_MS } from "../../motion/constants";
import { keepTogether } from "../../lib/keep-together";
import { reveal } from "../../motion/reveal-props";
import Section, { type SectionTone } from "../section";
import TickedList from "../ticked-list";
import * as styles from "./list-group-section.module.scss";

type ListGroupSectionProps = {
  section: Queries.ListGroupSectionFragment;
  tone?: SectionTone;
};

/** Several titled lists side by side, such as the stages of a regulatory submission. */
const ListGroupSection = ({ section, tone }: ListGroupSectionProps) => (
  <Section id={section.id} heading={section.heading} intro={section.intro} tone={tone}>
    <div className={styles.groups}>
      {section.groups.map((group, index) => (
        <div
          key={group.title}
          className={styles.group}
          {...reveal("fade-up", { delay: index * CARD_STAGGER_MS, anchor: `#${section.id}` })}
        >
          <h3 className={styles.title}>
            <span className={styles.step} aria-hidden="true">
              {index + 1}
            </span>
            {keepTogether(group.title)}
          </h3>
          {group.intro && <p className={styles.intro}>{keepTogether(group.intro)}</p>}
          <TickedList items={group.items} />
        </div>
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
