import { graphql } from "gatsby";

import { keepTogether } from "../../lib/keep-together";
import { CARD_STAGGER_MS } from "../../motion/constants";
import { reveal } from "../../motion/reveal-props";
import Icon from "../icon";
import Section, { type SectionTone } from "../section";
import * as styles from "./cards-section.module.scss";

type CardsSectionProps = {
  section: Queries.CardsSectionFragment;
  tone?: SectionTone;
};

/** A grid of cards, each with an icon, a title, text and an optional link button. */
const CardsSection = ({ section, tone }: CardsSectionProps) => (
  <Section id={section.id} heading={section.heading} intro={section.intro} tone={tone}>
    <ul className={styles.grid} data-count={section.cards.length}>
      {section.cards.map((card, index) => (
        <li
          key={card.title}
          className={styles.card}
          {...reveal("pop-up", { delay: index * CARD_STAGGER_MS, anchor: `#${section.id}` })}
        >
          {card.icon && (
            <span className={styles.icon}>
              <Icon name={card.icon} />
            </span>
          )}
          <h3 className={styles.title}>{keepTogether(card.title)}</h3>
          <p className={styles.text}>{keepTogether(card.text)}</p>
          {card.link && (
            <a href={card.link.to} className={styles.button}>
              {card.link.label}
              <span className={styles.visuallyHidden}>: {card.title}</span>
              <Icon name="arrow" className={styles.arrow} />
            </a>
          )}
        </li>
      ))}
    </ul>
  </Section>
);

export default CardsSection;

export const query = graphql`
  fragment CardsSection on PageCardsSection {
    id
    heading
    intro
    cards {
      title
      text
      icon
      link {
        label
        to
      }
    }
  }
`;
