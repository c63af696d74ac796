import { graphql } from "gatsby";

import { useSite } from "../../hooks/use-site";
import { contactFormHref } from "../../lib/contact-request";
import { keepTogether } from "../../lib/keep-together";
import { SEQUENCE_DELAY_MS, SEQUENCE_STEP_MS } from "../../motion/constants";
import { reveal } from "../../motion/reveal-props";
import Icon from "../icon";
import Section, { type SectionTone } from "../section";
import * as styles from "./list-section.module.scss";

type ListSectionProps = {
  section: Queries.ListSectionFragment;
  tone?: SectionTone;
  /** The page's route and the request its banner chooses: where the in-context action leads. */
  path?: string;
  request?: string | null;
};

/** A list this long keeps its head's column busy beyond its introduction (see `asideFor`). */
export const LONG_LIST_ITEMS = 10;

/**
 * A list in one of four styles: "checks" (ticked items: what is included or done), "plain" (items
 * with a rule between them, no marker), "steps" (numbered items with text) or "terms" (a table of
 * terms, each beside its explanation: a description list, always shown). On phones the
 * explanation of a checks or plain item sits behind its title, a disclosure that works without
 * JavaScript; from 768 px it is always shown (./list-section.module.scss). With `sequence`, the items
 * reveal one after another once the list comes into view. Beside its list from 1024 px, the head's
 * column offers the page's request as a text link when it has no introduction to fill it, or when the
 * list is long. Numbered steps stand in two columns under their head from 768 px, at an even measure.
 */
const ListSection = ({ section, tone, path = "/", request }: ListSectionProps) => {
  const { navigation } = useSite();
  const listId = `${section.id}-items`;
  const isSteps = section.style === "steps";
  const isChecks = section.style === "checks";
  const isTerms = section.style === "terms";
  const List = isSteps ? "ol" : "ul";
  /** Titles alone, no explanations: short enough for two columns where two fit. */
  const isShort = section.items.every((item) => !item.text);
  const listClass = isSteps
    ? styles.steps
    : [styles.checks, isChecks ? "" : styles.plain, isShort ? styles.short : ""].filter(Boolean).join(" ");
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
      folded={Boolean(section.folded)}
      aside={
        !isSteps && (!section.intro || section.items.length >= LONG_LIST_ITEMS) ? (
          <a href={contactFormHref(path, request, "aside")} className={styles.action}>
            {navigation.requestLabel}
            <Icon name="arrow" className={styles.arrow} />
          </a>
        ) : undefined
      }
    >
      {isTerms ? (
        <dl id={listId} className={styles.terms} {...(section.sequence ? {} : reveal("fade-up"))}>
          {section.items.map((item, index) => (
            <div key={item.title} className={styles.term} {...itemReveal(index)}>
              <dt className={styles.title}>{keepTogether(item.title)}</dt>
              {/* The data check refuses a term without its explanation. */}
              <dd className={styles.text}>{keepTogether(item.text ?? "")}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <List id={listId} className={listClass} {...(section.sequence ? {} : reveal("fade-up"))}>
          {section.items.map((item, index) => (
            <li key={item.title} className={styles.item} {...itemReveal(index)}>
              {isSteps ? (
                <>
                  <span className={styles.number} aria-hidden="true">
                    {String(index + 1).padStart(2, "0")}
                  </span>
                  <div className={styles.body}>
                    <h3 className={styles.title}>{keepTogether(item.title)}</h3>
                    {item.text && <p className={styles.text}>{keepTogether(item.text)}</p>}
                  </div>
                </>
              ) : item.text ? (
                <details className={styles.disclosure}>
                  <summary className={styles.summary}>
                    {isChecks && <Icon name="check" className={styles.check} />}
                    <span className={styles.title}>{keepTogether(item.title)}</span>
                  </summary>
                  <p className={styles.text}>{keepTogether(item.text)}</p>
                </details>
              ) : (
                <>
                  {isChecks && <Icon name="check" className={styles.check} />}
                  <p className={styles.title}>{keepTogether(item.title)}</p>
                </>
              )}
            </li>
          ))}
        </List>
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
