import { graphql } from "gatsby";

import type { Site } from "../../hooks/use-site";
import { CARD_STAGGER_MS } from "../../motion/constants";
import { reveal } from "../../motion/reveal-props";
import Icon from "../icon";
import Section, { type SectionTone } from "../section";
import * as styles from "./contact-section.module.scss";

type ContactSectionProps = {
  section: Queries.ContactSectionFragment;
  site: Pick<Site, "phone" | "email" | "address" | "map">;
  tone?: SectionTone;
};

/** "+91 00000 00000" → "+910000000000" for a tel: link. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** The address, phone and email cards and the office map, all from data/site.json. */
const ContactSection = ({ section, site, tone }: ContactSectionProps) => {
  const { address } = site;
  const cards = [
    {
      icon: "location",
      title: section.addressTitle,
      body: (
        <address className={styles.address}>
          {address.street}
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
        <a className={styles.value} href={`mailto:${site.email}`}>
          {site.email}
        </a>
      ),
    },
  ];
  return (
    <Section id={section.id} heading={section.heading} intro={section.intro} tone={tone}>
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
            {card.body}
          </li>
        ))}
      </ul>
      <div className={styles.map} {...reveal("fade-in")}>
        <iframe
          className={styles.frame}
          src={site.map.embedUrl}
          title={site.map.title}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
        <a className={styles.mapLink} href={site.map.linkUrl} target="_blank" rel="noopener noreferrer">
          {site.map.linkLabel}
        </a>
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
