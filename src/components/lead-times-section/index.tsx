import { graphql } from "gatsby";

import { useSite } from "../../hooks/use-site";
import { leadTimesShown } from "../../lib/lead-times";
import { contactFormHref } from "../../lib/contact-request";
import { FOLD_PROPS } from "../../islands/folds";
import { keepTogether } from "../../lib/keep-together";
import { previewOf } from "../../lib/preview";
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
 * What a buyer asks before calling: how soon the work can start and the report follow. A band near the
 * top of a page (Home's, for the site expecting an inspection), each lead time a term beside its answer,
 * and under them the links the data gives: each to a page, or to the contact form with a request chosen.
 * Where the banner states every lead time (a service page), they are said once: from 768 px in the
 * banner alone, and on phones, whose banner has no room for them, in this band: a fold under its title.
 */
const LeadTimesSection = ({ section, path = "/", inBanner = 0 }: LeadTimesSectionProps) => {
  const { site } = useSite();
  const shown = leadTimesShown(section.leadTimes, site);
  const allInBanner = shown.length > 0 && inBanner >= shown.length;
  const headingId = `${section.id}-heading`;
  const heading = (
    <h2 id={headingId} className={styles.heading}>
      {keepTogether(section.heading)}
    </h2>
  );
  const list = (
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
  );
  if (allInBanner)
    return (
      <section
        id={section.id}
        aria-labelledby={headingId}
        className={`${styles.leadTimes} ${styles.allInBanner}`}
        data-all-in-banner=""
      >
        {/* A phone fold (src/islands/folds.ts): closed, its title and the kinds of work it answers for. */}
        <details className={`${styles.inner} ${styles.fold}`} {...FOLD_PROPS}>
          <summary className={styles.summary}>
            {heading}
            <span className={styles.preview} aria-hidden="true">
              {previewOf(shown.map((leadTime) => leadTime.label).join(" · "))}
            </span>
          </summary>
          {list}
        </details>
      </section>
    );
  return (
    <section id={section.id} aria-labelledby={headingId} className={styles.leadTimes}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          {heading}
          {section.intro && <p className={styles.intro}>{keepTogether(section.intro)}</p>}
        </div>
        <div className={styles.facts}>
          {list}
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
    links {
      label
      to
      request
    }
  }
`;
