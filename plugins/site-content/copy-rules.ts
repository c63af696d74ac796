/**
 * The house's copy rules, checked on every text in data/: what the firm
 * promises (only what a consultant can deliver, and one reply promise), how
 * it names a standard (GAMP 5 with its edition) and how it spells (British
 * English, ./spelling.ts). A breach is a warning, never an error: the data
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
];

/** One line per breach of the rules above: `data/pages/home.json /hero/lead: <rule> ("<words>")`. */
export const checkCopy = (texts: DataText[]): string[] =>
  texts.flatMap(({ file, pointer, text }) =>
    COPY_RULES.flatMap(({ says, breach, appliesTo }) => {
      if (appliesTo && !appliesTo(file)) return [];
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
