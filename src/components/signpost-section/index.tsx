import { graphql } from "gatsby";

import { reveal } from "../../motion/reveal-props";
import Band from "../band";
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
  <Band section={section} className={styles.signpost} styles={styles} reveal={reveal("fade-up")}>
    <a href={section.link.to} className={styles.link}>
      {section.link.label}
      <Icon name="arrow" className={styles.arrow} />
    </a>
  </Band>
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
