import { graphql } from "gatsby";

import { keepTogether } from "../../lib/keep-together";
import { reveal } from "../../motion/reveal-props";
import Icon from "../icon";
import * as styles from "./signpost-section.module.scss";

type SignpostSectionProps = {
  section: Queries.SignpostSectionFragment;
};

/**
 * A quiet band that points to another page of the site (a readiness check, say): heading, one line
 * and a link. It is not the band that closes the page, so it carries no button: the page's one
 * request stays the closing band's.
 */
const SignpostSection = ({ section }: SignpostSectionProps) => (
  <section id={section.id} aria-labelledby={`${section.id}-heading`} className={styles.signpost}>
    <div className={styles.inner} {...reveal("fade-up")}>
      <div className={styles.copy}>
        <h2 id={`${section.id}-heading`} className={styles.heading}>
          {keepTogether(section.heading)}
        </h2>
        <p className={styles.text}>{keepTogether(section.text)}</p>
      </div>
      <a href={section.link.to} className={styles.link}>
        {section.link.label}
        <Icon name="arrow" className={styles.arrow} />
      </a>
    </div>
  </section>
);

export default SignpostSection;

export const query = graphql`
  fragment SignpostSection on PageSignpostSection {
    id
    heading
    text
    link {
      label
      to
    }
  }
`;
