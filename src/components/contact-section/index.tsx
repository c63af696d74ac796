import { type ReactNode, useEffect, useRef, useState } from "react";
import { graphql } from "gatsby";

import useNearViewport from "../../hooks/use-near-viewport";
import type { Site } from "../../hooks/use-site";
import { mailtoHref, telHref } from "../../lib/contact-links";
import { keepTogether } from "../../lib/keep-together";
import { refusesMap } from "../../lib/map-frame";
import { CARD_STAGGER_MS } from "../../motion/constants";
import { reveal } from "../../motion/reveal-props";
import Icon from "../icon";
import Section, { type SectionTone } from "../section";
import * as styles from "./contact-section.module.scss";

type ContactSectionProps = {
  section: Queries.ContactSectionFragment;
  site: Pick<Site, "phone" | "email" | "address" | "map">;
  tone?: SectionTone;
  /** Beside the form from 1024 px (PageView's pairs). */
  paired?: boolean;
};

/**
 * The map frame is put in the page when its box enters the viewport. A
 * frame's own loading="lazy" starts far earlier (Chromium: 1,250 px and more
 * ahead), which on this page means at once, and the map service's scripts and
 * tiles would then compete with the page for a phone's network and processor.
 * The box sits just under a phone's first screen, so any margin ahead would
 * load it with the page on most phones.
 */
const MAP_LOAD_MARGIN = "0px";

/**
 * The office map from the maps service, over our own drawn town plan with a
 * pin: the plan fills the box while the frame is not there yet, and stays when
 * the page's policy refuses the frame (the frame is then taken away), so the box
 * is never an empty grey one. Without JavaScript the frame comes from the
 * <noscript> copy and the browser loads it lazily itself.
 */
const OfficeMap = ({ map }: { map: Site["map"] }) => {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, MAP_LOAD_MARGIN);
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (refusesMap(event, map.embedUrl)) setRefused(true);
    };
    document.addEventListener("securitypolicyviolation", onViolation);
    return () => document.removeEventListener("securitypolicyviolation", onViolation);
  }, [map.embedUrl]);
  const frame = (
    <iframe
      className={styles.frame}
      src={map.embedUrl}
      title={map.title}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
    />
  );
  return (
    <div
      ref={box}
      className={styles.frameBox}
      data-map-frame={refused ? "refused" : near ? "shown" : "waiting"}
    >
      <Icon name="location" className={styles.pin} />
      {refused ? null : near ? frame : <noscript>{frame}</noscript>}
    </div>
  );
};

/**
 * What stands for the map wherever the frame shows nothing useful: a link to the map service, always
 * under the frame, since a failed frame cannot be told apart from a working one (see lib/map-frame).
 * The address itself is in the card above, once.
 */
const MapLink = ({ map }: { map: Site["map"] }) => (
  <a className={styles.mapLink} href={map.linkUrl} target="_blank" rel="noopener noreferrer">
    <Icon name="location" className={styles.mapLinkIcon} />
    {map.linkLabel}
  </a>
);

/**
 * The address, phone and email as compact cards (icon beside title and value), then the office map and
 * a link to it, all from data/site.json.
 */
const ContactSection = ({ section, site, tone, paired }: ContactSectionProps) => {
  const { address } = site;
  const cards: { icon: Queries.IconName; title: string; body: ReactNode }[] = [
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
        <a className={styles.value} href={telHref(site.phone)}>
          {site.phone}
        </a>
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
  ];
  return (
    <Section id={section.id} heading={section.heading} intro={section.intro} tone={tone} paired={paired}>
      <ul className={styles.cards}>
        {cards.map((card, index) => (
          <li
            key={card.icon}
            className={styles.card}
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
      <div className={styles.map} {...reveal("fade-in")}>
        <OfficeMap map={site.map} />
        <MapLink map={site.map} />
      </div>
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
  }
`;
