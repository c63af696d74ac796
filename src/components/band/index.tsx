import type { ReactNode } from "react";

import { keepTogether } from "../../lib/keep-together";
import type { RevealProps } from "../../motion/reveal-props";

type BandProps = {
  section: { id: string; heading: string; text: string };
  /** The band's own class. */
  className: string;
  /** The band's stylesheet: its `inner`, `copy`, `heading` and `text` classes. */
  styles: { readonly [key: string]: string };
  /** How its content is revealed, if it is. */
  reveal?: RevealProps;
  /** What stands beside the heading and its line: the band's links or buttons. */
  children: ReactNode;
};

/**
 * A band across the page, named by its heading, with one line under the heading and what it offers
 * beside them (the urgent band, a signpost, the closing call to action). The markup they share; each
 * brings its own look and its own actions.
 */
const Band = ({ section, className, styles, reveal, children }: BandProps) => (
  <section id={section.id} aria-labelledby={`${section.id}-heading`} className={className}>
    <div className={styles.inner} {...reveal}>
      <div className={styles.copy}>
        <h2 id={`${section.id}-heading`} className={styles.heading}>
          {keepTogether(section.heading)}
        </h2>
        <p className={styles.text}>{keepTogether(section.text)}</p>
      </div>
      {children}
    </div>
  </section>
);

export default Band;
