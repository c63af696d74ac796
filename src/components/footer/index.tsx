import { Fragment } from "react";

import type { Navigation, Site } from "../../hooks/use-site";
import { mailtoHref, telHref } from "../../lib/contact-links";
import { keepTogether } from "../../lib/keep-together";
import { FOLD_PROPS } from "../../islands/folds";
import * as styles from "./footer.module.scss";

type FooterProps = {
  site: Pick<
    Site,
    | "name"
    | "logo"
    | "wordmark"
    | "tagline"
    | "copyright"
    | "copyrightYear"
    | "address"
    | "phone"
    | "email"
    | "registration"
  >;
  navigation: Navigation;
  /** When the site was built (an ISO date and time, from useSite): its year ends the copyright's years. */
  buildTime: string;
  /** Whether it gives the firm's address, phone and email: not under a page whose content gives them. */
  contact?: boolean;
};

/** The year of a build's ISO date and time, in UTC as Gatsby records it. */
export const buildYearOf = (buildTime: string): number => new Date(buildTime).getUTCFullYear();

/**
 * "© {year} {name}, {country}." with the values of data/site.json, {year} running with an en dash from
 * the copyright year to the build's ("2024–2026"), or the one year while they are the same.
 */
export const formatCopyright = (
  site: Pick<FooterProps["site"], "copyright" | "copyrightYear" | "name" | "address">,
  buildYear: number,
): string =>
  site.copyright
    .replace(
      "{year}",
      buildYear > site.copyrightYear ? `${site.copyrightYear}–${buildYear}` : String(site.copyrightYear),
    )
    .replace("{name}", site.name)
    .replace("{country}", site.address.country);

/**
 * The firm's registration, which a client's vendor check looks up: the year it was established and
 * its CIN and GSTIN, each under the name the registers give it.
 */
const Registration = ({ registration }: { registration: NonNullable<Site["registration"]> }) => {
  const { established, cin, gstin } = registration;
  const parts = [
    established && `Established ${established}`,
    cin && `CIN ${cin}`,
    gstin && `GSTIN ${gstin}`,
  ].filter((part): part is string => Boolean(part));
  if (parts.length === 0) return null;
  return (
    <p className={styles.registration}>
      {parts.map((part, index) => (
        <Fragment key={part}>
          {index > 0 && " · "}
          <span>{part}</span>
        </Fragment>
      ))}
    </p>
  );
};

/**
 * Logo and the company name (the header's logo, drawn), the firm's address, phone and email (but where
 * the page above has just given them), and the menu's links in two columns: the single links of the main
 * navigation and the footer's own (Insights), then each group (Services) as its own column. On phones,
 * where the menu above holds the same links, each column sits behind its title (a phone fold).
 */
const Footer = ({ site, navigation, buildTime, contact = true }: FooterProps) => {
  const { address } = site;
  const singleLinks = [
    ...navigation.links.flatMap((item) =>
      item.to && !item.children ? [{ label: item.label, to: item.to }] : [],
    ),
    ...(navigation.footerLinks ?? []),
  ];
  const columns = [
    { title: navigation.footerCompanyHeading, links: singleLinks },
    ...navigation.links.flatMap((item) =>
      item.children ? [{ title: item.label, links: item.children }] : [],
    ),
  ];
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <img src={site.logo} alt="" width="48" height="48" />
          <img className={styles.wordmark} src={site.wordmark} alt={site.name} width="120" height="40" />
          <p className={styles.tagline}>{site.tagline}</p>
          {contact && (
            <address className={styles.contact}>
              <span className={styles.postal}>
                <span className={styles.postalLine}>{keepTogether(address.street)}</span>
                <span className={styles.postalLine}>
                  {address.city}, {address.region} {address.postalCode}, {address.country}
                </span>
              </span>
              <a className={styles.contactLink} href={telHref(site.phone)}>
                {site.phone}
              </a>
              <a className={styles.contactLink} href={mailtoHref(site.email)}>
                {site.email}
              </a>
            </address>
          )}
        </div>
        <nav aria-label={navigation.footerNavLabel} className={styles.columns}>
          {columns.map((column) => (
            <details key={column.title} className={styles.column} {...FOLD_PROPS}>
              <summary className={styles.columnSummary}>
                <h2 className={styles.columnTitle}>{column.title}</h2>
              </summary>
              <ul className={styles.links}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <a href={link.to}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </nav>
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>{formatCopyright(site, buildYearOf(buildTime))}</p>
        {site.registration && <Registration registration={site.registration} />}
      </div>
    </footer>
  );
};

export default Footer;
