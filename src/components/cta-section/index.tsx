import { graphql } from "gatsby";

import { CONTACT_PATH, contactFormHref } from "../../lib/contact-request";
import { keepTogether } from "../../lib/keep-together";
import { isSamePath } from "../../lib/paths";
import { reveal } from "../../motion/reveal-props";
import Icon from "../icon";
import * as styles from "./cta-section.module.scss";

type CtaSectionProps = {
  section: Queries.CtaSectionFragment;
  /** The route of the page it closes. */
  path?: string;
  /** The request the page's banner button chooses on the form, if any. */
  request?: string | null;
};

/**
 * Where the band's button leads: a link to the contact page lands on its form, with the page's own
 * request chosen, like the banner's button; any other link as written.
 */
const ctaHref = (to: string, path = "", request?: string | null) =>
  isSamePath(to, CONTACT_PATH) ? contactFormHref(path, request) : to;

/** A closing call to action in a dark band: heading, one line and a button. */
const CtaSection = ({ section, path, request }: CtaSectionProps) => {
  const href = ctaHref(section.link.to, path, request);
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className={styles.cta}>
      <div className={styles.inner} {...reveal("pop-out")}>
        <div className={styles.copy}>
          <h2 id={`${section.id}-heading`} className={styles.heading}>
            {keepTogether(section.heading)}
          </h2>
          <p className={styles.text}>{keepTogether(section.text)}</p>
        </div>
        <a href={href} className={styles.button}>
          {section.link.label}
          <Icon name="arrow" className={styles.arrow} />
        </a>
      </div>
    </section>
  );
};

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
