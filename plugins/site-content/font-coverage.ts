/**
 * Texts in data/ hold only characters the site's faces draw (src/fonts/fonts.json, written by
 * `npm run fonts` from src/styles/font-characters.ts): any other would be set in a system font beside
 * the firm's own.
 */
import { codePointsOf, LAYOUT_CHARACTERS, unicodeName } from "../../src/styles/font-characters";
import type { FontsManifest } from "../../src/styles/font-faces";

/** The code points a text may hold. */
export const drawnCharacters = (manifest: FontsManifest): Set<number> =>
  new Set([...codePointsOf(manifest.characters), ...LAYOUT_CHARACTERS]);

/** Every text holding a character outside `drawn`, with where it stands and the characters, each once. */
export const undrawnCharactersIn = (
  value: unknown,
  drawn: Set<number>,
  at = "",
): { at: string; characters: string[] }[] => {
  if (typeof value === "string") {
    const characters = [...new Set([...value].filter((char) => !drawn.has(char.codePointAt(0)!)))];
    return characters.length > 0 ? [{ at, characters }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => undrawnCharactersIn(item, drawn, `${at}/${i}`));
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => undrawnCharactersIn(child, drawn, `${at}/${key}`));
};

/** "“≤” (U+2264)" */
export const describeCharacter = (char: string): string => `“${char}” (${unicodeName(char.codePointAt(0)!)})`;
