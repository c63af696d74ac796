import { graphql } from "gatsby";

import { useSite } from "../../hooks/use-site";
import { telHref } from "../../lib/contact-links";
import { contactFormHref } from "../../lib/contact-request";
import { keepTogether } from "../../lib/keep-together";
import { reveal } from "../../motion/reveal-props";
import Band from "../band";
import Icon from "../icon";
import WhatsappLink from "../whatsapp-link";
import * as styles from "./cta-section.module.scss";

type CtaSectionProps = {
  section: Queries.CtaSectionFragment;
  /** The route of the page it closes. */
  path?: string;
  /** The request the page's banner button chooses on the form, if any. */
  request?: string | null;
  /** Whether the request is for a Form 483 response: the form opens on its 483 part. */
  form483?: boolean;
};

/**
 * The band that closes every page: its heading and line, then the site's one request, worded the
 * same on every page (the header button's text, data/navigation.json) and landing on the form with
 * the page's own request chosen and the band named as where it started, with the phone number set
 * large beside it for those who would rather call, and, where the section asks, the firm's working
 * hours folded under it (a native disclosure: no script needed).
 */
const CtaSection = ({ section, path = "/", request, form483 = false }: CtaSectionProps) => {
  const { site, navigation } = useSite();
  return (
    <Band section={section} className={styles.cta} styles={styles} reveal={reveal("pop-out")}>
      <div className={styles.actions}>
        <a href={contactFormHref(path, request, "closing", form483)} className={styles.button}>
          {navigation.requestLabel}
          <Icon name="arrow" className={styles.arrow} />
        </a>
        <p className={styles.call}>
          <span className={styles.callLabel}>{navigation.callLabel}</span>{" "}
          <a className={styles.phone} href={telHref(site.phone)}>
            {site.phone}
          </a>
        </p>
        <WhatsappLink number={site.whatsapp} label={navigation.whatsappLabel} className={styles.whatsapp} />
        {section.hours && site.workingHours && (
          <details className={styles.hours} data-working-hours>
            <summary className={styles.hoursLabel}>{keepTogether(section.hours)}</summary>
            <p className={styles.hoursText}>{keepTogether(site.workingHours)}</p>
          </details>
        )}
      </div>
    </Band>
  );
};

export default CtaSection;

export const query = graphql`
  fragment CtaSection on PageCtaSection {
    id
    heading
    text
    hours
  }
`;
