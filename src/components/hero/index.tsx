import { Fragment } from "react";
import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";

import { telHref } from "../../lib/contact-links";
import { contactFormHref } from "../../lib/contact-request";
import { keepTogether } from "../../lib/keep-together";
import { HERO_END_ID } from "../../lib/layout-ids";
import * as styles from "./hero.module.scss";

type HeroProps = {
  hero: Queries.HeroFragment;
  /**
   * The logo mark, shown above the title when the page asks for it (home) and its picture is a
   * photograph: the generated artwork draws the logo into its composition itself.
   */
  logo?: string;
  /** The page's own route: on the contact page the action jumps down to the form. */
  path?: string;
  /** On phones, a second action beside the first that calls the firm. */
  call?: { label: string; phone: string };
  /**
   * A card rises into the banner (the contact page's form, PageView): the title keeps to the left
   * column from 1024 px and to the banner's top below that, clear of the card.
   */
  besideCard?: boolean;
  /** From 768 px, above the title: what kind of page it is, such as the menu's Services on a service page. */
  eyebrow?: string;
  /** From 768 px, in the banner's bottom band: facts from the page's own data (its lead times, its standards). */
  facts?: readonly { label: string; value: string | readonly string[] }[];
};

/** Hero heights (SPEC §9), mirrored in hero.module.scss. */
const HERO_HEIGHT_SMALL = 300;
const HERO_HEIGHT_MEDIUM = 600;
/** The width the image is rendered at in its own pixels, for the width and height attributes. */
const INTRINSIC_WIDTH = 2400;
/** The generated artwork's canvas (scripts/make-artwork.mjs): 2400 × 1100. */
const ARTWORK_ASPECT_RATIO = 2400 / 1100;

/**
 * The image covers a box 300 px tall on phones and 600 px from 768 px, so it
 * is drawn at least that height times its aspect ratio wide.
 */
export const heroSizes = (aspectRatio: number): string => {
  const coverWidth = (height: number) => Math.round(height * aspectRatio);
  return `(max-width: 767px) max(100vw, ${coverWidth(HERO_HEIGHT_SMALL)}px), max(100vw, ${coverWidth(HERO_HEIGHT_MEDIUM)}px)`;
};

/**
 * Every page's banner with its h1. The image is the page's largest paint, so it is loaded eagerly at
 * high priority. It is the page's artwork (an SVG drawn by `npm run artwork`) or a photograph an editor
 * chose: that one as a <picture> of AVIF and WebP versions gatsby-plugin-image made at build time, in
 * the palette's duotone (navy shadows, teal lights; the fragment below), so that a photograph keeps
 * to the art direction and under the banner's overlay the text keeps its contrast.
 */
const Hero = ({ hero, logo, path = "/", call, besideCard = false, eyebrow, facts = [] }: HeroProps) => {
  // The GatsbyImageData field is typed as plain JSON; it holds gatsby-plugin-image's image data. Only
  // its type is imported: the package's runtime (its image components) would add ~10 KB to every page.
  // A banner beside a card (the contact page's form) has no picture (the data check holds it so): the
  // card would cover it, all but a stray line at its edges.
  const picture = besideCard ? null : hero.image;
  const image = picture?.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined;
  // A file the image pipeline does not take is the generated artwork (an SVG, `npm run artwork`): served
  // as it is, sharp at every size in one small file.
  const artwork = image ? undefined : (picture?.publicURL ?? undefined);
  const aspectRatio = image ? image.width / image.height : ARTWORK_ASPECT_RATIO;
  const sizes = heroSizes(aspectRatio);
  const showLogo = hero.showLogo && logo && !artwork;
  return (
    <div
      className={besideCard ? `${styles.hero} ${styles.besideCard}` : styles.hero}
      data-beside-card={besideCard ? "" : undefined}
    >
      {image && (
        <picture className={styles.picture}>
          {image.images.sources?.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
          ))}
          <img
            className={styles.image}
            src={image.images.fallback?.src}
            srcSet={image.images.fallback?.srcSet}
            sizes={sizes}
            width={INTRINSIC_WIDTH}
            height={Math.round(INTRINSIC_WIDTH / aspectRatio)}
            alt=""
            loading="eager"
            decoding="async"
            {...{ fetchpriority: "high" }}
          />
        </picture>
      )}
      {artwork && (
        <img
          className={`${styles.picture} ${styles.image}`}
          src={artwork}
          width={INTRINSIC_WIDTH}
          height={Math.round(INTRINSIC_WIDTH / aspectRatio)}
          alt=""
          loading="eager"
          decoding="async"
          data-artwork=""
          {...{ fetchpriority: "high" }}
        />
      )}
      <div className={showLogo ? `${styles.content} ${styles.withLogo}` : styles.content}>
        {showLogo && <img className={styles.logo} src={logo} alt="" width="56" height="56" />}
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{keepTogether(hero.title)}</h1>
        {hero.lead && <p className={styles.lead}>{keepTogether(hero.lead)}</p>}
        {hero.action && <HeroActions action={hero.action} path={path} call={call} />}
      </div>
      {facts.length > 0 && (
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt>{keepTogether(fact.label)}</dt>
              <dd>
                {typeof fact.value === "string"
                  ? keepTogether(fact.value)
                  : fact.value.map((name, index) => (
                      <Fragment key={name}>
                        {index > 0 && " · "}
                        <span className={styles.name}>{name}</span>
                      </Fragment>
                    ))}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {/* The browser paints nothing before this has arrived, so the hero never shows half its text and
          then moves (PAINT_AFTER in src/lib/inline-head.ts). */}
      <span id={HERO_END_ID} hidden />
    </div>
  );
};

/** The page's next step: to the contact form (a plain anchor when the form is on this page), and on phones a call. */
const HeroActions = ({
  action,
  path,
  call,
}: {
  action: NonNullable<Queries.HeroFragment["action"]>;
  path: string;
  call?: HeroProps["call"];
}) => {
  const href = contactFormHref(path, action.request, "banner", Boolean(action.form483));
  return (
    <div className={styles.actions}>
      <a className={styles.primary} href={href}>
        {action.label}
      </a>
      {call && (
        <a className={styles.call} href={telHref(call.phone)}>
          {call.label}
        </a>
      )}
    </div>
  );
};

export default Hero;

export const query = graphql`
  fragment Hero on PageHero {
    title
    lead
    showLogo
    action {
      label
      request
      form483
    }
    image {
      ...HeroImage
    }
  }

  fragment HeroImage on File {
    publicURL
    childImageSharp {
      gatsbyImageData(
        layout: FULL_WIDTH
        formats: [AUTO, WEBP, AVIF]
        quality: 70
        breakpoints: [480, 750, 1080, 1366, 1920, 2400]
        placeholder: NONE
        transformOptions: { duotone: { shadow: "#0b2545", highlight: "#13807a" } }
      )
    }
  }
`;
