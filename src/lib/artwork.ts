/**
 * The banners' generated artwork (scripts/make-artwork.mjs) records what it was drawn from: the page,
 * the shape and number of steps of the page's diagram, and whether the logo is in the composition.
 * The data check compares the record with the page, so a banner never shows a method the page no
 * longer describes (a seventh audit step, the logo turned off).
 */
export const ARTWORK_SOURCE_ATTRIBUTE = "data-drawn-from";

type PageLike = {
  hero?: { showLogo?: unknown } | null;
  sections?: unknown;
};

/** What a banner drawn for page `slug` records, from the page's data (the script's sourceRecord). */
export const artworkSource = (slug: string, page: PageLike): string => {
  const sections = Array.isArray(page.sections) ? (page.sections as Record<string, unknown>[]) : [];
  const diagram = sections.find((section) => section?.kind === "diagram");
  const steps = Array.isArray(diagram?.steps) ? diagram.steps.length : 0;
  return [
    slug,
    diagram ? `${String(diagram.diagram)} ${steps}` : "",
    page.hero?.showLogo === true ? "logo" : "",
  ].join(";");
};

/** The record an artwork file's text holds, or undefined when it holds none (a photograph, another SVG). */
export const recordedSource = (svg: string): string | undefined =>
  svg.match(new RegExp(`<svg[^>]*\\s${ARTWORK_SOURCE_ATTRIBUTE}="([^"]*)"`))?.[1];
