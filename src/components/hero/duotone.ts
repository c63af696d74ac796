/**
 * The palette's duotone for a photograph in a banner: navy shadows, teal lights (src/styles/_tokens.scss).
 * The build's image pipeline makes it (the banner's image fragment, ./index.tsx, which GraphQL needs
 * written out); the editor's preview, which shows the uploaded file itself, draws the same with an SVG
 * filter (src/cms/preview-duotone.tsx).
 */
export const DUOTONE = { shadow: "#0b2545", highlight: "#13807a" } as const;

/** The id of the preview's filter, which src/cms/preview.scss names. */
export const PREVIEW_DUOTONE_ID = "preview-duotone";

/** How much each of red, green and blue counts to a pixel's lightness, as gatsby-plugin-sharp grades it. */
const LUMINANCE_WEIGHTS = [0.2126, 0.7152, 0.0722];

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);

/**
 * The duotone as an SVG feColorMatrix's values: each colour channel runs from the shadow's to the
 * highlight's with the pixel's lightness, as the image pipeline maps it; alpha is kept.
 */
export const duotoneMatrix = ({ shadow, highlight }: { shadow: string; highlight: string }): string => {
  const [from, to] = [channels(shadow), channels(highlight)];
  const rows = from.map((start, c) => [
    ...LUMINANCE_WEIGHTS.map((weight) => weight * (to[c] - start)),
    0,
    start,
  ]);
  return [...rows, [0, 0, 0, 1, 0]].map((row) => row.map((value) => +value.toFixed(6)).join(" ")).join("\n");
};
