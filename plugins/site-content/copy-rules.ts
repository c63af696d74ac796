/**
 * The house's copy rules, checked on every text in data/: what the firm
 * promises (only what a consultant can deliver, and one reply promise), how
 * it names a standard (GAMP 5 with its edition) or a regulator's form, how
 * it writes buttons (Title Case, like the specification's "View More") and
 * how it spells (British English, ./spelling.ts). A breach is a warning, never an error: the data
 * check, `npm run cms` and the build print it with the file and the field,
 * and the editor decides. Nothing stops, and no test depends on the texts.
 */
import { checkSpelling, dataTexts, type DataText, formatMisspelling } from "./spelling";

type CopyRule = {
  /** What the rule asks, as the warning says it. */
  says: string;
  /** The words that breach it in a text, or null. */
  breach: (text: string) => string | null;
  /** The files it reads; every file when absent. */
  appliesTo?: (file: string) => boolean;
  /** The fields it reads, by JSON pointer; every field when absent. */
  fields?: (pointer: string) => boolean;
};

/** The one reply promise the site makes, wherever it makes one. */
export const REPLY_PROMISE = "we acknowledge within one working day";

/** Outcomes only a regulator or the client can bring about. */
const OUTCOMES = [
  /stands? up to every inspection/i,
  /right the first time/i,
  /\bto certification\b/i,
  /\bcompliant with\b/i,
  /confirm an auditor/i,
  /every requirement specified, tested and traced/i,
];

/** A promise of when the firm answers: "we reply within…", "our reply within…", "you will hear from us within…". */
const REPLY_WITHIN = [
  /\bwe(?:'ll| will| aim to| shall)?\s+(?:acknowledge|repl(?:y|ies)|respond|answer|get back|come back)\b[^.]{0,40}?\bwithin\b/i,
  /\b(?:repl(?:y|ies)|response|answer|acknowledgement)\s+within\b/i,
  /\bhear (?:back )?from us\b[^.]{0,20}?\bwithin\b/i,
];

/** Fields whose text is a button or a link that acts as one: card and band links, hero actions, the call button. */
const BUTTON_LABEL = /^\/(?:.*\/)?(?:link|action|moreLink)\/label$|^\/callLabel$/;

/** Words Title Case leaves in lower case unless they come first. */
const MINOR_WORDS = new Set([
  "a",
  "an",
  "and",
  "as",
  "at",
  "but",
  "by",
  "for",
  "in",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
]);

/** The first word a Title Case label would capitalise but does not. */
const notTitleCase = (label: string): string | null =>
  label.split(/\s+/).find((word, index) => /^[a-z]/.test(word) && (index === 0 || !MINOR_WORDS.has(word))) ??
  null;

const firstMatch = (patterns: RegExp[], text: string): string | null => {
  for (const pattern of patterns) {
    const match = text.match(pattern);
    if (match) return match[0];
  }
  return null;
};

export const COPY_RULES: CopyRule[] = [
  {
    says: "promise only what the firm does, not an outcome a regulator decides",
    breach: (text) => firstMatch(OUTCOMES, text),
  },
  {
    says: `make the one reply promise in its own words ("${REPLY_PROMISE}") or none`,
    breach: (text) => {
      const words = firstMatch(REPLY_WITHIN, text);
      return words && !text.toLowerCase().includes(REPLY_PROMISE) ? words : null;
    },
    // An article may quote a regulator's deadline for answering it (a Form 483's 15 business days).
    appliesTo: (file) => !file.startsWith("data/insights/"),
  },
  {
    says: "name GAMP 5 with its edition: GAMP 5 Second Edition",
    breach: (text) => text.match(/GAMP 5(?! Second Edition)/)?.[0] ?? null,
  },
  {
    says: 'write buttons in Title Case, like "View More" and "Request an Audit"',
    breach: notTitleCase,
    fields: (pointer) => BUTTON_LABEL.test(pointer),
  },
  {
    says: 'write "on site" (or "on-site" before a noun), not "onsite"',
    breach: (text) => text.match(/\bonsite\b/i)?.[0] ?? null,
  },
  {
    says: 'call the agency "USFDA" or "the FDA", not "US FDA"',
    breach: (text) => text.match(/\bU\.?S\.? FDA\b/)?.[0] ?? null,
  },
  {
    says: 'name the form "FDA Form 483"',
    // A text that names the form names it in full at least once ("the form" or "the 483" after that).
    breach: (text) => (/\bForm 483\b/.test(text) && !text.includes("FDA Form 483") ? "Form 483" : null),
    // An article names the form in full in its own first lines, not in every paragraph.
    appliesTo: (file) => !file.startsWith("data/insights/"),
  },
];

/** One line per breach of the rules above: `data/pages/home.json /hero/lead: <rule> ("<words>")`. */
export const checkCopy = (texts: DataText[]): string[] =>
  texts.flatMap(({ file, pointer, text }) =>
    COPY_RULES.flatMap(({ says, breach, appliesTo, fields }) => {
      if (appliesTo && !appliesTo(file)) return [];
      if (fields && !fields(pointer)) return [];
      const words = breach(text);
      return words === null ? [] : [`${file} ${pointer}: ${says} ("${words}")`];
    }),
  );

/**
 * Every copy warning of a project's data/: the rules above and the spelling, by file and field. A
 * spell checker that cannot run (its settings missing) is a warning too, never a stop.
 */
export const copyWarnings = (projectDir: string): string[] => {
  const texts = dataTexts(projectDir);
  let spelling: string[];
  try {
    spelling = checkSpelling(texts, projectDir).map(formatMisspelling);
  } catch (error) {
    spelling = [`spelling not checked: ${(error as Error).message.split("\n")[0]}`];
  }
  return [...checkCopy(texts), ...spelling];
};

/** The warnings as one message: the lines, then what they are. */
export const copyWarningMessage = (warnings: string[]): string =>
  `${warnings.join("\n")}\n${warnings.length} copy warning${warnings.length === 1 ? "" : "s"} in data/ (the house style; they do not stop the build).`;
