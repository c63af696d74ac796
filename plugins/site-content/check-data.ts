/**
 * Checks every file under data/ and describes each problem on one line,
 * naming the file and the field:
 *   data/pages/training.json: /hero/title: must be a non-empty string
 * The JSON Schemas (src/schema/json-schema.ts, generated from the GraphQL
 * content model) catch missing, misspelt, empty and malformed fields; the
 * checks below them catch what a schema cannot see: invalid JSON (with line
 * and column), texts starting or ending with a space, characters the fonts do
 * not draw and markup (src/schema/text-rules.ts, which the editor applies
 * too), missing images, two pages with one path, links to no page.
 * Used before every build and while `gatsby develop` runs (./gatsby-node.ts,
 * ./valid-data.ts), and by `npm run check:data`.
 */
import fs from "fs";
import path from "path";
import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { parse as parseJson, printParseErrorCode, type ParseError } from "jsonc-parser";

import { isLayoutId } from "../../src/lib/layout-ids";
import { isSitePath, markdownReferences } from "../../src/lib/markdown";
import { INSIGHT_SLUG, INSIGHTS_PATH } from "../../src/lib/paths";
import {
  COLLECTIONS,
  type CollectionName,
  collectionNames,
  collectionOf,
  placeOf,
  routeOf,
} from "../../src/schema/collections";
import { longestSummary, MAX_SUMMARY_LENGTH, type SummaryLabels } from "../../src/lib/readiness";
import { jsonSchema } from "../../src/schema/json-schema";
import { artworkSource, recordedMethod, recordedSource } from "../../src/lib/artwork";
import { WORDMARK_NAME_ATTRIBUTE } from "../../src/lib/wordmark";
import { textProblems, tooLongMessage, lengthOf } from "../../src/schema/text-rules";
import { SECTION_TYPES } from "../../src/schema/type-defs";

type Json = Record<string, unknown>;

const FORMAT_NAMES: Record<string, string> = { uri: "URL", email: "email address" };
const TYPE_NAMES: Record<string, string> = {
  string: "text",
  array: "a list",
  object: "an object",
  integer: "a whole number",
  boolean: "true or false",
};

let validators: Record<CollectionName, ValidateFunction> | null = null;

const validatorFor = (kind: CollectionName): ValidateFunction => {
  if (!validators) {
    const ajv = new Ajv2020({ allErrors: true, discriminator: true, strict: true, verbose: true });
    addFormats(ajv);
    validators = Object.fromEntries(
      collectionNames.map((name) => [name, ajv.compile(jsonSchema(name))]),
    ) as Record<CollectionName, ValidateFunction>;
  }
  return validators[kind];
};

/**
 * An article's links and pictures, kept per body: parsing Markdown is most of a check's time, and from
 * one check to the next (develop checks on every save) nearly every body is as it was.
 */
const referencesByBody = new Map<string, ReturnType<typeof markdownReferences>>();
const referencesOf = (body: string) => {
  let references = referencesByBody.get(body);
  if (!references) {
    if (referencesByBody.size >= 500) referencesByBody.clear();
    references = markdownReferences(body);
    referencesByBody.set(body, references);
  }
  return references;
};

/** The places of the kinds of data file, for a file that is none of them. */
const KNOWN_PLACES = collectionNames.map((name) => placeOf(COLLECTIONS[name]));

