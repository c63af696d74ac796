/**
 * Every text an editor writes in /admin/, rewritten in words that share nothing with the old ones: what
 * the fields are comes from the editor's configuration (src/cms/editor-config.json), so a text field
 * added to the content model is rewritten without a change here. Used for the copy of ./editors-text.ts.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import type { EditorField } from "../../src/schema/editor-config";

type Json = Record<string, unknown>;

/** As much of a collection of the editor's configuration as says where its files are and what they hold. */
type EditorCollection = {
  name: string;
  folder?: string;
  fields?: EditorField[];
  files?: { name: string; file: string; fields: EditorField[] }[];
};
type EditorConfig = { collections: EditorCollection[] };

/** A project's editor configuration, generated from the content model (src/schema/editor-config.ts). */
export const readEditorConfig = (projectDir: string): EditorConfig =>
  JSON.parse(fs.readFileSync(path.join(projectDir, "src/cms/editor-config.json"), "utf8")) as EditorConfig;

/** The widgets in which an editor writes text. */
const TEXT_WIDGETS = new Set(["string", "text", "markdown"]);

/** The {placeholders} a field's pattern asks for, such as {max} (the pattern writes them \{max\}). */
const ASKED_PLACEHOLDER = /\\\{(\w+)\\\}/g;

/**
 * Fields whose pattern lets a sentence through but that hold no wording, by place: names and keys that
 * other data and the code match exactly.
 */
const NOT_WORDING = new Set([
  // The logo is this name drawn in outlines (npm run artwork): the data check refuses a name it does
  // not show.
  "site: name",
  // A key the form service issues.
  "site: form.accessKey",
  // The value a request is sent with, by which banner buttons and links choose it.
  "pages: sections[form].requestOptions[].value",
  // The names of lead times in data/site.json.
  "pages: sections[leadTimes].leadTimes[]",
  "checks: nextStep.leadTimes[]",
]);

/**
 * Words the data check requires a field to hold (plugins/site-content/check-data.ts), kept as they are:
 * the sample report's notice must say, in the word "fictional", that the report is invented.
 */
const REQUIRED_WORDS: Record<string, RegExp> = {
  "pages: sections[auditReport].notice": /\bfictional\b/i,
};

/**
 * Whether a text field holds wording: its pattern lets a sentence through (with the {placeholders} the
 * pattern asks for). Ids, addresses, paths, dates, numbers, colours and codes have patterns no sentence
 * matches; a pattern that limits a line's length, or asks for a {placeholder}, still takes one.
 */
const takesSentence = (field: EditorField) => {
  if (!field.pattern) return true;
  const [pattern] = field.pattern;
  const placeholders = [...pattern.matchAll(ASKED_PLACEHOLDER)].map(([, name]) => `{${name}}`);
  return new RegExp(pattern).test(["A sentence, in words.", ...placeholders].join(" "));
};

/** A field with its place in the configuration, such as "pages: sections[form].fields.name.label". */
type PlacedField = { place: string; field: EditorField };

const below = (place: string, name: string) =>
  place.endsWith(": ") ? `${place}${name}` : `${place}.${name}`;

/** Every field that holds a value of its own (no object, no list), with its place. */
const leavesOf = (fields: EditorField[], place: string): PlacedField[] =>
  fields.flatMap((field) => {
    const at = below(place, field.name);
    if (field.types) return field.types.flatMap((type) => leavesOf(type.fields, `${at}[${type.name}]`));
    if (field.widget === "list" && field.fields) return leavesOf(field.fields, `${at}[]`);
    if (field.widget === "list" && field.field) return [{ place: `${at}[]`, field: field.field }];
    if (field.fields) return leavesOf(field.fields, at);
    return [{ place: at, field }];
  });

/** A kind of data file the editor edits: its name, its one file or its folder, and their fields. */
type EditedKind = { name: string; file?: string; folder?: string; fields: EditorField[] };

