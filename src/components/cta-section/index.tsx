import { graphql, Link } from "gatsby";

import { keepTogether } from "../../lib/keep-together";
import { reveal } from "../../motion/reveal-props";
import Icon from "../icon";
import * as styles from "./cta-section.module.scss";

type CtaSectionProps = {
  section: Queries.CtaSectionFragment;
};

/** A closing call to action in a dark band: heading, one line and a button. */
const CtaSection = ({ section }: CtaSectionProps) => (
  <section id={section.id} aria-labelledby={`${section.id}-heading`} className={styles.cta}>
    <div className={styles.inner} {...reveal("pop-out")}>
      <div className={styles.copy}>
        <h2 id={`${section.id}-heading`} className={styles.heading}>
          {keepTogether(section.heading)}
        </h2>
        <p className={styles.text}>{keepTogether(section.text)}</p>
      </div>
      <Link to={section.link.to} className={styles.button}>
        {section.link.label}
        <Icon name="arrow" className={styles.arrow} />
      </Link>
    </div>
  </section>
);

export default CtaSection;

export const query = graphql`
  fragment CtaSection on PageCtaSection {
    id
    heading
    text
    link {
      label
      to
    }
  }
`;
