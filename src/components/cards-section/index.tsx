import { graphql } from "gatsby";

import { keepTogether } from "../../lib/keep-together";
import { previewOf } from "../../lib/preview";
import { CARD_STAGGER_MS } from "../../motion/constants";
import { reveal } from "../../motion/reveal-props";
import Icon from "../icon";
import Section, { type SectionTone } from "../section";
import * as styles from "./cards-section.module.scss";
import { FOLD_PROPS } from "../../islands/folds";

type CardsSectionProps = {
  section: Queries.CardsSectionFragment;
  tone?: SectionTone;
};

/**
 * A grid of cards, each with a title and text: a card with a link (a service) is boxed under its icon,
 * its link a line of text; one without is a numbered point under a rule, its text behind its title on
 * phones. A note, where the section has one, stands boxed beside its head.
 */
const CardsSection = ({ section, tone }: CardsSectionProps) => (
  <Section
    id={section.id}
    heading={section.heading}
    intro={section.intro}
    tone={tone}
    beside={
      section.note && (
        <div className={styles.note}>
          <h3 className={styles.noteTitle}>{keepTogether(section.note.title)}</h3>
          <p>{keepTogether(section.note.text)}</p>
        </div>
      )
    }
  >
    <ul className={styles.grid} data-count={section.cards.length}>
      {section.cards.map((card, index) => (
        <li
          key={card.title}
          className={styles.card}
          {...reveal("pop-up", { delay: index * CARD_STAGGER_MS, anchor: `#${section.id}` })}
        >
          {card.link ? (
            <>
              {card.icon && (
                <span className={styles.icon}>
                  <Icon name={card.icon} />
                </span>
              )}
              <h3 className={styles.title}>{keepTogether(card.title)}</h3>
              <p className={styles.text}>{keepTogether(card.text)}</p>
              <a href={card.link.to} className={styles.button}>
                {card.link.label}
                <span className={styles.visuallyHidden}>: {card.title}</span>
                <Icon name="arrow" className={styles.arrow} />
              </a>
            </>
          ) : (
            // A card that links nowhere is one of a set of points: numbered in type, not pictured, its
            // text behind its title on phones (a disclosure, no script needed), always shown from 768 px.
            <details className={styles.point} {...FOLD_PROPS}>
              <summary className={styles.pointHead}>
                <span className={styles.number} aria-hidden="true">
                  {String(index + 1).padStart(2, "0")}
                </span>
                <h3 className={styles.title}>{keepTogether(card.title)}</h3>
                {/* Closed on a phone, a line of the text under the title (its name stays the title). */}
                <span className={styles.preview} aria-hidden="true">
                  {previewOf(card.text)}
                </span>
              </summary>
              <p className={styles.text}>{keepTogether(card.text)}</p>
            </details>
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
    note {
      title
      text
    }
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
