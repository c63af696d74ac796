/**
 * The house's copy rules, checked on every text in data/: what the firm
 * promises (only what a consultant can deliver, and one reply promise), how
 * it names a standard (GAMP 5 with its edition), a regulator ("US FDA" at a
 * page's first mention, then "FDA"; "CGMP") or a regulator's form, how it
 * writes headings, buttons and labels (sentence case) and how it spells
 * (British English, ./spelling.ts). A breach is a warning, never an error:
 * the data check, `npm run cms` and the build print it with the file and
 * the field, and the editor decides. Nothing stops, and no test depends on
 * the texts.
 */
import { checkBylines } from "./bylines";
import { specWordWarnings } from "./spec-words";
import { checkSpelling, dataTexts, type DataText, formatMisspelling } from "./spelling";

/** What the rules know of data/ as a whole, beyond the one text they read. */
type CopyContext = {
  /** The proper nouns and names that the running text of data/ writes in capitals. */
  names: Names;
  /** Per page file, the field whose bare "FDA" comes before any "US FDA", with its words. */
  bareFirstFda: Map<string, { pointer: string; words: string }>;
};

type CopyRule = {
  /** What the rule asks, as the warning says it. */
  says: string;
  /** The words that breach it in a text, or null. */
  breach: (text: DataText, context: CopyContext) => string | null;
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

const firstMatch = (patterns: RegExp[], text: string): string | null => {
  for (const pattern of patterns) {
    const match = text.match(pattern);
    if (match) return match[0];
  }
  return null;
};

/**
 * Fields in sentence case: headings and titles (sections, cards, items,
 * steps, a hero's, a page's or an article's), buttons and links, the form's
 * field and option labels, and every other label.
 */
const CASED_FIELD = /\/(?:heading|title|label|[a-z]+(?:Heading|Title|Label))$|\/labels\/[^/]+$/;

/** An article's Markdown body: only its heading lines are headings. */
const MARKDOWN_FIELD = /\/body$/;

/** The menu's labels are the specification's, letter for letter; the launch record is not site copy. */
const notSpecOrRecord = (file: string) => file !== "data/navigation.json" && !file.startsWith("data/launch/");

/** Search terms and topic names: neither a heading nor running text. */
const NOT_READ = /^\/(?:keywords|topics)\//;

/** Quotations and Markdown emphasis: another's title ("Inspectional Observations"), left as its author wrote it. */
const QUOTED = /"[^"\n]*"|“[^”\n]*”|\*+[^*\n]+\*+|(?<!\w)_[^_\n]+_(?!\w)/g;

/** Stands for what judgedText takes out, so no name runs across it and the next word is not a sentence's first. */
const GAP = "¦";

/** The words a text's case is judged on: Markdown marks, web addresses and quotations taken out. */
const judgedText = (text: string): string =>
  text
    .replace(/^[ \t]*(?:#+|[-*+]|\d+\.)[ \t]+/gm, "")
    .replace(/\]\([^)\s]*\)/g, "]")
    .replace(/\bhttps?:\/\/\S+|\bwww\.\S+/g, ` ${GAP} `)
    .replace(QUOTED, ` ${GAP} `);

/** Where a new sentence (or a title's subtitle, or the site's name after "|") starts: its first word is capitalised by position. */
const SEGMENT_BREAK = /(?<=[.?!:|])\s+|\n+/;

/** Lower-case words that may sit inside a name: "Drugs and Cosmetics Rules". */
const CONNECTORS = new Set(["and", "of", "for", "the", "to", "in", "on"]);

type Token = {
  /** The word without the punctuation around it ("FDA's", "Pre-Submission", "11"), or GAP. */
  word: string;
  /** A bracket before it, or a comma, bracket or the like after it, so no name runs across. */
  opens: boolean;
  closes: boolean;
};

const tokensOf = (segment: string): Token[] =>
  segment
    .split(/[\s/]+/)
    .map((raw) => ({
      word: raw === GAP ? GAP : raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""),
      opens: /^[([{]/.test(raw),
      closes: /[,;)\]}]$/.test(raw),
    }))
    .filter(({ word }) => word !== "");

