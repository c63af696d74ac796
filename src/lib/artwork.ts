/**
 * The banners' generated artwork (scripts/make-artwork.mjs) records what it was drawn from: the page,
 * the shape and number of steps of the page's diagram (or, on a page without one, of its numbered
 * steps), and whether the logo is in the composition.
 * The data check compares the record with the page, so a banner never shows a method the page no
 * longer describes (a seventh audit step, the logo turned off).
 */
export const ARTWORK_SOURCE_ATTRIBUTE = "data-drawn-from";

type PageLike = {
  hero?: { showLogo?: unknown } | null;
  sections?: unknown;
};

/**
 * The section a banner's geometry is read from: the page's diagram, or its list of numbered steps for a
 * page whose method is a list (Thank you's next steps), which is recorded even when the list is gone.
 */
export type ArtworkMethod = "diagram" | "steps";

/** The section a recorded banner was drawn from, so that the check reads the same one again. */
export const recordedMethod = (record: string): ArtworkMethod =>
  record.split(";")[1]?.startsWith("steps ") ? "steps" : "diagram";

const count = (value: unknown): number => (Array.isArray(value) ? value.length : 0);

/** What a banner drawn for page `slug` records, from the page's data (the script's sourceRecord). */
export const artworkSource = (slug: string, page: PageLike, method: ArtworkMethod = "diagram"): string => {
  const sections = Array.isArray(page.sections) ? (page.sections as Record<string, unknown>[]) : [];
  let drawn = "";
  if (method === "steps") {
    const list = sections.find((section) => section?.kind === "list" && section.style === "steps");
    drawn = `steps ${count(list?.items)}`;
  } else {
    const diagram = sections.find((section) => section?.kind === "diagram");
    if (diagram) drawn = `${String(diagram.diagram)} ${count(diagram.steps)}`;
  }
  return [slug, drawn, page.hero?.showLogo === true ? "logo" : ""].join(";");
};

/** The record an artwork file's text holds, or undefined when it holds none (a photograph, another SVG). */
export const recordedSource = (svg: string): string | undefined =>
  svg.match(new RegExp(`<svg[^>]*\\s${ARTWORK_SOURCE_ATTRIBUTE}="([^"]*)"`))?.[1];
