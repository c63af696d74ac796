/**
 * The characters a text in data/ may hold: what the site's two faces are subset to (npm run fonts), and
 * what the data check accepts (plugins/site-content/check-data.ts). A character outside them would be set
 * in a system font beside the firm's own, so the check refuses it, naming file and field.
 */

/** Inclusive ranges of code points: Latin, typographic quotes and dashes, and the signs the firm writes. */
export const WANTED_RANGES: [number, number][] = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1: accented letters, ©, °, µ, ×, ·, the no-break space
  [0x152, 0x153], // Œ œ
  [0x2009, 0x200a], // thin and hair space
  [0x2010, 0x2015], // hyphens and dashes, the no-break hyphen among them
  [0x2018, 0x201f], // typographic quotes
  [0x2020, 0x2022], // † ‡ •
  [0x2026, 0x2026], // …
  [0x2032, 0x2033], // ′ ″
  [0x2039, 0x203a], // ‹ ›
  [0x202f, 0x202f], // narrow no-break space
  [0x2060, 0x2060], // word joiner
  [0x20ac, 0x20ac], // €
  [0x20b9, 0x20b9], // ₹
  [0x2122, 0x2122], // ™
  [0x2212, 0x2212], // −
  [0x2264, 0x2265], // ≤ ≥
];

/**
 * Line breaks and tabs (in Markdown bodies), and the line and paragraph separators text pasted from
 * other programs may hold: none is drawn as a glyph, so no face needs them.
 */
export const LAYOUT_CHARACTERS = new Set([0x09, 0x0a, 0x0d, 0x2028, 0x2029]);

/** Every code point of the ranges. */
export const codePointsOf = (ranges: [number, number][]): number[] =>
  ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));

/** Code points as compact ranges again (for a manifest a person can read). */
export const rangesOf = (codePoints: Iterable<number>): [number, number][] => {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const point of sorted) {
    const last = ranges.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  return ranges;
};

/** "U+20B9" */
export const unicodeName = (point: number): string =>
  `U+${point.toString(16).toUpperCase().padStart(4, "0")}`;

/** A CSS unicode-range value of the ranges. */
export const unicodeRange = (ranges: [number, number][]): string =>
  ranges
    .map(([from, to]) =>
      from === to
        ? unicodeName(from)
        : `${unicodeName(from)}-${to.toString(16).toUpperCase().padStart(4, "0")}`,
    )
    .join(",");
