/**
 * Spelling of every text in data/: cspell with its British English dictionary
 * and the project's word list (cspell.json, project-words.txt), plus the -ise
 * rule that the dictionary does not enforce (it accepts Oxford -ize forms).
 * Only string values are checked: not the keys, not `$schema`, and not site
 * paths, web addresses or other single tokens of code, which are names rather than words.
 */
import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";

import { STAND_INS_FILE } from "../../src/lib/launch-check";
import { jsonFilesUnder } from "./check-data";

export type DataText = {
  /** Path from the project folder, such as data/pages/home.json. */
  file: string;
  /** JSON pointer to the string, such as /hero/title. */
  pointer: string;
  text: string;
};

export type Misspelling = DataText & { word: string; reason: string };

/** Site paths, web addresses and single tokens of code (query parts, email addresses): names, not words. */
const IS_ADDRESS = /^(?:(?:https?:\/\/|\.{0,2}\/)\S*|\S*[=&%@]\S*)$/;

/** Every string value below `value`, with its JSON pointer. */
export const stringsOf = (value: unknown, file: string, pointer = ""): DataText[] => {
  if (typeof value === "string") return IS_ADDRESS.test(value) ? [] : [{ file, pointer, text: value }];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringsOf(item, file, `${pointer}/${index}`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) =>
      pointer === "" && key === "$schema"
        ? []
        : stringsOf(item, file, `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`),
    );
  }
  return [];
};

/** In the launch check's record, the file and pointer of each stand-in are addresses, not words. */
const isAddress = ({ file, pointer }: DataText) =>
  file === STAND_INS_FILE && /\/(file|pointer)$/.test(pointer);

/** The texts of every data file under data/ and of the launch check's record (the generated schema/ left out). */
export const dataTexts = (projectDir: string): DataText[] =>
  [...jsonFilesUnder(path.join(projectDir, "data")), path.join(projectDir, STAND_INS_FILE)]
    .filter((full) => fs.existsSync(full))
    .sort()
    .flatMap((full) =>
      stringsOf(
        JSON.parse(fs.readFileSync(full, "utf8")),
        path.relative(projectDir, full).split(path.sep).join("/"),
      ),
    )
    .filter((text) => !isAddress(text));

type CspellConfig = { patterns?: { name: string; pattern: string }[] };

/** The spec's own American wording, which both checks leave alone (the "spec-wording" pattern). */
const specWording = (configFile: string): RegExp => {
  const config = JSON.parse(fs.readFileSync(configFile, "utf8")) as CspellConfig;
  const source = config.patterns?.find((pattern) => pattern.name === "spec-wording")?.pattern;
  const match = source?.match(/^\/(.*)\/([a-z]*)$/s);
  if (!match) throw new Error(`${configFile}: the "spec-wording" pattern is missing`);
  return new RegExp(match[1], match[2]);
};

/** -ize, -ization and -yze forms; words that are spelt with z in British English too are allowed. */
const US_IZE = /(?:iz|yz)(?:e|es|ed|er|ers|ing|ation|ations)$/i;
const Z_IN_BRITISH_TOO = /^(?:(?:cap)?size[sd]?|sizing|prizes?|seiz(?:e|es|ed|ing)|maize)$/i;

const izeWords = (text: string): string[] =>
  (text.match(/[A-Za-z]+/g) ?? []).filter((word) => US_IZE.test(word) && !Z_IN_BRITISH_TOO.test(word));

const CSPELL_ISSUE = /^[^ ]*:(\d+):\d+ - (.+?) \((.+?)\)/;

/**
 * Spell-checks the texts in one cspell run (one text a line), and applies the
 * -ise rule. Returns every finding with the file and pointer of its text.
 */
export const checkSpelling = (texts: DataText[], projectDir: string): Misspelling[] => {
  const configFile = path.join(projectDir, "cspell.json");
  // A Markdown link's address (an article's "[GMP audits](/gmpaudits/)") is not prose: only its words are checked.
  const lines = texts.map(({ text }) => text.replace(/\]\([^)\s]*\)/g, "]()").replace(/\s+/g, " "));
  const cspell = path.join(projectDir, "node_modules", ".bin", "cspell");
  if (!fs.existsSync(cspell)) {
    throw new Error("cspell is not installed (a development package, left out of an install without them)");
  }
  const run = spawnSync(
    cspell,
    [
      "lint",
      "--config",
      configFile,
      "--no-progress",
      "--no-summary",
      "--no-color",
      "--language-id",
      "plaintext",
      "stdin",
    ],
    { input: lines.join("\n"), encoding: "utf8", cwd: projectDir },
  );
  if (run.error) throw run.error;
  if (run.status !== 0 && run.status !== 1) throw new Error(`cspell failed: ${run.stderr}`);
  const found: Misspelling[] = run.stdout
    .split("\n")
    .map((line) => line.match(CSPELL_ISSUE))
    .filter((match): match is RegExpMatchArray => match !== null)
    .map(([, line, reason, word]) => ({ ...texts[Number(line) - 1], word, reason }));
  const wording = specWording(configFile);
  texts.forEach((text) => {
    izeWords(text.text.replace(wording, "")).forEach((word) =>
      found.push({ ...text, word, reason: "American -ize spelling (write -ise)" }),
    );
  });
  return found;
};

/** One line per finding: `data/pages/home.json /hero/title: Unknown word "recieve"`. */
export const formatMisspelling = ({ file, pointer, word, reason }: Misspelling): string =>
  `${file} ${pointer}: ${reason} "${word}"`;
