import { graphql } from "gatsby";

import { useSite } from "../../hooks/use-site";
import { contactFormHref } from "../../lib/contact-request";
import { keepTogether } from "../../lib/keep-together";
import { previewOf } from "../../lib/preview";
import { SEQUENCE_DELAY_MS, SEQUENCE_STEP_MS } from "../../motion/constants";
import { reveal, type RevealProps } from "../../motion/reveal-props";
import Icon from "../icon";
import Section, { type SectionTone } from "../section";
import * as styles from "./list-section.module.scss";
import { LONG_LIST_ITEMS } from "./long-list";
import { FOLD_PROPS } from "../../islands/folds";

type ListSectionProps = {
  section: Queries.ListSectionFragment;
  tone?: SectionTone;
  /** The page's route and the request its banner chooses: where the in-context action leads. */
  path?: string;
  request?: string | null;
};

type Item = Queries.ListSectionFragment["items"][number];

/** What each style's list is given: its items, its id (the reveal's anchor) and how each item reveals. */
type ItemsProps = {
  id: string;
  items: readonly Item[];
  /** The list's own reveal: none when its items reveal one after another. */
  listReveal: RevealProps | Record<string, never>;
  itemReveal: (index: number) => RevealProps | Record<string, never>;
  /** Across the page from 1024 px: up to three to a row, never one alone on the last. */
  wide: boolean;
};

/** "terms": a description list, each term beside its explanation from 768 px, always shown. */
const TermsTable = ({ id, items, listReveal, itemReveal }: ItemsProps) => (
  <dl id={id} className={styles.terms} {...listReveal}>
    {items.map((item, index) => (
      <div key={item.title} className={styles.term} {...itemReveal(index)}>
        <dt className={styles.title}>{keepTogether(item.title)}</dt>
        {/* The data check refuses a term without its explanation. */}
        <dd className={styles.text}>{keepTogether(item.text ?? "")}</dd>
      </div>
    ))}
  </dl>
);

/** "steps": numbered items, each a title over its text. */
const StepsList = ({ id, items, listReveal, itemReveal }: ItemsProps) => (
  <ol id={id} className={`${styles.steps} ${styles.wide}`} {...listReveal}>
    {items.map((item, index) => (
      <li key={item.title} className={styles.item} {...itemReveal(index)}>
        <span className={styles.number} aria-hidden="true">
          {String(index + 1).padStart(2, "0")}
        </span>
        <div className={styles.body}>
          <h3 className={styles.title}>{keepTogether(item.title)}</h3>
          {item.text && <p className={styles.text}>{keepTogether(item.text)}</p>}
        </div>
      </li>
    ))}
  </ol>
);

/**
 * "checks" (ticked) and "plain" (a rule between items): an item with an explanation is a disclosure
 * on phones, its explanation behind its title; titles alone stand in two columns where two fit.
 */
const ItemList = ({ id, items, listReveal, itemReveal, wide, ticked }: ItemsProps & { ticked: boolean }) => {
  const isShort = items.every((item) => !item.text);
  const className = [
    styles.checks,
    ticked ? "" : styles.plain,
    isShort ? styles.short : "",
    wide ? styles.wide : "",
  ]
    .filter(Boolean)
    .join(" ");
  const tick = ticked && <Icon name="check" className={styles.check} />;
  return (
    <ul id={id} className={className} {...listReveal}>
      {items.map((item, index) => (
        <li key={item.title} className={styles.item} {...itemReveal(index)}>
          {item.text ? (
            <details className={styles.disclosure} {...FOLD_PROPS}>
              <summary className={styles.summary}>
                {tick}
                <span className={styles.title}>{keepTogether(item.title)}</span>
                {/* Closed on a phone, a line of the explanation under the title (its name stays the title). */}
                <span className={styles.preview} aria-hidden="true">
                  {previewOf(item.text)}
                </span>
              </summary>
              <p className={styles.text}>{keepTogether(item.text)}</p>
            </details>
          ) : (
            <>
              {tick}
              <p className={styles.title}>{keepTogether(item.title)}</p>
            </>
          )}
        </li>
      ))}
    </ul>
  );
};

/**
 * A list in one of four styles: "checks", "plain", "steps" or "terms" (the components above). On
 * phones the explanation of a checks or plain item sits behind its title, a disclosure that works
 * without JavaScript; from 768 px it is always shown (./list-section.module.scss). With `sequence`,
 * the items reveal one after another once the list comes into view. Numbered steps, and a ticked or
 * plain list of LONG_LIST_ITEMS or more, stand across the page under their head; a shorter list stands
 * beside its head from 1024 px, where the head's column offers the page's request as a text link when
 * it has no introduction to fill it.
 */
const ListSection = ({ section, tone, path = "/", request }: ListSectionProps) => {
  const { navigation } = useSite();
  const isSteps = section.style === "steps";
  const isWide = isSteps || (section.style !== "terms" && section.items.length >= LONG_LIST_ITEMS);
  // Folded, the list is behind a disclosure on phones and does not reveal: Chromium does not render a
  // closed disclosure's content, so a fade started there stops part way and stays half shown.
  const reveals = !section.folded;
  const items: ItemsProps = {
    id: `${section.id}-items`,
    items: section.items,
    listReveal: reveals && !section.sequence ? reveal("fade-up") : {},
    itemReveal: (index) =>
      reveals && section.sequence
        ? reveal("fade-up", {
            anchor: `#${section.id}-items`,
            delay: SEQUENCE_DELAY_MS + index * SEQUENCE_STEP_MS,
          })
        : {},
    wide: isWide,
  };
  return (
    <Section
      id={section.id}
      heading={section.heading}
      intro={section.intro}
      tone={tone}
      layout={isWide ? "centred" : "split"}
      folded={Boolean(section.folded)}
      preview={section.items.map((item) => item.title).join(" · ")}
      aside={
        !isWide && !section.intro ? (
          <a href={contactFormHref(path, request, "aside")} className={styles.action}>
            {navigation.requestLabel}
            <Icon name="arrow" className={styles.arrow} />
          </a>
        ) : undefined
      }
    >
      {section.style === "terms" ? (
        <TermsTable {...items} />
      ) : isSteps ? (
        <StepsList {...items} />
      ) : (
        <ItemList {...items} ticked={section.style === "checks"} />
      )}
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
    folded
    items {
      title
      text
    }
    closing
  }
`;