const editedKinds = (config: EditorConfig): EditedKind[] =>
  config.collections.flatMap((collection): EditedKind[] =>
    collection.files
      ? collection.files.map(({ name, file, fields }) => ({ name, file, fields }))
      : [{ name: collection.name, folder: collection.folder, fields: collection.fields ?? [] }],
  );

/**
 * The places of every field whose text an editor writes: text fields that take a sentence (less
 * NOT_WORDING), and the choices of a relation whose values are such texts (an insight's topics are
 * names from the topics' list), so that the two stay alike.
 */
export const editableTexts = (config: EditorConfig): string[] => {
  const leaves = editedKinds(config).flatMap(({ name, fields }) => leavesOf(fields, `${name}: `));
  const texts = new Set(
    leaves
      .filter(({ field }) => TEXT_WIDGETS.has(field.widget) && takesSentence(field))
      .map(({ place }) => place)
      .filter((place) => !NOT_WORDING.has(place)),
  );
  const choices = leaves.filter(({ field }) => {
    if (field.widget !== "relation" || !field.value_field) return false;
    const target = `${field.file ?? field.collection}: ${field.value_field.replace(/\.\*/g, "[]")}`;
    return texts.has(target);
  });
  return [...texts, ...choices.map(({ place }) => place)];
};

/** Words of this many letters or more are invented anew; shorter ones ("a", "of") are rotated. */
export const INVENTED_FROM = 3;

// No z: an invented "-ize" would be a copy warning of its own (plugins/site-content/spelling.ts).
const CONSONANTS = "bdfgklmnprstv";
const VOWELS = "aeiou";

/** A pronounceable word of `length` letters, consonants and vowels by turns, drawn from `seed`. */
const invent = (length: number, seed: string) => {
  const bytes = createHash("shake256", { outputLength: length + 1 })
    .update(seed)
    .digest();
  const vowelFirst = bytes[0] % 2 === 1;
  return Array.from({ length }, (_, i) => {
    const letters = (i % 2 === 0) === vowelFirst ? VOWELS : CONSONANTS;
    return letters[bytes[i + 1] % letters.length];
  }).join("");
};

/** ROT13: a one- or two-letter word becomes another of its length, never itself, and no two become one. */
const rotate = (word: string) =>
  word.replace(/[a-z]/g, (letter) => String.fromCharCode(((letter.charCodeAt(0) - 97 + 13) % 26) + 97));

/** The token's letters in the word's case, letter by letter (GMP → ZAK, Schedule → Bodimake). */
const inCaseOf = (word: string, token: string) =>
  [...token].map((letter, i) => (word[i] !== word[i].toLowerCase() ? letter.toUpperCase() : letter)).join("");

/** How many words to invent for one before giving up: a pool of three-letter words would have run dry. */
const MAX_ATTEMPTS = 10_000;

/**
 * Rewords texts: each word becomes another of its length in its case, the same one wherever it
 * stands (so names that must match, such as a topic and an insight's topics, still do) and no two
 * alike (so names that must differ still do). An invented word is none of `usedWords`.
 */
const rewording = (usedWords: Set<string>) => {
  const tokens = new Map<string, string>();
  const taken = new Set<string>();
  const tokenOf = (key: string) => {
    if (key.length < INVENTED_FROM) return rotate(key);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const token = invent(key.length, `${key} ${attempt}`);
      if (!usedWords.has(token) && !taken.has(token)) return token;
    }
    throw new Error(`no new word of ${key.length} letters left for "${key}"`);
  };
  const wordFor = (word: string) => {
    const key = word.toLowerCase();
    let token = tokens.get(key);
    if (token === undefined) {
      token = tokenOf(key);
      tokens.set(key, token);
      taken.add(token);
    }
    return inCaseOf(word, token);
  };
  /** The text reworded, but for what `kept` matches. */
  const reword = (text: string, kept: RegExp) => {
    let result = "";
    let from = 0;
    for (const match of text.matchAll(new RegExp(kept.source, `${kept.flags.replace("g", "")}g`))) {
      result += text.slice(from, match.index).replace(/\p{L}+/gu, wordFor) + match[0];
      from = match.index + match[0].length;
    }
    return result + text.slice(from).replace(/\p{L}+/gu, wordFor);
  };
  return { reword, invented: () => [...taken].sort() };
};