/** One ajv error as "/pointer: what is wrong". */
const describe = (error: ErrorObject): string => {
  const at = error.instancePath || "";
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required":
      return `${at}/${params.missingProperty}: is required`;
    case "additionalProperties": {
      const allowed = Object.keys((error.parentSchema?.properties as Json) ?? {}).filter(
        (key) => key !== "$schema",
      );
      return `${at}/${params.additionalProperty}: unknown field (allowed: ${allowed.join(", ")})`;
    }
    case "discriminator":
      return `${at}/kind: must be one of ${Object.keys(SECTION_TYPES).join(", ")}`;
    case "type":
      return params.type === "string"
        ? `${at}: must be a non-empty string`
        : `${at}: must be ${TYPE_NAMES[params.type as string] ?? params.type}`;
    case "minLength":
      return `${at}: must be a non-empty string`;
    case "minItems":
      return `${at}: must not be empty`;
    case "maxItems":
      return `${at}: must have at most ${params.limit as number} items`;
    case "maxLength":
      // The place's name is the rule's description (`longest` in the model); the editor says the same.
      return `${at}: ${tooLongMessage(lengthOf(String(error.data)), params.limit as number, error.parentSchema?.description as string)}`;
    case "pattern":
      return error.schema === "\\S"
        ? `${at}: must be a non-empty string`
        : `${at}: must be ${(error.parentSchema?.description as string) ?? `text matching ${params.pattern}`}`;
    case "format":
      return `${at}: must be a valid ${FORMAT_NAMES[params.format as string] ?? params.format}`;
    case "enum":
      return `${at}: must be one of ${(params.allowedValues as string[]).join(", ")}`;
    case "const":
      return `${at}: must be ${JSON.stringify(params.allowedValue)}`;
    default:
      return `${at}: ${error.message}`;
  }
};

/**
 * Where and why a file is not JSON: "invalid JSON at line 4, column 14: colon
 * expected". JSON.parse decides whether the file is valid; jsonc-parser (in
 * strict mode) finds the place, which Node's own message does not always give.
 */
const syntaxError = (text: string, error: Error): string => {
  const errors: ParseError[] = [];
  parseJson(text, errors, { disallowComments: true, allowTrailingComma: false });
  const [first] = errors;
  if (!first) return `invalid JSON: ${error.message}`;
  const before = text.slice(0, first.offset).split("\n");
  const reason = printParseErrorCode(first.error)
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return `invalid JSON at line ${before.length}, column ${before.at(-1)!.length + 1}: ${reason}`;
};

/**
 * Folders under data/ that hold no site content, so Gatsby never reads them:
 * schema/ (the generated JSON Schemas) and launch/ (the launch check's record
 * of stand-in values, read and checked by ./launch-check.ts alone).
 */
const NOT_CONTENT = new Set(["schema", "launch"]);

/** Every .json file below a folder, as absolute paths, leaving out the folders of NOT_CONTENT. */
export const jsonFilesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return NOT_CONTENT.has(entry.name) ? [] : jsonFilesUnder(full);
    return entry.name.endsWith(".json") ? [full] : [];
  });

/** What to do about a link to no page: the editor shows each page's address beside its banner heading. */
const LINK_ADVICE =
  "write the address of a page that exists, as the editor's Pages list shows it in brackets, such as /contactus/";

/** Fields that hold a list of the site's pages by address: a consultant's areas. */
const PAGE_LISTS = new Set(["areas"]);

/** Every internal link of a page or the navigation, with where it stands. */
const linksIn = (value: unknown, at = ""): { at: string; to: string }[] => {
  if (Array.isArray(value)) return value.flatMap((item, i) => linksIn(item, `${at}/${i}`));
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    if (key === "to" && typeof child === "string") return [{ at: `${at}/to`, to: child }];
    if (PAGE_LISTS.has(key) && Array.isArray(child)) {
      return child.flatMap((to, i) => (typeof to === "string" ? [{ at: `${at}/${key}/${i}`, to }] : []));
    }
    return linksIn(child, `${at}/${key}`);
  });
};

/**
 * Every picture a data file names, wherever it sits: the value of each `image` field (a page's banner,
 * an insight's cover, a credential's logo), with where it is.
 */
const imagesIn = (value: unknown, at = ""): { at: string; file: string }[] => {
  if (Array.isArray(value)) return value.flatMap((item, i) => imagesIn(item, `${at}/${i}`));
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === "image" && typeof item === "string"
      ? [{ at: `${at}/${key}`, file: item }]
      : imagesIn(item, `${at}/${key}`),
  );
};

/**
 * Every text that starts or ends with white space, which editors paste in, with where it stands. An
 * insight's Markdown body may end with line breaks: a text file's last line ends in one, and Markdown
 * drops them (trailing spaces or a leading break are still refused).
 */
