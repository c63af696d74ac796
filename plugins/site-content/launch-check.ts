/**
 * The launch check: every value still holding a stand-in recorded in
 * data/launch/stand-ins.json (invented before the firm's own values were
 * known), one finding per field. A field is refused while its value equals or
 * contains the recorded stand-in; an entry whose pointer is "" covers every
 * text of the file, and a file name may end in *.json for a whole folder.
 *
 * The record's `claims` are statements only the firm can vouch for (its
 * people's experience, its languages, its promises), written the same way:
 * each is listed, as awaiting confirmation, while the text holds it. The firm
 * confirms a claim by deleting its entry, or drops it by rewriting the text.
 */
import fs from "fs";
import path from "path";

import { consultantsOfPage, listedConsultants, type PageWithPeople, signedBy } from "../../src/lib/bylines";

export const STAND_INS_FILE = "data/launch/stand-ins.json";

export type StandIn = {
  what: string;
  file: string;
  pointer: string;
  value: string;
  /** A claim awaiting the firm's confirmation (the record's `claims`), not an invented value. */
  claim?: boolean;
};

export type LaunchFinding = {
  file: string;
  pointer: string;
  what: string;
  /** The field's text. */
  value: string;
  /** For a claim, the words of it that the text holds. */
  claim?: string;
  /** What is missing, where no stand-in is the matter: no consultant listed, an unsigned article. */
  missing?: string;
};

export type LaunchReport = {
  /** Fields that still hold a stand-in. */
  found: LaunchFinding[];
  /** Entries the check could not apply (no such file or field, or a malformed record). */
  problems: string[];
};

const isStandIn = (entry: unknown): entry is StandIn =>
  typeof entry === "object" &&
  entry !== null &&
  ["what", "file", "pointer", "value"].every(
    (key) => typeof (entry as Record<string, unknown>)[key] === "string",
  ) &&
  (entry as StandIn).value !== "";

/**
 * The recorded stand-ins and claims of a project; throws when either list is
 * not a list of {what, file, pointer, value} (claims may be left out).
 */
export const readStandIns = (projectDir: string): StandIn[] => {
  const record = JSON.parse(fs.readFileSync(path.join(projectDir, STAND_INS_FILE), "utf8")) as unknown;
  const { standIns, claims = [] } = (record ?? {}) as { standIns?: unknown; claims?: unknown };
  for (const [name, list] of Object.entries({ standIns, claims })) {
    if (!Array.isArray(list) || !list.every(isStandIn)) {
      throw new Error(`${STAND_INS_FILE}: ${name} must be a list of { what, file, pointer, value } texts`);
    }
  }
  return [...(standIns as StandIn[]), ...(claims as StandIn[]).map((claim) => ({ ...claim, claim: true }))];
};

/** The files an entry names: one file, or every .json file of a folder for "folder/*.json". */
const filesOf = (projectDir: string, file: string): string[] => {
  if (!file.endsWith("/*.json")) return [file];
  const folder = file.slice(0, -"/*.json".length);
  const dir = path.join(projectDir, folder);
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => name.endsWith(".json"))
        .sort()
        .map((name) => `${folder}/${name}`)
    : [];
};

const unescape = (token: string) => token.replace(/~1/g, "/").replace(/~0/g, "~");

/** The value at a JSON pointer (RFC 6901), or undefined. */
const at = (document: unknown, pointer: string): unknown =>
  pointer === ""
    ? document
    : pointer
        .slice(1)
        .split("/")
        .map(unescape)
        .reduce<unknown>(
          (value, token) =>
            value !== null && typeof value === "object"
              ? (value as Record<string, unknown>)[token]
              : undefined,
          document,
        );

/** Every string below a value, with its pointer (keys and $schema left out). */
const stringsBelow = (value: unknown, pointer: string): { pointer: string; text: string }[] => {
  if (typeof value === "string") return [{ pointer, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsBelow(item, `${pointer}/${index}`));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) =>
      key === "$schema"
        ? []
        : stringsBelow(item, `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`),
    );
  }
  return [];
};

/** The JSON files of a data folder, by their path from the project, drafts included. */
const readFolder = (projectDir: string, folder: string): { file: string; json: Record<string, unknown> }[] =>
  filesOf(projectDir, `${folder}/*.json`).map((file) => ({
    file,
    json: JSON.parse(fs.readFileSync(path.join(projectDir, file), "utf8")) as Record<string, unknown>,
  }));

/**
 * The people the site must show before launch: at least one consultant on the pages (About), and every
 * published article signed by one of them (src/lib/bylines.ts). A site with nobody on it, or an
 * article nobody signs, is not ready whatever else is filled in.
 */