/**
 * What stays in any text: the {placeholders} the code fills in, and the address of a Markdown link or
 * picture, which the data check follows.
 */
const KEPT = /\{\w+\}|\]\([^)\s]*\)/;

/** What stays in the text of a place: KEPT, and the word the data check requires there. */
const keptAt = (place: string) => {
  const required = REQUIRED_WORDS[place];
  return required ? new RegExp(`${KEPT.source}|${required.source}`, required.flags) : KEPT;
};

/** One text rewritten: its file, its field's place, and the text before and after. */
type RewrittenText = { file: string; place: string; before: string; after: string };

/** Every word of every file under data/, in lower case. */
const wordsUnder = (dir: string): Set<string> =>
  new Set(
    fs
      .readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".json"))
      .flatMap(
        (file) =>
          fs
            .readFileSync(path.join(dir, file), "utf8")
            .toLowerCase()
            .match(/\p{L}+/gu) ?? [],
      ),
  );

const isEntry = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The data files (paths from the project's folder) that a kind of the configuration covers. */
const filesOf = (projectDir: string, kind: { file?: string; folder?: string }): string[] =>
  kind.file
    ? [kind.file]
    : fs
        .readdirSync(path.join(projectDir, kind.folder!))
        .filter((name) => name.endsWith(".json"))
        .sort()
        .map((name) => `${kind.folder}/${name}`);

/**
 * The data files of a project with every editable text rewritten (nothing is written): each file's
 * path and new content, each text as it was and is, and the words invented for them.
 */
export const rewriteData = (projectDir: string, config: EditorConfig) => {
  const { reword, invented } = rewording(wordsUnder(path.join(projectDir, "data")));
  const editable = new Set(editableTexts(config));
  const texts: RewrittenText[] = [];

  const rewriteText = (value: unknown, place: string, file: string) => {
    if (typeof value !== "string" || !editable.has(place)) return value;
    const after = reword(value, keptAt(place));
    texts.push({ file, place, before: value, after });
    return after;
  };
  const rewriteEntry = (fields: EditorField[], entry: Json, place: string, file: string): Json =>
    Object.fromEntries(
      Object.entries(entry).map(([name, value]) => {
        const field = fields.find((f) => f.name === name);
        return [name, field ? rewriteField(field, value, below(place, name), file) : value];
      }),
    );
  const rewriteItem = (field: EditorField, item: unknown, place: string, file: string): unknown => {
    if (!isEntry(item)) return rewriteText(item, field.field ? `${place}[]` : place, file);
    const type = field.types?.find(({ name }) => item[field.typeKey ?? "type"] === name);
    if (type) return rewriteEntry(type.fields, item, `${place}[${type.name}]`, file);
    return field.fields ? rewriteEntry(field.fields, item, `${place}[]`, file) : item;
  };
  function rewriteField(field: EditorField, value: unknown, place: string, file: string): unknown {
    // A list's entries, or the choices of a relation that takes several.
    if (Array.isArray(value)) return value.map((item) => rewriteItem(field, item, place, file));
    if (field.fields && isEntry(value)) return rewriteEntry(field.fields, value, place, file);
    return rewriteText(value, place, file);
  }

  const files = editedKinds(config).flatMap((kind) =>
    filesOf(projectDir, kind).map((file) => {
      const json = JSON.parse(fs.readFileSync(path.join(projectDir, file), "utf8")) as Json;
      return { file, json: rewriteEntry(kind.fields, json, `${kind.name}: `, file) };
    }),
  );
  return { files, texts, invented: invented() };
};
