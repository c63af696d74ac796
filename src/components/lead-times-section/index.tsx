import { graphql } from "gatsby";

import { useSite } from "../../hooks/use-site";
import { leadTimesShown } from "../../lib/lead-times";
import { contactFormHref } from "../../lib/contact-request";
import { keepTogether } from "../../lib/keep-together";
import Icon from "../icon";
import * as styles from "./lead-times-section.module.scss";

type LeadTimesSectionProps = {
  section: Queries.LeadTimesSectionFragment;
  /** The route of the page it stands on, named as where a request started. */
  path?: string;
  /**
   * How many of its first lead times the page's banner states in its facts rail (PageView): from 768 px,
   * where the rail shows, those rows are left out here; on phones the banner has no rail, so every row stays.
   */
  inBanner?: number;
};

/**
 * What a buyer asks before calling: how soon the work can start and the report follow, and when the
 * firm can be reached from her own time zone. A band near the top of a service page (and on Home, for
 * the site expecting an inspection), each lead time a term beside its answer; the firm's working hours
 * stand under the heading, and under the lead times the links the data gives: each to a page, or to the
 * contact form with a request chosen. Where the banner already states every lead time, the band is, from
 * 768 px, one column of its heading, hours and links, with no empty table beside them.
 */
const LeadTimesSection = ({ section, path = "/", inBanner = 0 }: LeadTimesSectionProps) => {
  const { site } = useSite();
  const shown = leadTimesShown(section.leadTimes, site);
  const allInBanner = shown.length > 0 && inBanner >= shown.length;
  const headingId = `${section.id}-heading`;
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      className={allInBanner ? `${styles.leadTimes} ${styles.allInBanner}` : styles.leadTimes}
      data-all-in-banner={allInBanner ? "" : undefined}
    >
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h2 id={headingId} className={styles.heading}>
            {keepTogether(section.heading)}
          </h2>
          {section.intro && <p className={styles.intro}>{keepTogether(section.intro)}</p>}
          {section.hours && site.workingHours && (
            <p className={styles.hours}>{keepTogether(site.workingHours)}</p>
          )}
        </div>
        <div className={styles.facts}>
          <dl className={styles.list}>
            {shown.map((leadTime, index) => (
              <div
                key={leadTime.name}
                className={index < inBanner ? `${styles.item} ${styles.inBanner}` : styles.item}
                data-in-banner={index < inBanner ? "" : undefined}
              >
                <dt className={styles.label}>{keepTogether(leadTime.label)}</dt>
                <dd className={styles.time}>{keepTogether(leadTime.time)}</dd>
              </div>
            ))}
          </dl>
          {section.links && section.links.length > 0 && (
            <div className={styles.actions}>
              {section.links.map((link, index) => (
                <a
                  key={index}
                  className={styles.link}
                  href={link.to ?? contactFormHref(path, link.request, "lead-times")}
                >
                  {keepTogether(link.label)}
                  <Icon name="arrow" className={styles.icon} />
                </a>
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
};

export default LeadTimesSection;

export const query = graphql`
  fragment LeadTimesSection on PageLeadTimesSection {
    id
    heading
    intro
    leadTimes
    hours
    links {
      label
      to
      request
    }
  }
`;
