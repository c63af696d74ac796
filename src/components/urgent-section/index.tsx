import { graphql } from "gatsby";

import { useSite } from "../../hooks/use-site";
import { telHref } from "../../lib/contact-links";
import { contactFormHref } from "../../lib/contact-request";
import Band from "../band";
import Icon from "../icon";
import WhatsappLink from "../whatsapp-link";
import * as styles from "./urgent-section.module.scss";

type UrgentSectionProps = {
  section: Queries.UrgentSectionFragment;
  /** The route of the page it stands on, named as where a request started. */
  path?: string;
};

/**
 * The band for a visitor with a deadline (an FDA Form 483 has 15 business days): the one place the
 * site leaves its pale palette. A dark band with the heading and the fact that sets the clock, a
 * filled call button to the firm's phone with the number set large, a line of text to the form with
 * the request chosen (unless the page is where a request lands), the firm's WhatsApp and, if the data gives one, a line to a page of the site (a
 * readiness check).
 */
const UrgentSection = ({ section, path = "/" }: UrgentSectionProps) => {
  const { site, navigation } = useSite();
  return (
    <Band section={section} className={styles.urgent} styles={styles}>
      <a className={styles.call} href={telHref(site.phone)}>
        <Icon name="phone" className={styles.icon} />
        <span>
          {/* One text with its space: a space of its own, after the label, was left out of the name. */}
          {`${section.callLabel} `}
          <span className={styles.phone}>{site.phone}</span>
        </span>
      </a>
      <div className={styles.links}>
        {section.action && (
          <a
            className={styles.link}
            href={contactFormHref(path, section.action.request, "urgent", Boolean(section.action.form483))}
          >
            {section.action.label}
            <Icon name="arrow" className={styles.icon} />
          </a>
        )}
        <WhatsappLink number={site.whatsapp} label={navigation.whatsappLabel} className={styles.link} />
        {section.pageLink && (
          <a className={styles.link} href={section.pageLink.to}>
            {section.pageLink.label}
            <Icon name="arrow" className={styles.icon} />
          </a>
        )}
      </div>
    </Band>
  );
};

export default UrgentSection;

export const query = graphql`
  fragment UrgentSection on PageUrgentSection {
    id
    heading
    text
    callLabel
    action {
      label
      request
      form483
    }
    pageLink {
      label
      to
    }
  }
`;
