/**
 * What any text in data/ may hold, stated once for the data check (plugins/site-content/check-data.ts)
 * and the content editor's text fields (src/cms/text-widgets.tsx), so that the editor refuses, beside
 * the field and before saving, what the build would refuse: a character the site's fonts do not draw,
 * markup, and more characters than the field's place holds (the model's `longest` rules in
 * ./type-defs.ts). Each message says what is wrong and what to do; the caller names the field.
 * Browser-safe: no Node module, only the fonts' character list and the Markdown parser.
 */
import fontsManifest from "../fonts/fonts.json";
import { markdownReferences, type MarkdownReferences } from "../lib/markdown";
import { codePointsOf, LAYOUT_CHARACTERS, unicodeName } from "../styles/font-characters";
import type { FontsManifest } from "../styles/font-faces";

/** The code points a text may hold: what both faces draw (npm run fonts), and line breaks and tabs. */
export const DRAWN_CHARACTERS: ReadonlySet<number> = new Set([
  ...codePointsOf((fontsManifest as FontsManifest).characters),
  ...LAYOUT_CHARACTERS,
]);

/** The characters editors paste most, by name, with the words to write instead. */
const PASTED: Record<string, { name: string; words?: string }> = {
  "✓": { name: "CHECK MARK", words: "“yes”" },
  "✔": { name: "HEAVY CHECK MARK", words: "“yes”" },
  "✗": { name: "BALLOT X", words: "“no”" },
  "✘": { name: "HEAVY BALLOT X", words: "“no”" },
  "≤": { name: "LESS-THAN OR EQUAL TO", words: "“at most”" },
  "≥": { name: "GREATER-THAN OR EQUAL TO", words: "“at least”" },
  "≠": { name: "NOT EQUAL TO", words: "“not”" },
  "≈": { name: "ALMOST EQUAL TO", words: "“about”" },
  "→": { name: "RIGHTWARDS ARROW", words: "“to”" },
  "★": { name: "BLACK STAR" },
};

const EMOJI = /\p{Extended_Pictographic}/u;

/** "“✓” (U+2713 CHECK MARK)", "“🙂” (U+1F642, an emoji)", "“ж” (U+0436)" */
export const describeCharacter = (char: string): string => {
  const code = unicodeName(char.codePointAt(0)!);
  const name = PASTED[char]?.name;
  return `“${char}” (${name ? `${code} ${name}` : EMOJI.test(char) ? `${code}, an emoji` : code})`;
};

/** The characters of a text the fonts do not draw, each once, in order. */
export const undrawnCharacters = (text: string): string[] => [
  ...new Set([...text].filter((char) => !DRAWN_CHARACTERS.has(char.codePointAt(0)!))),
];

const fontsMessage = (characters: string[]): string => {
  const instead = characters.flatMap((char) =>
    PASTED[char]?.words ? [`“${char}” as ${PASTED[char].words}`] : [],
  );
  const one = characters.length === 1;
  return `${characters.map(describeCharacter).join(", ")} ${one ? "is" : "are"} not in the site's fonts: write ${
    one ? "it" : "them"
  } in words${instead.length > 0 ? ` (${instead.join(", ")})` : ""} or leave ${one ? "it" : "them"} out`;
};

/**
 * An HTML tag or comment as a person pastes one: <b>, </p>, <a href="…">, <br/>, <!--, and a script,
 * style or frame opened without its ">". A "<" before a space or a digit ("< 0.10 %", "<5 ppm") or
 * before a word without a ">" after it ("<LOQ") is no tag.
 */
const TAG = /<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?>|<!--|<(?:script|style|iframe)\b/i;

/**
 * Whether markup is refused at all. Always, but in the build test that proves markup reaching the data
 * would still show as text (tests/build/data-as-text.spec.ts turns it off in its copy of the project).
 */
export const REFUSE_MARKUP = true;

/** The first tag of a piece of markup, shortened for a message. */
const firstTag = (markup: string): string => {
  const tag = markup.trim().match(/<[^>]*>?/)?.[0] ?? markup.trim();
  return tag.length > 40 ? `${tag.slice(0, 39)}…` : tag;
};

/** A plain text's markup, which the site shows as typed. */
const markupMessage = (text: string): string | null => {
  const tag = REFUSE_MARKUP ? text.match(TAG)?.[0] : undefined;
  return tag === undefined
    ? null
    : `“${firstTag(tag)}” is markup, which the site shows as typed, not as formatting: remove it`;
};

/** An article's raw HTML, which the page leaves out without a word. */
const htmlMessage = (html: string[]): string | null =>
  REFUSE_MARKUP && html.length > 0
    ? `“${firstTag(html[0])}” is HTML, which the article leaves out: remove it, and use the toolbar for bold, italics, links and headings`
    : null;

/** "72 characters, more than the 60 a banner heading holds: shorten it by 12" */
export const tooLongMessage = (length: number, maxLength: number, place: string): string =>
  `${length} characters, more than the ${maxLength} ${place} holds: shorten it by ${length - maxLength}`;

/** How long a text is, as the data check's JSON Schema counts it (a character, not a UTF-16 unit). */
export const lengthOf = (text: string): number => [...text].length;

/** What a field's place asks of its text beyond the rules every text keeps. */
export type TextPlace = {
  /** The text is Markdown (an article's body): its raw HTML, not its "<", is markup. */
  markdown?: boolean;
  /** The most characters the place holds, and its name, as the model's rule gives them. */
  longest?: { characters: number; place: string };
};

/**
 * Everything wrong with one text, one message for each rule it breaks.
 * @param parse the Markdown reader (the data check passes one that keeps its results)
 */
export const textProblems = (
  text: string,
  { markdown = false, longest }: TextPlace = {},
  parse: (markdown: string) => MarkdownReferences = markdownReferences,
): string[] => {
  const undrawn = undrawnCharacters(text);
  const length = lengthOf(text);
  return [
    undrawn.length > 0 ? fontsMessage(undrawn) : null,
    markdown ? htmlMessage(parse(text).html) : markupMessage(text),
    longest && length > longest.characters ? tooLongMessage(length, longest.characters, longest.place) : null,
  ].filter((message): message is string => message !== null);
};