export const checkPeople = (projectDir: string): LaunchFinding[] => {
  const pages = readFolder(projectDir, "data/pages");
  const people = listedConsultants(pages.map(({ json }) => consultantsOfPage(json as PageWithPeople)));
  const findings: LaunchFinding[] = [];
  if (people.length === 0) {
    const holder = pages.find(({ json }) =>
      ((json as PageWithPeople).sections ?? []).some((section) => section.kind === "consultants"),
    );
    const index = ((holder?.json as PageWithPeople | undefined)?.sections ?? []).findIndex(
      (section) => section.kind === "consultants",
    );
    findings.push({
      file: holder?.file ?? "data/pages/*.json",
      pointer: holder ? `/sections/${index}/consultants` : "",
      what: "Consultants",
      value: "",
      missing: "no consultant is listed: add the firm's people, who sign its articles",
    });
  }
  for (const { file, json } of readFolder(projectDir, "data/insights")) {
    if (json.draft === true) continue;
    const author = typeof json.author === "string" ? json.author : "";
    if (signedBy(people, author)) continue;
    findings.push({
      file,
      pointer: "/author",
      what: "Article author",
      value: author,
      missing: author.trim()
        ? `the article is unsigned: "${author}" is no consultant listed on the site`
        : "the article is unsigned: name the consultant who wrote it",
    });
  }
  return findings;
};

/** Applies the recorded stand-ins to the project's data files. */
export const checkLaunch = (projectDir: string, recorded?: StandIn[]): LaunchReport => {
  const found: LaunchFinding[] = [];
  const problems: string[] = [];
  let standIns: StandIn[] = [];
  try {
    standIns = recorded ?? readStandIns(projectDir);
  } catch (error) {
    // Without the record nothing can be vouched for: the check fails rather than pass unseen.
    const { code, message } = error as NodeJS.ErrnoException;
    return { found, problems: [code === "ENOENT" ? `${STAND_INS_FILE}: missing` : message] };
  }
  const documents = new Map<string, unknown>();
  const documentOf = (file: string): unknown => {
    if (!documents.has(file)) {
      const full = path.join(projectDir, file);
      documents.set(file, fs.existsSync(full) ? JSON.parse(fs.readFileSync(full, "utf8")) : undefined);
    }
    return documents.get(file);
  };
  for (const standIn of standIns) {
    const files = filesOf(projectDir, standIn.file);
    if (files.length === 0)
      problems.push(`${standIn.file}: no such files (${STAND_INS_FILE}: ${standIn.what})`);
    for (const file of files) {
      const document = documentOf(file);
      const value = document === undefined ? undefined : at(document, standIn.pointer);
      if (value === undefined) {
        problems.push(
          `${file} ${standIn.pointer || "/"}: no such ${document === undefined ? "file" : "field"} (${STAND_INS_FILE}: ${standIn.what})`,
        );
        continue;
      }
      for (const { pointer, text } of stringsBelow(value, standIn.pointer)) {
        if (text.includes(standIn.value))
          found.push({
            file,
            pointer,
            what: standIn.what,
            value: text,
            ...(standIn.claim ? { claim: standIn.value } : {}),
          });
      }
    }
  }
  return { found: [...found, ...checkPeople(projectDir)], problems };
};

/**
 * One line per finding: `data/site.json /phone: Phone number is still the stand-in "+91 00000 00000"`,
 * or for a claim `data/pages/training.json /sections/0/items/2/text: claim awaiting the firm's
 * confirmation: Training in Hindi and Gujarati ("Hindi or Gujarati")`.
 */
export const formatFinding = ({ file, pointer, what, value, claim, missing }: LaunchFinding): string =>
  missing !== undefined
    ? `${file} ${pointer || "/"}: ${missing}`
    : claim === undefined
      ? `${file} ${pointer}: ${what} is still the stand-in "${value}"`
      : `${file} ${pointer}: claim awaiting the firm's confirmation: ${what} ("${claim}")`;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The closing line, or the one line of a passing check. */
export const summary = ({ found, problems }: LaunchReport): string => {
  if (found.length === 0 && problems.length === 0) return "Launch check: no stand-ins left in data/.";
  const claims = found.filter((finding) => finding.claim !== undefined).length;
  const missing = found.filter((finding) => finding.missing !== undefined).length;
  const parts = [
    count(found.length - claims - missing, "stand-in", "stand-ins"),
    ...(missing ? [count(missing, "missing byline or consultant", "missing bylines or consultants")] : []),
    ...(claims ? [count(claims, "claim awaiting confirmation", "claims awaiting confirmation")] : []),
  ];
  const left = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts[0];
  const toFix = problems.length
    ? ` and ${count(problems.length, "entry", "entries")} of ${STAND_INS_FILE} to fix`
    : "";
  return `Launch check: ${left} left in data/${toFix}: replace or confirm them before publishing.`;
};
