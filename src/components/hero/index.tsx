import { graphql } from "gatsby";
import { getImage } from "gatsby-plugin-image";

import * as styles from "./hero.module.scss";

type HeroProps = {
  hero: Queries.HeroFragment;
  /** The logo mark, shown above the title when the page asks for it (home). */
  logo?: string;
};

/**
 * The hero image covers a box 300 px tall on phones and 600 px from 768 px,
 * so it is drawn at least that height times its aspect ratio wide.
 */
const HERO_IMAGE_ASPECT = 2400 / 1100;
const coverWidth = (heightPx: number) => Math.round(heightPx * HERO_IMAGE_ASPECT);
const HERO_SIZES = `(max-width: 767px) max(100vw, ${coverWidth(300)}px), max(100vw, ${coverWidth(600)}px)`;

/**
 * Every page's banner with its h1. The image is the page's largest paint, so
 * it is loaded eagerly at high priority, as a <picture> of AVIF and WebP
 * versions that gatsby-plugin-image made at build time.
 */
const Hero = ({ hero, logo }: HeroProps) => {
  const image = getImage(hero.image.childImageSharp?.gatsbyImageData ?? null);
  return (
    <div className={styles.hero}>
      {image && (
        <picture className={styles.picture}>
          {image.images.sources?.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={HERO_SIZES} />
          ))}
          <img
            className={styles.image}
            src={image.images.fallback?.src}
            srcSet={image.images.fallback?.srcSet}
            sizes={HERO_SIZES}
            width={image.width}
            height={image.height}
            alt=""
            loading="eager"
            decoding="async"
            {...{ fetchpriority: "high" }}
          />
        </picture>
      )}
      <div className={styles.content}>
        {hero.showLogo && logo && <img className={styles.logo} src={logo} alt="" width="56" height="56" />}
        <h1 className={styles.title}>{hero.title}</h1>
        {hero.lead && <p className={styles.lead}>{hero.lead}</p>}
      </div>
    </div>
  );
};

export default Hero;

export const query = graphql`
  fragment Hero on PageHero {
    title
    lead
    showLogo
    image {
      childImageSharp {
        gatsbyImageData(
          layout: FULL_WIDTH
          formats: [AUTO, WEBP, AVIF]
          quality: 70
          breakpoints: [480, 750, 1080, 1366, 1920, 2400]
          placeholder: NONE
        )
      }
    }
  }
`;
