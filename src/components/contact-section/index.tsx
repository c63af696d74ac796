import type { ReactNode } from "react";
import { graphql } from "gatsby";

import { type Site, useSite } from "../../hooks/use-site";
import { mailtoHref, telHref } from "../../lib/contact-links";
import { keepTogether } from "../../lib/keep-together";
import { CARD_STAGGER_MS } from "../../motion/constants";
import { reveal } from "../../motion/reveal-props";
import Icon from "../icon";
import Section, { type SectionTone } from "../section";
import WhatsappLink from "../whatsapp-link";
import * as styles from "./contact-section.module.scss";

type ContactSectionProps = {
  section: Queries.ContactSectionFragment;
  site: Pick<Site, "phone" | "whatsapp" | "email" | "address" | "map" | "workingHours">;
  tone?: SectionTone;
  /** Beside the form from 1024 px (PageView's pairs). */
  paired?: boolean;
};

/**
 * The office map from the maps service, on a plain ground with the office's pin while the frame is not
 * there yet. The frame is put in by src/islands/map-frame.ts when the box comes into view, from the
 * box's data attributes; when the page's policy refuses it, the box is taken away (data-map-frame=
 * "refused") and the directions and the link under it stay. Without JavaScript the frame comes from the
 * <noscript> copy and the browser loads it lazily itself.
 */
const OfficeMap = ({ map }: { map: Site["map"] }) => (
  <div
    className={styles.frameBox}
    data-map-frame="waiting"
    data-map-src={map.embedUrl}
    data-map-title={map.title}
    data-map-frame-class={styles.frame}
  >
    <Icon name="location" className={styles.pin} />
    <noscript>
      <iframe
        className={styles.frame}
        src={map.embedUrl}
        title={map.title}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
    </noscript>
  </div>
);

/**
 * A link to the map service: what stands for the map wherever the frame shows nothing useful, since a
 * failed frame cannot be told apart from a working one (see lib/map-frame). The address itself is in
 * the card above, once.
 */
const MapLink = ({ map }: { map: Site["map"] }) => (
  <a className={styles.mapLink} href={map.linkUrl} target="_blank" rel="noopener noreferrer">
    <Icon name="location" className={styles.mapLinkIcon} />
    {map.linkLabel}
  </a>
);

/**
 * How to find the office, in one card: the map on top, then the directions from the company details
 * under the section's heading for them (when both are given) and the link to the map service.
 */
const DirectionsCard = ({ map, title }: { map: Site["map"]; title?: string | null }) => (
  <div className={styles.directions} {...reveal("fade-in")}>
    <OfficeMap map={map} />
    <div className={styles.directionsBody}>
      {title && map.directions ? (
        <>
          <span className={styles.icon}>
            <Icon name="directions" />
          </span>
          <h3 className={styles.title}>{title}</h3>
          <p className={`${styles.body} ${styles.note}`}>{keepTogether(map.directions)}</p>
        </>
      ) : null}
      <MapLink map={map} />
    </div>
  </div>
);

/**
 * The address, phone and email as compact cards (icon beside title and value), the working hours and
 * the section's own cards where it has them, then the directions card with the office map; the firm's
 * details from data/site.json.
 */
const ContactSection = ({ section, site, tone, paired }: ContactSectionProps) => {
  const { address } = site;
  const { navigation } = useSite();
  const cards: { icon: Queries.IconName; title: string; body: ReactNode; note?: string }[] = [
    {
      icon: "location",
      title: section.addressTitle,
      body: (
        <address className={styles.address}>
          {keepTogether(address.street)}
          <br />
          {address.city}, {address.region} {address.postalCode}
          <br />
          {address.country}
        </address>
      ),
    },
    {
      icon: "phone",
      title: section.phoneTitle,
      body: (
        <span className={styles.phoneLine}>
          <a className={styles.value} href={telHref(site.phone)}>
            {site.phone}
          </a>
          <WhatsappLink number={site.whatsapp} label={navigation.whatsappLabel} className={styles.whatsapp} />
        </span>
      ),
    },
    {
      icon: "email",
      title: section.emailTitle,
      body: (
        <a className={styles.value} href={mailtoHref(site.email)}>
          {site.email}
        </a>
      ),
    },
    // Then, as the section asks: the working hours from the company details, and its own cards (who
    // answers, the languages spoken), so the column beside the form ends in what a caller asks.
    ...(section.hoursTitle && site.workingHours
      ? [
          {
            icon: "clock" as const,
            title: section.hoursTitle,
            body: <p className={styles.note}>{keepTogether(site.workingHours)}</p>,
            note: site.workingHours,
          },
        ]
      : []),
    ...(section.notes ?? []).map((note) => ({
      icon: note.icon,
      title: note.title,
      body: <p className={styles.note}>{keepTogether(note.text)}</p>,
      note: note.text,
    })),
  ];
  // The card with the longest sentence: the one that may take a row of its own (the module says when).
  const lengths = cards.map((card) => card.note?.length ?? 0);
  const longest = Math.max(...lengths) > 0 ? lengths.indexOf(Math.max(...lengths)) : -1;
  return (
    <Section id={section.id} heading={section.heading} intro={section.intro} tone={tone} paired={paired}>
      <ul className={styles.cards}>
        {cards.map((card, index) => (
          <li
            key={card.title}
            className={index === longest ? `${styles.card} ${styles.long}` : styles.card}
            {...reveal("pop-up", { delay: index * CARD_STAGGER_MS, anchor: `#${section.id}` })}
          >
            <span className={styles.icon}>
              <Icon name={card.icon} />
            </span>
            <h3 className={styles.title}>{card.title}</h3>
            <div className={styles.body}>{card.body}</div>
          </li>
        ))}
      </ul>
      <DirectionsCard map={site.map} title={section.directionsTitle} />
    </Section>
  );
};

export default ContactSection;

export const query = graphql`
  fragment ContactSection on PageContactSection {
    id
    heading
    intro
    addressTitle
    phoneTitle
    emailTitle
    hoursTitle
    directionsTitle
    notes {
      icon
      title
      text
    }
  }
`;
