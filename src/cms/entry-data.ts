/**
 * A data file's content in the shape the site's queries give it, so the
 * site's own components can draw it: sections get their GraphQL type name,
 * absent optional fields become null and absent lists empty, and picture
 * paths become the image data the build would have made. Which fields are
 * lists, optional or pictures is read from the editor's configuration, which
 * is generated from the content model (src/schema/editor-config.ts).
 *
 * For the editor's preview, where an entry may be half typed. (The unit
 * tests run the site's real queries instead: src/test-utils/site-graph.ts.)
 */
import type { IGatsbyImageData } from "gatsby-plugin-image";

import type { PageData } from "../components/page-view";
import type { Navigation, Site } from "../hooks/use-site";
import type { EditorField } from "../schema/editor-config";
import { EDITOR_WIDGETS } from "../schema/editor-widgets";
import { SECTION_TYPES, type SectionKind } from "../schema/type-defs";
import editorConfig from "./editor-config.json";

type Json = Record<string, unknown>;

/** An entry as Decap's search and loadEntry give it: its data plain, or Immutable. */
export type LoadedEntry = { slug: string; data: unknown };

/** Decap's search of a collection, which it gives every control (as to its relation widget). */
export type EditorQuery = (
  forID: string,
  collection: string,
  searchFields: string[],
  term: string,
) => Promise<{ payload?: { hits?: LoadedEntry[] } }>;

/** A value as Decap hands it, plain: its Immutable maps and lists become objects and arrays. */
export const plainValue = (value: unknown): unknown =>
  value && typeof value === "object" && "toJS" in value ? (value as { toJS(): unknown }).toJS() : value;

/**
 * Every entry of a folder collection through Decap's search, its data plain: an empty search term
 * matches every entry that has the field searched, the collection's identifier.
 */
export const folderEntries = async (
  query: EditorQuery,
  forID: string,
  collection: string,
  identifier: string,
): Promise<LoadedEntry[]> =>
  ((await query(forID, collection, [identifier], "")).payload?.hits ?? []).map((hit) => ({
    ...hit,
    data: plainValue(hit.data),
  }));

/**
 * How pictures named in a data file are drawn: the hero's image data, and any other picture's URL,
 * given the names of the fields that lead to it (a typed list's entries by their type's name, such
 * as sections, consultants, consultants, photo), whose configuration says the folder it is in.
 */
export type Pictures = {
  hero: (file: string) => IGatsbyImageData;
  url: (file: string, field: readonly string[]) => string;
};

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A collection of files (settings) or a folder of entries of one kind (pages, insights). */
const collections = editorConfig.collections as unknown as {
  name: string;
  files?: { name: string; fields: EditorField[] }[];
  fields?: EditorField[];
}[];

/** The fields of a file of a files collection, or of the entries of a folder collection, by name. */
const fieldsOf = (name: string): EditorField[] => {
  const file = collections.flatMap((collection) => collection.files ?? []).find((f) => f.name === name);
  const folder = collections.find((collection) => collection.name === name && collection.fields);
  const fields = file?.fields ?? folder?.fields;
  if (!fields) throw new Error(`The editor's configuration has no file or folder named "${name}"`);
  return fields;
};

/** The fields of an entry: a file's own (its slug is the file's name: settings, launch), or its folder's. */
export const entryFields = (collection: string, slug: string): EditorField[] =>
  fieldsOf(collections.find((c) => c.name === collection)?.files ? slug : collection);

const PAGE_FIELDS = fieldsOf("pages");
const SITE_FIELDS = fieldsOf("site");
const NAVIGATION_FIELDS = fieldsOf("navigation");
const INSIGHT_FIELDS = fieldsOf("insights");

function shapeValue(field: EditorField, value: unknown, pictures: Pictures, at: readonly string[]): unknown {
  const here = [...at, field.name];
  if (value === undefined || value === null || value === "") {
    // As GraphQL gives them: an absent optional field is null; a required list not yet filled in is empty.
    return field.widget === "list" && field.required ? [] : null;
  }
  if (field.widget === "image" && typeof value === "string") return { publicURL: pictures.url(value, here) };
  const isGroup = field.widget === "object" || field.widget === EDITOR_WIDGETS.optionalGroup;
  if (isGroup && field.fields && isObject(value)) {
    return shapeObject(field.fields, value, pictures, here);
  }
  if (field.widget === "list" && Array.isArray(value)) {
    if (field.types) {
      return value.filter(isObject).map((item, index) => {
        const kind = item.kind as SectionKind;
        const type = field.types?.find((t) => t.name === kind);
        // A section just added in the editor has no id yet; the page tells its sections apart by id.
        const section = { id: `new-section-${index + 1}`, ...item };
        if (!type) return { __typename: "PageUnknownSection", ...section };
        return {
          __typename: SECTION_TYPES[kind],
          ...shapeObject(type.fields, section, pictures, [...here, kind]),
        };
      });
    }
    if (field.fields) {
      const fields = field.fields;
      return value.map((item) => (isObject(item) ? shapeObject(fields, item, pictures, here) : item));
    }
  }
  return value;
}

function shapeObject(
  fields: EditorField[],
  value: Json,
  pictures: Pictures,
  at: readonly string[] = [],
): Json {
  const shaped: Json = { ...value };
  for (const field of fields) shaped[field.name] = shapeValue(field, value[field.name], pictures, at);
  return shaped;
}

/**
 * A page file's content (data/pages/<slug>.json) as the page query gives it. Its lists of case
 * studies from other pages (featuredCaseStudies sections) are empty: the build gathers them from
 * every page, which one file does not hold.
 */
export const pageData = (raw: Json, pictures: Pictures): PageData => {
  // The hero's picture is drawn from image data, not a URL: shaped apart from the other fields.
  const heroFile = isObject(raw.hero) && typeof raw.hero.image === "string" ? raw.hero.image : "";
  const withoutHeroPicture = isObject(raw.hero) ? { ...raw, hero: { ...raw.hero, image: undefined } } : raw;
  const page = shapeObject(PAGE_FIELDS, withoutHeroPicture, pictures);
  const hero = isObject(page.hero) ? page.hero : {};
  const sections = Array.isArray(page.sections) ? (page.sections as Json[]) : [];
  return {
    ...page,
    sections: sections.map((section) =>
      section.__typename === SECTION_TYPES.featuredCaseStudies ? { ...section, caseStudies: [] } : section,
    ),
    hero: {
      ...hero,
      // The generated artwork (an SVG) is served as it is, a photograph through the image pipeline.
      image: heroFile.endsWith(".svg")
        ? { publicURL: pictures.hero(heroFile).images.fallback?.src ?? null, childImageSharp: null }
        : { childImageSharp: heroFile ? { gatsbyImageData: pictures.hero(heroFile) } : null },
    },
  } as unknown as PageData;
};

/** data/site.json as the site query gives it. */
export const siteData = (raw: Json, pictures: Pictures): Site =>
  shapeObject(SITE_FIELDS, raw, pictures) as unknown as Site;

/** data/navigation.json as the site query gives it. */
export const navigationData = (raw: Json, pictures: Pictures): Navigation =>
  shapeObject(NAVIGATION_FIELDS, raw, pictures) as unknown as Navigation;

/** An insight's file (data/insights/<slug>.json) with every field shaped as its query gives it, bar those the build adds. */
export const insightData = (raw: Json, pictures: Pictures): Json =>
  shapeObject(INSIGHT_FIELDS, raw, pictures);
