/** A person's photo as the build's image data gives it, or the file itself where there is none yet. */
export type PortraitPhoto = {
  publicURL?: string | null;
  childImageSharp?: {
    gatsbyImageData: {
      images: {
        fallback?: { src?: string | null; srcSet?: string | null; sizes?: string | null } | null;
        sources?: readonly { type?: string | null; srcSet: string; sizes?: string | null }[] | null;
      };
    };
  } | null;
};

type PortraitProps = {
  photo: PortraitPhoto;
  /** Its side in CSS pixels: a square crop. */
  size: number;
  className?: string;
};

/**
 * A portrait: the build's square crop in AVIF and WebP, at 1x and 2x, drawn as a plain <picture> from
 * its image data (as the banner is: no image component's code in the browser); in the editor's
 * preview, where the build has not made one yet, the file itself fitted into the same square. Its box
 * is set before it arrives. No text alternative: the name is beside it.
 */
const Portrait = ({ photo, size, className }: PortraitProps) => {
  const image = photo.childImageSharp?.gatsbyImageData;
  const fallback = image?.images.fallback;
  const src = fallback?.src ?? photo.publicURL;
  if (!src) return null;
  return (
    <picture>
      {image?.images.sources?.map((source) => (
        <source
          key={source.type}
          type={source.type ?? undefined}
          srcSet={source.srcSet}
          sizes={source.sizes ?? undefined}
        />
      ))}
      <img
        className={className}
        src={src}
        srcSet={fallback?.srcSet ?? undefined}
        sizes={fallback?.sizes ?? undefined}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
};

export default Portrait;
