import { createContext, type ReactNode, useContext } from "react";

import { keepTogether } from "../../lib/keep-together";
import { previewOf } from "../../lib/preview";
import { reveal } from "../../motion/reveal-props";
import * as styles from "./section.module.scss";
import { FOLD_PROPS } from "../../islands/folds";

export type SectionTone = "plain" | "tinted";

/**
 * How the content stands under its head: "centred", across the page (a grid of cards, a form);
 * "article", in the reading column of running text; "split", beside its head from 1024 px (head and
 * introduction on the left, the list or picture on the right). The head's own size and alignment are
 * its role's (HeadingRole).
 */
export type SectionLayout = "centred" | "article" | "split";

/**
 * What the head says about its section, and so its size and alignment (one mixin each,
 * src/styles/_mixins.scss): "lead" opens the page (large, left); "section" heads every other section
 * (left, one size); "centred" stands over a diagram, the one centred head a page may have, at the
 * section size. PageView decides it by the section's kind.
 */
export type HeadingRole = "lead" | "section" | "centred";

/** The role PageView gives the section it draws; without one, a section's. */
export const HeadingRoleContext = createContext<HeadingRole | undefined>(undefined);

const ROLE_CLASSES: Record<HeadingRole, string> = {
  lead: styles.headLead,
  section: styles.headSection,
  centred: styles.headCentred,
};

type SectionProps = {
  id: string;
  heading: string;
  intro?: string | null;
  tone?: SectionTone;
  layout?: SectionLayout;
  /**
   * Drawn as one column of a band that holds it beside another section (PageView's pairs): no
   * background, padding or page margins of its own, and its head left-aligned over its column.
   */
  paired?: boolean;
  /**
   * On phones the content behind the head, a disclosure (no script needed) for a secondary list on a
   * long page; from 768 px all of it shows.
   */
  folded?: boolean;
  /** Folded without an intro: the line a closed fold shows of what it holds, such as its items' titles. */
  preview?: string;
  /**
   * What stands under the head in its column beside the content (an in-context action), from 1024 px
   * only: on phones the head is not beside the content, and the page's closing band offers the same.
   */
  aside?: ReactNode;
  /** A boxed note beside the head and its intro from 1024 px, under them on smaller screens. */
  beside?: ReactNode;
  children?: ReactNode;
};

/** A section's introduction: one paragraph, whole on every screen (never a disclosure's summary). */
const Intro = ({ text }: { text: string }) => <p className={styles.intro}>{keepTogether(text)}</p>;

/** A page section: an h2 (with an optional intro) that fades in, then its content. */
const Section = ({
  id,
  heading,
  intro,
  tone = "plain",
  layout = "centred",
  paired,
  folded = false,
  preview,
  aside,
  beside,
  children,
}: SectionProps) => {
  const role = useContext(HeadingRoleContext) ?? "section";
  const head = (
    <>
      <h2 id={`${id}-heading`} className={styles.heading} data-heading-role={role}>
        {keepTogether(heading)}
      </h2>
      {/* Folded, the head is a disclosure's summary, which holds no paragraph. From 768 px, where it is
          open, the intro is a line of it; on a phone its name is the heading alone, one line of what it
          holds shows under it while closed, and the intro opens with the rest. */}
      {intro &&
        (folded ? (
          <span className={`${styles.intro} ${styles.summaryIntro}`}>{keepTogether(intro)}</span>
        ) : (
          <Intro text={intro} />
        ))}
      {folded && (intro || preview) && (
        <span className={styles.preview} aria-hidden="true">
          {previewOf(intro || preview!)}
        </span>
      )}
    </>
  );
  const asideBlock = aside && <div className={styles.aside}>{aside}</div>;
  const classes = paired ? [styles.paired] : [styles.section, styles[tone], styles[layout]];
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={[...classes, ROLE_CLASSES[role]].filter(Boolean).join(" ")}
    >
      <div className={styles.inner}>
        {folded ? (
          <>
            <details className={styles.folded} {...FOLD_PROPS}>
              <summary className={styles.header}>{head}</summary>
              <div className={styles.body}>
                {intro && <p className={`${styles.intro} ${styles.openedIntro}`}>{keepTogether(intro)}</p>}
                {children}
              </div>
            </details>
            {/* Not inside the summary (a link in a button); beside the list from 1024 px, under the head. */}
            {asideBlock}
          </>
        ) : (
          <>
            <div
              className={beside ? `${styles.header} ${styles.withBeside}` : styles.header}
              {...reveal("fade-up", { trigger: "viewport" })}
            >
              {head}
              {asideBlock}
              {beside && <div className={styles.beside}>{beside}</div>}
            </div>
            <div className={styles.body}>{children}</div>
          </>
        )}
      </div>
    </section>
  );
};

export default Section;
