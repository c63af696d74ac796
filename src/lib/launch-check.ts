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
 * confirms a claim in data/launch/confirmations.json, which keeps who confirmed
 * it, when, and the text it confirmed: once the text changes, the claim is
 * listed again. Or it drops the claim by rewriting the text without it.
 *
 * It reads the project through ProjectFiles, so the same check runs on the
 * files on disk (plugins/site-content/launch-files.ts) and on what the
 * content editor holds.
 */
import { consultantsOfPage, listedConsultants, type PageWithPeople, signedBy } from "./bylines";

/** What the check reads: a JSON file by its path from the project, and the .json files of a folder. */
export type ProjectFiles = {
  /** The file's parsed JSON, or undefined when there is no such file. */
  read: (file: string) => unknown;
  /** The paths of the folder's .json files (`data/pages/home.json`), in order. */
  list: (folder: string) => string[];
};

export const STAND_INS_FILE = "data/launch/stand-ins.json";
export const CONFIRMATIONS_FILE = "data/launch/confirmations.json";

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

/** The firm's word that a claim's text is true: the words of the claim, the field's whole text, who and when. */
export type Confirmation = { file: string; claim: string; text: string; by: string; on: string };

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
 * The recorded stand-ins and claims of a project; throws when the record is missing or either list is
 * not a list of {what, file, pointer, value} (claims may be left out).
 */
export const readStandIns = (files: ProjectFiles): StandIn[] => {
  const record = files.read(STAND_INS_FILE);
  if (record === undefined) throw new Error(`${STAND_INS_FILE}: missing`);
  const { standIns, claims = [] } = (record ?? {}) as { standIns?: unknown; claims?: unknown };
  for (const [name, list] of Object.entries({ standIns, claims })) {
    if (!Array.isArray(list) || !list.every(isStandIn)) {
      throw new Error(`${STAND_INS_FILE}: ${name} must be a list of { what, file, pointer, value } texts`);
    }
  }
  return [...(standIns as StandIn[]), ...(claims as StandIn[]).map((claim) => ({ ...claim, claim: true }))];
};

/** The files an entry names: one file, or every .json file of a folder for "folder/*.json". */
const filesOf = (files: ProjectFiles, file: string): string[] =>
  file.endsWith("/*.json") ? files.list(file.slice(0, -"/*.json".length)) : [file];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The firm's confirmations (none while the file is missing), and a line for each one that is not a
 * whole {file, claim, text, by, on}, which confirms nothing.
 */
export const readConfirmations = (
  files: ProjectFiles,
): { confirmations: Confirmation[]; problems: string[] } => {
  const record = files.read(CONFIRMATIONS_FILE);
  if (record === undefined) return { confirmations: [], problems: [] };
  // The editor leaves an emptied list out of the file.
  const list = (record as { confirmations?: unknown } | null)?.confirmations ?? [];
  if (!Array.isArray(list))
    return { confirmations: [], problems: [`${CONFIRMATIONS_FILE} /confirmations: must be a list`] };
  const confirmations: Confirmation[] = [];
  const problems: string[] = [];
  list.forEach((item: Record<string, unknown> | null, index) => {
    const wrong = [
      ...["file", "claim", "text", "by"].filter(
        (key) => typeof item?.[key] !== "string" || !(item[key] as string).trim(),
      ),
      ...(typeof item?.on === "string" && DAY.test(item.on) ? [] : ["on"]),
    ];
    if (wrong.length === 0) confirmations.push(item as Confirmation);
    else
      problems.push(
        `${CONFIRMATIONS_FILE} /confirmations/${index}: ${wrong.join(", ")} missing or not right (who confirmed which claim of which file, its text, and the day as YYYY-MM-DD): it confirms nothing`,
      );
  });
  return { confirmations, problems };
};

/** Whether the firm confirmed this claim in this very text of this file. */
const isConfirmed = (confirmations: Confirmation[], file: string, claim: string, text: string) =>
  confirmations.some(
    (confirmation) =>
      confirmation.file === file && confirmation.claim === claim && confirmation.text === text,
  );

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
const readFolder = (files: ProjectFiles, folder: string): { file: string; json: Record<string, unknown> }[] =>
  files.list(folder).map((file) => ({ file, json: (files.read(file) ?? {}) as Record<string, unknown> }));