const paddedTextsIn = (value: unknown, markdown: string | null, at = ""): { at: string; where: string }[] => {
  if (typeof value === "string") {
    const text = at === markdown ? value.replace(/[\r\n]+$/, "") : value;
    // A blank text is the schema's to report ("must be a non-empty string").
    if (!/\S/.test(text)) return [];
    const where = [/^\s/.test(text) && "starts", /\s$/.test(text) && "ends"].filter(Boolean).join(" and ");
    return where ? [{ at, where }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => paddedTextsIn(item, markdown, `${at}/${i}`));
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => paddedTextsIn(child, markdown, `${at}/${key}`));
};

/** Every text of a data file, with where it stands. */
const textsIn = (value: unknown, at = ""): { at: string; value: string }[] => {
  if (typeof value === "string") return [{ at, value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => textsIn(item, `${at}/${i}`));
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => textsIn(child, `${at}/${key}`));
};

/** Where the build finds pictures named in data files (gatsby-config.ts sources this folder). */
const PICTURES_DIR = "src/images";

/** A site link's page: the path without its #fragment or ?query. */
const pageOf = (href: string) => href.replace(/[?#].*$/, "");

/**
 * What a schema cannot see in an insight: topics from the list in
 * data/insights.json, related services and links in the text that lead to
 * pages, pictures in the text that exist and are described, and an update
 * that is not older than the article.
 */
const insightProblems = (
  { file, json }: { file: string; json: Json },
  {
    owners,
    topics,
    projectDir,
  }: { owners: Map<string, string>; topics: Set<unknown> | null; projectDir: string },
): string[] => {
  const problems: string[] = [];
  const say = (line: string) => problems.push(`${file}: ${line}`);
  if (topics && Array.isArray(json.topics)) {
    json.topics.forEach((topic, i) => {
      if (!topics.has(topic)) {
        say(
          `/topics/${i}: "${String(topic)}" is not a topic of data/insights.json (${[...topics].join(", ")})`,
        );
      }
    });
  }
  if (Array.isArray(json.services)) {
    json.services.forEach((service, i) => {
      if (typeof service === "string" && !owners.has(service))
        say(`/services/${i}: no page has the path "${service}"`);
    });
  }
  if (
    typeof json.published === "string" &&
    typeof json.updated === "string" &&
    json.updated < json.published
  ) {
    say(`/updated: ${json.updated} is before the date published, ${json.published}`);
  }
  if (typeof json.body !== "string") return problems;
  const { links, images } = referencesOf(json.body);
  for (const href of links) {
    if (isSitePath(href) && !owners.has(pageOf(href))) say(`/body: the link to "${href}" leads to no page`);
  }
  for (const image of images) {
    if (!image.alt.trim()) say(`/body: the picture "${image.src}" needs a description (its alt text)`);
    if (!isSitePath(image.src)) {
      say(
        `/body: the picture "${image.src}" must be a file of this site, such as /images/insights/chart.png`,
      );
    } else if (!fs.existsSync(path.join(projectDir, "static", pageOf(image.src)))) {
      say(`/body: picture not found: static${pageOf(image.src)}`);
    }
  }
  return problems;
};

/**
 * Each value met again after its first place, in order: where it is again, the value, and where it
 * first was. For names and keys that must be unique in their list (answers, anchors, picks).
 */
const repeatsOf = (entries: { value: unknown; at: string }[]) => {
  const firstAt = new Map<unknown, string>();
  return entries.flatMap(({ value, at }) => {
    const first = firstAt.get(value);
    if (first === undefined) firstAt.set(value, at);
    return first === undefined ? [] : [{ at, value, first }];
  });
};

/**
 * The `name` of each entry of a list that names its entries (topics, lead times), with a problem for
 * every name that an earlier entry already has: "/topics/3/name: "EU GMP" is listed twice".
 */
const namesIn = (list: unknown, field: string): { names: unknown[]; repeats: string[] } => {
  const names = Array.isArray(list) ? (list as Json[]).map((entry) => entry?.name) : [];
  const repeats = repeatsOf(names.map((name, i) => ({ value: name, at: `/${field}/${i}/name` }))).map(
    ({ at, value }) => `${at}: "${String(value)}" is listed twice`,
  );
  return { names, repeats };
};

/** The sections of a page of a kind, each with its index. */
const sectionsOfKind = (json: Json, kind: string): { section: Json; index: number }[] =>
  (Array.isArray(json.sections) ? (json.sections as Json[]) : []).flatMap((section, index) =>
    section?.kind === kind ? [{ section, index }] : [],
  );

/**
 * A table's rows each hold one cell per column head (a short row would leave a column empty, a long one
 * a cell under no head): "data/pages/training.json: /sections/0/rows/1/cells: 4 cells for 5 column heads".
 */
const tableProblems = (file: string, json: Json): string[] =>
  sectionsOfKind(json, "table").flatMap(({ section, index }) => {
    if (!Array.isArray(section.columns) || !Array.isArray(section.rows)) return [];
    const columns = section.columns.length;
    return (section.rows as Json[]).flatMap((row, j) => {
      const cells = Array.isArray(row?.cells) ? row.cells.length : null;
      return cells === null || cells === columns
        ? []
        : [
            `${file}: /sections/${index}/rows/${j}/cells: ${cells} ${cells === 1 ? "cell" : "cells"} for ${columns} column heads; give each row one cell per column head, its name first`,
          ];
    });
  });

/**
 * A sample audit report shows an invented site and invented findings, and must say so: it is marked
 * fictional, and its notice, shown on its face, uses the word.
 */
const FICTIONAL = /\bfictional\b/i;
const reportProblems = (file: string, json: Json): string[] =>
  sectionsOfKind(json, "auditReport").flatMap(({ section, index }) => [
    ...("fictional" in section && section.fictional !== true
      ? [
          `${file}: /sections/${index}/fictional: must be true: a sample report shows an invented site and findings, and says so on its face`,
        ]
      : []),
    ...(typeof section.notice === "string" && section.notice.trim() && !FICTIONAL.test(section.notice)
      ? [`${file}: /sections/${index}/notice: must say that the report is fictional (the word "fictional")`]
      : []),
  ]);

/**
 * A readiness check keeps answers under its requirements' keys, so each key is the check's once; and
 * the summary its request carries stays within MAX_SUMMARY_LENGTH whatever the answers, so that the
 * visitor keeps most of the message for her own words: too long, the longest gap lines are named.
 */
const checkProblems = (file: string, json: Json): string[] => {
  if (!Array.isArray(json.areas) || typeof json.heading !== "string") return [];
  const areas = json.areas as Json[];
  const labels = (json.labels ?? {}) as Json;
  const keys = areas.flatMap((area, i) =>
    (Array.isArray(area?.questions) ? (area.questions as Json[]) : []).map((question, j) => ({
      value: question?.id,
      at: `/areas/${i}/questions/${j}`,
    })),
  );
  const problems = repeatsOf(keys).map(
    ({ at, value, first }) => `${file}: ${at}/id: "${String(value)}" is already the key of ${first}`,
  );
  const complete = areas.every(
    (area) =>
      typeof area?.heading === "string" &&
      Array.isArray(area.questions) &&
      (area.questions as Json[]).every((question) => typeof question?.gap === "string"),
  );
  const labelsComplete = ["met", "partlyMet", "notMet", "critical", "progress", "resultDate", "noGaps"].every(
    (key) => typeof labels[key] === "string",
  );
  // A field missing is the schema's to report.
  if (problems.length > 0 || !complete || !labelsComplete) return problems;
  const check = json as Parameters<typeof longestSummary>[0];
  const longest = longestSummary(check, labels as SummaryLabels);
  if (longest <= MAX_SUMMARY_LENGTH) return [];
  const lines = areas
    .flatMap((area, i) =>
      (area.questions as Json[]).map((question, j) => ({
        at: `/areas/${i}/questions/${j}/gap`,
        gap: question.gap as string,
      })),
    )
    .sort((a, b) => b.gap.length - a.gap.length)
    .slice(0, 3)
    .map(({ at, gap }) => `${at} (${gap.length})`);
  return [
    `${file}: /areas: the summary a request from this check carries could reach ${longest} characters, more than ${MAX_SUMMARY_LENGTH}; shorten the longest gaps (${lines.join(", ")}), area headings or labels, or ask fewer requirements`,
  ];
};

/**
 * The phone bar's short request button is named for screen readers by the whole request button text,
 * which must hold the words it shows (WCAG 2.5.3, label in name: a voice user says what she sees).
 */
const navigationProblems = (file: string, json: Json): string[] => {
  const { requestLabel, requestShortLabel } = json;
  if (typeof requestLabel !== "string" || typeof requestShortLabel !== "string") return [];
  const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean).join(" ");
  return ` ${words(requestLabel)} `.includes(` ${words(requestShortLabel)} `)
    ? []
    : [
        `${file}: /requestShortLabel: "${requestShortLabel}" is not in the request button text "${requestLabel}"; use words of that text, which screen readers hear for this button`,
      ];
};

/** An attribute's text as written in XML, read back. */
const unescapeXml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** Site files named from data/site.json, served from static/. */
const STATIC_FIELDS = ["logo", "logoRaster", "wordmark", "shareImage"];

/**
 * Checks every data file of a project.
 * @param projectDir the folder holding data/ (and static/, src/images/)
 * @returns one line per problem, empty when all is well, and how many files were read
 */
export const checkData = (projectDir: string): { problems: string[]; files: number } => {
  const dataDir = path.join(projectDir, "data");
  const files = jsonFilesUnder(dataDir).sort();
  const problems: string[] = [];
  let unreadable = 0;
  /** The files that are pages, by kind, each with its address. */
  const routed = new Map<CollectionName, { file: string; json: Json; route: string }[]>();
  const linkSources: { file: string; json: Json }[] = [];
  let topics: Set<unknown> | null = null;
  /** The lead times data/site.json names, which pages pick by name. */
  let leadTimeNames = new Set<unknown>();

  for (const absolute of files) {
    const file = path.relative(projectDir, absolute);
    const say = (line: string) => problems.push(`${file}: ${line}`);
    const kind = collectionOf(path.relative(dataDir, absolute).split(path.sep).join("/"));
    if (!kind) {
      say(
        `not a known kind of data file (expected ${KNOWN_PLACES.slice(0, -1).join(", ")} or ${KNOWN_PLACES.at(-1)})`,
      );
      continue;
    }
    const text = fs.readFileSync(absolute, "utf8");
    let json: Json;
    try {
      json = JSON.parse(text) as Json;
    } catch (error) {
      say(syntaxError(text, error as Error));
      unreadable += 1;
      continue;
    }
    const validate = validatorFor(kind);
    const valid = validate(json);
    if (!valid) {
      [...new Set((validate.errors ?? []).map(describe))].forEach(say);
    }
    for (const text of paddedTextsIn(json, kind === "insights" ? "/body" : null)) {
      say(`${text.at}: ${text.where} with a space or line break; remove it`);
    }
    // The rules every text keeps, as the editor applies them to its fields (src/schema/text-rules.ts).
    const markdown = kind === "insights" ? "/body" : null;
    for (const text of textsIn(json)) {
      for (const problem of textProblems(text.value, { markdown: text.at === markdown }, referencesOf))
        say(`${text.at}: ${problem}`);
    }
    const collection = COLLECTIONS[kind];
    if ("page" in collection) {
      const slug = path.basename(absolute, ".json");
      const route = routeOf(collection.page.route, { slug, json });
      if ("folder" in collection.page.route && !INSIGHT_SLUG.test(slug)) {
        say(
          `the file's name becomes the address ${route}: use lower-case letters, digits and single hyphens, not digits alone (such as revised-schedule-m.json)`,
        );
      }
      routed.set(kind, [...(routed.get(kind) ?? []), { file, json, route }]);
    }
    if (kind === "navigation") problems.push(...navigationProblems(file, json));
    if (kind === "insights-settings") {
      const { names, repeats } = namesIn(json.topics, "topics");
      repeats.forEach(say);
      topics = new Set(names);
    }
    // A page's generated banner was drawn from the page's diagram (or numbered steps) and logo setting:
    // drawn again when they change (once the page is valid, so that a wrong diagram is named once).
    const hero =
      valid && kind === "pages" && json.hero && typeof json.hero === "object" ? (json.hero as Json) : null;
    if (hero && typeof hero.image === "string" && hero.image.endsWith(".svg")) {
      const artwork = path.resolve(path.dirname(absolute), hero.image);
      const recorded = fs.existsSync(artwork) ? recordedSource(fs.readFileSync(artwork, "utf8")) : undefined;
      const slug = path.basename(absolute, ".json");
      if (recorded !== undefined && recorded.split(";")[0] === slug) {
        const expected = artworkSource(slug, json, recordedMethod(recorded));
        if (unescapeXml(recorded) !== expected)
          say(
            `/hero/image: ${hero.image} was drawn from an earlier version of this page (its diagram, its steps or its logo); run npm run artwork`,
          );
      }
    }
    // Every banner has its picture but the one the contact form's card rises into (a page opening with
    // the form and then the firm's details, as src/components/page-view pairs them), which it would cover.
    if (hero) {
      const sections = Array.isArray(json.sections) ? (json.sections as Json[]) : [];
      const formRises = sections[0]?.kind === "form" && sections[1]?.kind === "contact";
      const { image } = hero;
      if (formRises && image !== undefined)
        say(
          "/hero/image: not shown: the page opens with the contact form, whose card rises into the banner and would cover it; leave the banner picture empty",
        );
      if (!formRises && image === undefined) say("/hero/image: the banner needs its picture");
    }
    for (const image of imagesIn(json)) {
      const picture = path.resolve(path.dirname(absolute), image.file);
      if (!fs.existsSync(picture)) say(`${image.at}: file not found: ${image.file}`);
      else if (path.relative(path.join(projectDir, PICTURES_DIR), picture).startsWith(".."))
        say(
          `${image.at}: ${image.file} is outside ${PICTURES_DIR}/, the folder the build takes pictures from`,
        );
    }
    if (kind === "pages") {
      const sections = Array.isArray(json.sections) ? (json.sections as Json[]) : [];
      // Section ids become anchors and label ids: two alike on a page would mix them up.
      const ids = sections.flatMap((section, i) => {
        if (typeof section?.id !== "string" || !isLayoutId(section.id))
          return [{ value: section?.id, at: `/sections/${i}` }];
        say(`/sections/${i}/id: "${section.id}" is an id the page frame uses itself; choose another`);
        return [];
      });
      for (const { at, value, first } of repeatsOf(ids))
        say(`${at}/id: "${String(value)}" is already the id of ${first}`);
      // A terms list is a table of each term beside its explanation: a term alone would leave a gap.
      sections.forEach((section, i) => {
        if (section?.kind !== "list" || section.style !== "terms" || !Array.isArray(section.items)) return;
        (section.items as Json[]).forEach((item, j) => {
          if (item && typeof item === "object" && !("text" in item))
            say(
              `/sections/${i}/items/${j}/text: is required in a terms list (each term beside its explanation)`,
            );
        });
      });
    }
    if (kind === "pages") problems.push(...tableProblems(file, json), ...reportProblems(file, json));
    if (kind === "checks") problems.push(...checkProblems(file, json));
    if (kind === "site") {
      const { names, repeats } = namesIn(json.leadTimes, "leadTimes");
      repeats.forEach(say);
      leadTimeNames = new Set(names);
      for (const field of STATIC_FIELDS) {
        const value = json[field];
        if (
          typeof value === "string" &&
          value.startsWith("/") &&
          !fs.existsSync(path.join(projectDir, "static", value))
        ) {
          say(`/${field}: file not found: static${value}`);
        }
      }
      // The logo is the name drawn in outlines by `npm run artwork`, which records the name it drew.
      const wordmark = typeof json.wordmark === "string" && path.join(projectDir, "static", json.wordmark);
      if (wordmark && fs.existsSync(wordmark) && typeof json.name === "string") {
        const drawnName = fs
          .readFileSync(wordmark, "utf8")
          .match(new RegExp(`${WORDMARK_NAME_ATTRIBUTE}="([^"]*)"`))?.[1];
        if (drawnName === undefined || unescapeXml(drawnName).trim() !== json.name.trim()) {
          say(
            `/name: the logo static${json.wordmark} shows ${drawnName === undefined ? "no recorded name" : `"${unescapeXml(drawnName)}"`}; run npm run artwork to draw "${json.name}"`,
          );
        }
      }
    }
    if (kind !== "site") linkSources.push({ file, json });
  }

  // Every page's address, each kind in the table's order; a field the schema found missing has none.
  const owners = new Map<string, string>();
  for (const name of collectionNames) {
    const collection = COLLECTIONS[name];
    if (!("page" in collection)) continue;
    const { route: how } = collection.page;
    for (const { file, json, route } of routed.get(name) ?? []) {
      if ("field" in how && typeof json[how.field] !== "string") continue;
      const owner = owners.get(route);
      if (!owner) owners.set(route, file);
      else if ("field" in how)
        problems.push(`${file}: /${how.field}: "${route}" is already the path of ${owner}`);
      else problems.push(`${file}: its address ${route} is already the path of ${owner}`);
    }
  }
  const insights = routed.get("insights") ?? [];
  if (insights.length > 0 && !owners.has(INSIGHTS_PATH)) {
    problems.push(
      `data/pages: no page has the path "${INSIGHTS_PATH}", where the insights are listed (data/insights/ holds ${insights.length})`,
    );
  }
  // Links are only judged once every page could be read: a page with a syntax error still exists.
  if (!unreadable) {
    for (const { file, json } of linkSources) {
      for (const link of linksIn(json)) {
        if (link.to.startsWith("/") && !owners.has(link.to)) {
          problems.push(`${file}: ${link.at}: no page has the path "${link.to}"; ${LINK_ADVICE}`);
        }
      }
    }
    for (const insight of insights)
      problems.push(...insightProblems(insight, { owners, topics, projectDir }));
    const pages = routed.get("pages") ?? [];
    // A lead-times section picks the firm's lead times by name: each must be one data/site.json gives.
    for (const { file, json } of pages) {
      for (const { section, index } of sectionsOfKind(json, "leadTimes")) {
        (Array.isArray(section.leadTimes) ? (section.leadTimes as unknown[]) : []).forEach((name, j) => {
          if (!leadTimeNames.has(name))
            problems.push(
              `${file}: /sections/${index}/leadTimes/${j}: no lead time named "${String(name)}" in data/site.json (leadTimes)`,
            );
        });
      }
    }
    // So does a readiness check's next step.
    for (const { file, json } of routed.get("checks") ?? []) {
      const named = (json.nextStep as Json | undefined)?.leadTimes;
      (Array.isArray(named) ? (named as unknown[]) : []).forEach((name, j) => {
        if (!leadTimeNames.has(name))
          problems.push(
            `${file}: /nextStep/leadTimes/${j}: no lead time named "${String(name)}" in data/site.json (leadTimes)`,
          );
      });
    }
    // A report's thumbnail is drawn from the report its link opens: the link must lead to one.
    const reportRoutes = new Set(
      pages.filter(({ json }) => sectionsOfKind(json, "auditReport").length > 0).map(({ route }) => route),
    );
    for (const { file, json } of pages) {
      for (const { section, index } of sectionsOfKind(json, "reportThumbnail")) {
        const to = (section.link as Json | undefined)?.to;
        if (typeof to === "string" && owners.has(pageOf(to)) && !reportRoutes.has(pageOf(to)))
          problems.push(
            `${file}: /sections/${index}/link/to: the page "${to}" holds no audit report; link to the page of the sample report`,
          );
      }
    }
  }
  return { problems, files: files.length };
};
