import type { ReactNode } from "react";

import { keepTogether } from "../../lib/keep-together";
import { reveal } from "../../motion/reveal-props";
import * as styles from "./section.module.scss";

export type SectionTone = "plain" | "tinted";

/**
 * How the head sits over the content: "centred" over a grid of cards or a
 * form; "article" left-aligned in the reading column of running text; "split"
 * beside its content from 1024 px (head and introduction on the left, the
 * list or picture on the right).
 */
export type SectionLayout = "centred" | "article" | "split";

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
  children?: ReactNode;
};

/** A page section: an h2 (with an optional intro) that fades in, then its content. */
const Section = ({
  id,
  heading,
  intro,
  tone = "plain",
  layout = "centred",
  paired,
  children,
}: SectionProps) => (
  <section
    id={id}
    aria-labelledby={`${id}-heading`}
    className={paired ? styles.paired : `${styles.section} ${styles[tone]} ${styles[layout]}`}
  >
    <div className={styles.inner}>
      <div className={styles.header} {...reveal("fade-up", { trigger: "viewport" })}>
        <h2 id={`${id}-heading`} className={styles.heading}>
          {keepTogether(heading)}
        </h2>
        {intro && <p className={styles.intro}>{keepTogether(intro)}</p>}
      </div>
      <div className={styles.body}>{children}</div>
    </div>
  </section>
);

export default Section;