/** Capitalised and otherwise lower case: "Services", not "GMP", "GxP" or "services". */
const isCapitalised = (part: string) => /^\p{Lu}[\p{Ll}'’]+$/u.test(part);

/** An acronym, a number or a code: GMP, CSV, 21, 211.34, Q9(R1), M. */
const isCode = (part: string) => /\d/.test(part) || /^\p{Lu}(?:.*\p{Lu})?$/u.test(part);

/** What a capitalised word before it names a part of a text by: "Part 11", "Annex 1", "Schedule M", "Volume II". */
const isReference = (word: string) => /^(?:\d[\p{L}\p{N}.()]*|\p{Lu}\d*|[IVX]+)$/u.test(word);

/** The parts of a hyphenated word, its possessive dropped: "India's" → India, "Pre-Submission" → Pre, Submission. */
const partsOf = (word: string) =>
  word
    .replace(/['’]s$/, "")
    .split("-")
    .filter(Boolean);

/** A word that can belong to a name: capitalised or a code in every part. */
const inName = (word: string) =>
  word !== GAP && partsOf(word).every((part) => isCapitalised(part) || isCode(part));

type Run = { start: number; words: string[] };

/** Each run of name words in the tokens, with a connector allowed between two of them, and where it starts. */
const runsOf = (tokens: Token[]): Run[] => {
  const runs: Run[] = [];
  let current: Run | null = null;
  tokens.forEach(({ word, opens, closes }, index) => {
    const next = tokens[index + 1];
    const joins =
      inName(word) ||
      (current !== null && CONNECTORS.has(word) && next !== undefined && !next.opens && inName(next.word));
    if (current && (!joins || opens)) {
      runs.push(current);
      current = null;
    }
    if (!joins) return;
    current ??= { start: index, words: [] };
    current.words.push(word);
    if (closes) {
      runs.push(current);
      current = null;
    }
  });
  if (current) runs.push(current);
  return runs;
};

/** Every stretch of two or more words of a run, neither starting nor ending with a connector. */
const windowsOf = (words: string[]): string[] =>
  words.flatMap((first, start) =>
    CONNECTORS.has(first)
      ? []
      : words
          .slice(start + 1)
          .flatMap((last, offset) =>
            CONNECTORS.has(last) ? [] : [words.slice(start, start + offset + 2).join(" ")],
          ),
  );

/**
 * Proper nouns are learnt from data/ itself rather than listed here, so a new
 * place, person or regulator needs no code change: a single word is one when
 * the running text (every text but headings, labels, the menu, keywords,
 * quotations and the links that name the site's own pages) writes it
 * capitalised in mid-sentence and never in lower case ("Vadodara", "India"
 * but not "Services"); several words are one name when the running text uses
 * that run of capitals ("Computer Software Assurance", "GAMP 5 Second
 * Edition"); and a capitalised word before a number or a code names a part
 * of a text ("Part 11", "Annex 1", "Schedule M").
 */
const namesOf = (runningTexts: string[]) => {
  const capitalised = new Set<string>();
  const lowerCase = new Set<string>();
  const runs = new Set<string>();
  runningTexts.forEach((text) => {
    // Links to the site's own pages carry the menu's Title Case labels: no evidence of a name.
    const prose = judgedText(text.replace(/\[[^\]]*\]\(\/[^)]*\)/g, ` ${GAP} `));
    // A text without a lower-case word is a name itself ("Narmada GMP Consultants", "United Kingdom").
    const isName = !/(?:^|[\s(])\p{Ll}/u.test(prose);
    prose.split(SEGMENT_BREAK).forEach((segment) => {
      const tokens = tokensOf(segment).slice(isName ? 0 : 1);
      tokens.forEach(({ word }) =>
        partsOf(word).forEach((part) => {
          if (/^\p{Ll}/u.test(part)) lowerCase.add(part);
          else if (isCapitalised(part)) capitalised.add(part);
        }),
      );
      runsOf(tokens).forEach(({ words }) => windowsOf(words).forEach((name) => runs.add(name)));
    });
  });
  return {
    isProperNoun: (part: string) => capitalised.has(part) && !lowerCase.has(part.toLowerCase()),
    /** Whether two or more words of the run, the index-th among them, are a name of the running text. */
    coversWord: (words: string[], index: number) =>
      words.some((_, start) =>
        words.some(
          (__, end) =>
            start <= index && index <= end && start < end && runs.has(words.slice(start, end + 1).join(" ")),
        ),
      ),
  };
};

type Names = ReturnType<typeof namesOf>;

/** The first word a sentence-case text capitalises without being a proper noun, an acronym or a name. */
const notSentenceCase = (text: string, names: Names): string | null => {
  for (const segment of judgedText(text).split(SEGMENT_BREAK)) {
    const tokens = tokensOf(segment);
    const runs = runsOf(tokens);
    for (const [index, { word, closes }] of tokens.entries()) {
      const parts = partsOf(word);
      // A sentence's first word keeps its capital, but not its later hyphenated parts ("Pre-submission").
      const judged = index === 0 ? parts.slice(1) : parts;
      const next = tokens[index + 1];
      const namesAPart = !closes && next !== undefined && !next.opens && isReference(next.word);
      const breach = judged.some(
        (part, partIndex) =>
          isCapitalised(part) &&
          !names.isProperNoun(part) &&
          !(namesAPart && partIndex === judged.length - 1),
      );
      if (!breach) continue;
      const run = runs.find(({ start, words }) => index >= start && index < start + words.length);
      if (run && names.coversWord(run.words, index - run.start)) continue;
      return word;
    }
  }
  return null;
};

/** The heading lines of a Markdown text ("## What changed"), without their marks. */
const markdownHeadings = (text: string): string => (text.match(/^#+\s.*$/gm) ?? []).join("\n");

/** What the case rule reads of a field: the whole text, or a Markdown body's headings. */
const casedText = ({ pointer, text }: DataText): string =>
  MARKDOWN_FIELD.test(pointer) ? markdownHeadings(text) : text;

/** The running text that proper nouns are learnt from: every text but headings, labels and the menu. */
const runningTexts = (texts: DataText[]): string[] =>
  texts
    .filter(
      ({ file, pointer }) => notSpecOrRecord(file) && !CASED_FIELD.test(pointer) && !NOT_READ.test(pointer),
    )
    .map(({ pointer, text }) => (MARKDOWN_FIELD.test(pointer) ? text.replace(/^#+\s.*$/gm, "") : text));

/** The agency spelt out ("US FDA", or one of the forms the next rule refuses, or its full name), or bare "FDA". */
const FDA_MENTION = /\bU\.?\s?S\.?\s?FDA\b|Food and Drug Administration|\bFDA\b(?:['’]s)?(?: Form \d+)?/g;

/** Every page and every article is read on its own, so each names the agency in full first. */
const PAGE_FILE = /^data\/(?:pages|insights)\/[^/]+\.json$/;

/**
 * Per page file, the first mention of the FDA, when it is a bare "FDA" (its
 * possessive or "FDA Form 483" too): the texts are read in the order of the
 * file (title and description first, as a search result shows them), leaving
 * out keywords, topic names and quoted titles of others' documents.
 */
const bareFirstFdaMentions = (texts: DataText[]): CopyContext["bareFirstFda"] => {
  const found: CopyContext["bareFirstFda"] = new Map();
  const done = new Set<string>();
  texts.forEach(({ file, pointer, text }) => {
    if (!PAGE_FILE.test(file) || done.has(file) || NOT_READ.test(pointer)) return;
    const mention = judgedText(text).match(FDA_MENTION)?.[0];
    if (mention === undefined) return;
    done.add(file);
    if (mention.startsWith("FDA")) found.set(file, { pointer, words: mention });
  });
  return found;
};

/**
 * The most a banner's heading and line hold on a phone in its 300 px (SPEC §2), with the buttons
 * (Home's heading of 42 characters and line of 128 fill it); longer words make the banner grow there.
 */
export const BANNER_CHARACTERS = { "/hero/title": 45, "/hero/lead": 135 } as Record<string, number>;

export const COPY_RULES: CopyRule[] = [
  {
    says: "promise only what the firm does, not an outcome a regulator decides",
    breach: ({ text }) => firstMatch(OUTCOMES, text),
  },
  {
    says: `make the one reply promise in its own words ("${REPLY_PROMISE}") or none`,
    breach: ({ text }) => {
      const words = firstMatch(REPLY_WITHIN, text);
      return words && !text.toLowerCase().includes(REPLY_PROMISE) ? words : null;
    },
    // An article may quote a regulator's deadline for answering it (a Form 483's 15 business days).
    appliesTo: (file) => !file.startsWith("data/insights/"),
  },
  {
    says: "name GAMP 5 with its edition: GAMP 5 Second Edition",
    breach: ({ text }) => text.match(/GAMP 5(?! Second Edition)/)?.[0] ?? null,
  },
  {
    says: 'write headings, buttons and labels in sentence case, like "What do we do" and "Request an audit"',
    breach: (text, { names }) => notSentenceCase(casedText(text), names),
    appliesTo: notSpecOrRecord,
    fields: (pointer) => CASED_FIELD.test(pointer) || MARKDOWN_FIELD.test(pointer),
  },
  {
    says: 'write "on site" (or "on-site" before a noun), not "onsite"',
    breach: ({ text }) => text.match(/\bonsite\b/i)?.[0] ?? null,
  },
  {
    says: 'call the agency "US FDA" (then "FDA"), not "USFDA"',
    breach: ({ text }) =>
      [...text.matchAll(/\bU\.?\s?S\.?\s?FDA\b/g)].find(([words]) => words !== "US FDA")?.[0] ?? null,
  },
  {
    says: 'name the agency "US FDA" at its first mention on a page, "FDA" after',
    breach: ({ file, pointer }, { bareFirstFda }) => {
      const first = bareFirstFda.get(file);
      return first?.pointer === pointer ? first.words : null;
    },
  },
  {
    says: 'write "CGMP", not "cGMP"',
    breach: ({ text }) => text.match(/\bcGMPs?\b/)?.[0] ?? null,
  },
  {
    says: `keep a banner's heading within ${BANNER_CHARACTERS["/hero/title"]} characters and its line within ${BANNER_CHARACTERS["/hero/lead"]}, or the banner grows past its 300 px on a phone`,
    breach: ({ text, pointer }) =>
      text.length > BANNER_CHARACTERS[pointer] ? `${text.length} characters` : null,
    appliesTo: (file) => file.startsWith("data/pages/"),
    fields: (pointer) => pointer in BANNER_CHARACTERS,
  },
  {
    says: 'name the form "FDA Form 483"',
    // A text that names the form names it in full at least once ("the form" or "the 483" after that).
    breach: ({ text }) => (/\bForm 483\b/.test(text) && !text.includes("FDA Form 483") ? "Form 483" : null),
    // An article names the form in full in its own first lines, not in every paragraph.
    appliesTo: (file) => !file.startsWith("data/insights/"),
  },
];

/** One line per breach of the rules above: `data/pages/home.json /hero/lead: <rule> ("<words>")`. */
export const checkCopy = (texts: DataText[]): string[] => {
  const context: CopyContext = {
    names: namesOf(runningTexts(texts)),
    bareFirstFda: bareFirstFdaMentions(texts),
  };
  return texts.flatMap((text) =>
    COPY_RULES.flatMap(({ says, breach, appliesTo, fields }) => {
      if (appliesTo && !appliesTo(text.file)) return [];
      if (fields && !fields(text.pointer)) return [];
      const words = breach(text, context);
      return words === null ? [] : [`${text.file} ${text.pointer}: ${says} ("${words}")`];
    }),
  );
};

/**
 * Every copy warning of a project's data/: the rules above, the words SPEC §2 fixes on the pages
 * (./spec-words.ts) and the spelling, by file and field. A spell checker that cannot run is a warning
 * too, never a stop: cspell is a development package, and a host may build from an install without them.
 */
export const copyWarnings = (projectDir: string): string[] => {
  const texts = dataTexts(projectDir);
  let spelling: string[];
  try {
    spelling = checkSpelling(texts, projectDir).map(formatMisspelling);
  } catch (error) {
    spelling = [`spelling not checked: ${(error as Error).message.split("\n")[0]}`];
  }
  return [...checkCopy(texts), ...checkBylines(texts), ...specWordWarnings(projectDir), ...spelling];
};

/** The warnings as one message: the lines, then what they are. */
export const copyWarningMessage = (warnings: string[]): string =>
  `${warnings.join("\n")}\n${warnings.length} copy warning${warnings.length === 1 ? "" : "s"} in data/ (the house style; they do not stop the build).`;
