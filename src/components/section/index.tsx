import type { ReactNode } from "react";

import { reveal } from "../../motion/reveal-props";
import * as styles from "./section.module.scss";

export type SectionTone = "plain" | "tinted";

type SectionProps = {
  id: string;
  heading: string;
  intro?: string | null;
  tone?: SectionTone;
  children?: ReactNode;
};

/** A page section: an h2 (with an optional intro) that fades in, then its content. */
const Section = ({ id, heading, intro, tone = "plain", children }: SectionProps) => (
  <section id={id} aria-labelledby={`${id}-heading`} className={`${styles.section} ${styles[tone]}`}>
    <div className={styles.inner}>
      <div className={styles.header} {...reveal("fade-up", { trigger: "viewport" })}>
        <h2 id={`${id}-heading`} className={styles.heading}>
          {heading}
        </h2>
        {intro && <p className={styles.intro}>{intro}</p>}
      </div>
      {children}
    </div>
  </section>
);

export default Section;