/** What a page's sections hold that names people: who reads the requests, who signs the sample report. */
type SectionNamingPeople = {
  kind?: string;
  readers?: { people?: unknown };
  signOff?: { signers?: { label?: unknown; name?: unknown }[] };
};

const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * The people the site must show before launch: at least one consultant on the pages (About); every
 * published article signed by one of them and reviewed by another (src/lib/bylines.ts); someone named
 * to read the requests where a form says who does; each signature of the sample report. A site with
 * nobody on it, or an article nobody signs, is not ready whatever else is filled in.
 */
export const checkPeople = (files: ProjectFiles): LaunchFinding[] => {
  const pages = readFolder(files, "data/pages");
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
  /** A finding for a field that must name a listed consultant, or none when it does. */
  const unnamed = (file: string, pointer: string, what: string, name: string, wanted: string) =>
    signedBy(people, name)
      ? []
      : [
          {
            file,
            pointer,
            what,
            value: name,
            missing: name.trim() ? `"${name}" is no consultant listed on the site` : wanted,
          },
        ];
  for (const { file, json } of readFolder(files, "data/insights")) {
    if (json.draft === true) continue;
    const author = textOf(json.author);
    const reviewer = textOf(json.reviewer);
    const signed = signedBy(people, author);
    findings.push(
      ...(signed
        ? []
        : [
            {
              file,
              pointer: "/author",
              what: "Article author",
              value: author,
              missing: author.trim()
                ? `the article is unsigned: "${author}" is no consultant listed on the site`
                : "the article is unsigned: name the consultant who wrote it",
            },
          ]),
      ...unnamed(
        file,
        "/reviewer",
        "Article technical reviewer",
        reviewer,
        "name the consultant who checked the article's citations",
      ),
    );
    if (signed && reviewer.trim() === author.trim()) {
      findings.push({
        file,
        pointer: "/reviewer",
        what: "Article technical reviewer",
        value: reviewer,
        missing: "the technical reviewer must be another consultant than the author",
      });
    }
  }
  for (const { file, json } of pages) {
    ((json.sections ?? []) as SectionNamingPeople[]).forEach((section, index) => {
      const at = `/sections/${index}`;
      if (section.readers) {
        const names = Array.isArray(section.readers.people) ? section.readers.people.map(textOf) : [];
        if (!names.some((name) => signedBy(people, name))) {
          findings.push({
            file,
            pointer: `${at}/readers/people`,
            what: "Who reads the requests",
            value: names.join(", "),
            missing: "name the consultants who read what the form sends",
          });
        }
      }
      (section.signOff?.signers ?? []).forEach((signer, which) => {
        findings.push(
          ...unnamed(
            file,
            `${at}/signOff/signers/${which}/name`,
            `Report signed by: ${textOf(signer.label)}`,
            textOf(signer.name),
            "name the consultant who signs",
          ),
        );
      });
    });
  }
  return findings;
};

/** Applies the recorded stand-ins and the firm's confirmations to the project's data files. */
export const checkLaunch = (files: ProjectFiles, recorded?: StandIn[]): LaunchReport => {
  const found: LaunchFinding[] = [];
  let standIns: StandIn[] = [];
  try {
    standIns = recorded ?? readStandIns(files);
  } catch (error) {
    // Without the record nothing can be vouched for: the check fails rather than pass unseen.
    return { found, problems: [(error as Error).message] };
  }
  const { confirmations, problems } = readConfirmations(files);
  const documents = new Map<string, unknown>();
  const documentOf = (file: string): unknown => {
    if (!documents.has(file)) documents.set(file, files.read(file));
    return documents.get(file);
  };
  for (const standIn of standIns) {
    const named = filesOf(files, standIn.file);
    if (named.length === 0)
      problems.push(`${standIn.file}: no such files (${STAND_INS_FILE}: ${standIn.what})`);
    for (const file of named) {
      const document = documentOf(file);
      const value = document === undefined ? undefined : at(document, standIn.pointer);
      if (value === undefined) {
        problems.push(
          `${file} ${standIn.pointer || "/"}: no such ${document === undefined ? "file" : "field"} (${STAND_INS_FILE}: ${standIn.what})`,
        );
        continue;
      }
      for (const { pointer, text } of stringsBelow(value, standIn.pointer)) {
        if (!text.includes(standIn.value)) continue;
        if (standIn.claim && isConfirmed(confirmations, file, standIn.value, text)) continue;
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
  return { found: [...found, ...checkPeople(files)], problems };
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
