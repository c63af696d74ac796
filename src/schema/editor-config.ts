/**
 * The content editor's configuration (Decap CMS collections and fields),
 * generated from the content model in ./type-defs.ts, as the JSON Schemas
 * are: every field of every data file, with the editor's words for it (the
 * @editor directive), whether it is required, its closed set of choices and
 * its pattern (the same rules the data check applies, see ./json-schema.ts).
 * `npm run schema` writes it to src/cms/editor-config.json.
 */
import fs from "fs";
import path from "path";
import {
  GraphQLInterfaceType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  type GraphQLField,
  type GraphQLOutputType,
} from "graphql";

import { fieldRules, graphqlSchema, kindOf, sectionTypesOf } from "./json-schema";
import { EDITOR_DIRECTIVE, SECTION_LABELS, type SectionKind } from "./type-defs";

export type EditorField = {
  name: string;
  label: string;
  widget: string;
  required: boolean;
  hint?: string;
  /** [regular expression, message shown beside the field] */
  pattern?: [string, string];
  options?: string[];
  value_type?: "int";
  min?: number;
  max?: number;
  label_singular?: string;
  fields?: EditorField[];
  field?: EditorField;
  types?: { name: string; label: string; widget: "object"; fields: EditorField[] }[];
  typeKey?: string;
  /** What a collapsed list entry shows (Decap's template: {{fields.<name>}}). */
  summary?: string;
  media_folder?: string;
  public_folder?: string;
};

type EditorWords = { label: string; hint?: string; item?: string; multiline?: boolean; folder?: string };

/** Where the page files live: pictures are referenced relative to them. */
const PAGES_DIR = "data/pages";

const NOT_BLANK: [string, string] = ["\\S", "Must not be blank."];

/** A field that must not change in the editor: links across the site point at it. */
const READ_ONLY_FIELDS = new Set(["PageJson.path"]);

const wordsOf = (typeName: string, field: GraphQLField<unknown, unknown>): EditorWords => {
  const directive = field.astNode?.directives?.find((d) => d.name.value === EDITOR_DIRECTIVE);
  if (!directive)
    throw new Error(`${typeName}.${field.name} has no @${EDITOR_DIRECTIVE}(label: …) for the editor`);
  return Object.fromEntries(
    (directive.arguments ?? []).map((argument) => [
      argument.name.value,
      "value" in argument.value ? argument.value.value : undefined,
    ]),
  ) as EditorWords;
};

const unwrap = (type: GraphQLOutputType) => (type instanceof GraphQLNonNull ? type.ofType : type);

const isFile = (field: GraphQLField<unknown, unknown>) =>
  field.astNode?.directives?.some((d) => d.name.value === "fileByRelativePath") ?? false;

/** The pattern and message a field's rules give, or "not blank" (the data check's rule for any text). */
const patternOf = (rules: Record<string, unknown>): [string, string] => {
  if (typeof rules.pattern === "string") {
    const what = typeof rules.description === "string" ? rules.description : `text matching ${rules.pattern}`;
    return [rules.pattern, `Must be ${what}.`];
  }
  return NOT_BLANK;
};

const objectFields = (type: GraphQLObjectType): EditorField[] =>
  Object.values(type.getFields())
    .filter((field) => !(field.name === "kind" && kindOf(type.name)))
    .map((field) => editorField(type.name, field));

const sectionTypes = (sections: GraphQLInterfaceType) =>
  sectionTypesOf(sections).map((member) => {
    const kind = kindOf(member.name) as SectionKind;
    return {
      name: kind,
      label: SECTION_LABELS[kind],
      widget: "object" as const,
      fields: objectFields(member),
    };
  });

function editorField(typeName: string, field: GraphQLField<unknown, unknown>): EditorField {
  const words = wordsOf(typeName, field);
  const required = field.type instanceof GraphQLNonNull;
  const rules = fieldRules(typeName, field.name);
  const base = {
    name: field.name,
    label: words.label,
    required,
    ...(words.hint ? { hint: words.hint } : {}),
  };
  const type = unwrap(field.type);
  const textWidget = words.multiline ? "text" : "string";

  if (READ_ONLY_FIELDS.has(`${typeName}.${field.name}`)) return { ...base, widget: "readonly" };
  if (isFile(field)) {
    // Decap reads a field's folders relative to the entry's file (data/pages/<slug>.json): uploads go to
    // media_folder, and the value written is public_folder/<file>, the path the build resolves.
    const folder = path.posix.relative(PAGES_DIR, words.folder ?? "src/images");
    return { ...base, widget: "image", media_folder: folder, public_folder: folder };
  }
  if (type instanceof GraphQLList) {
    const item = unwrap(type.ofType);
    const list = { ...base, widget: "list", label_singular: words.item ?? words.label };
    if (item instanceof GraphQLInterfaceType) {
      // A collapsed section shows its kind and heading: "Cards: Our Services".
      return {
        ...list,
        typeKey: "kind",
        summary: "{{fields.label}}: {{fields.heading}}",
        types: sectionTypes(item),
      };
    }
    if (item instanceof GraphQLObjectType) {
      // How many entries the list may have, where the model's rules say (json-schema.ts).
      const counts = {
        ...(typeof rules.minItems === "number" ? { min: rules.minItems } : {}),
        ...(typeof rules.maxItems === "number" ? { max: rules.maxItems } : {}),
      };
      return { ...list, ...counts, fields: objectFields(item) };
    }
    // A list of texts: each entry its own field; such lists must not be empty (see json-schema.ts).
    const single: EditorField = {
      name: "item",
      label: words.item ?? words.label,
      widget: textWidget,
      required: true,
      pattern: NOT_BLANK,
    };
    return { ...list, min: 1, summary: "{{fields.item}}", field: single };
  }
  if (type instanceof GraphQLObjectType) return { ...base, widget: "object", fields: objectFields(type) };
  if (type instanceof GraphQLScalarType && type.name === "Boolean") return { ...base, widget: "boolean" };
  if (type instanceof GraphQLScalarType && type.name === "Int") {
    return { ...base, widget: "number", value_type: "int" };
  }
  if (Array.isArray(rules.enum)) return { ...base, widget: "select", options: rules.enum as string[] };
  return { ...base, widget: textWidget, pattern: patternOf(rules) };
}

/** The editor's fields for one kind of data file, by its GraphQL type. */
export const editorFields = (typeName: "SiteJson" | "NavigationJson" | "PageJson"): EditorField[] =>
  objectFields(graphqlSchema.getType(typeName) as GraphQLObjectType);

type PageFile = { slug: string; path: string; heroTitle: string };

/** What an editor calls a page in the list: its heading and its address. */
const pageLabel = ({ path: route, heroTitle }: PageFile) =>
  route === "/" ? "Home (/)" : `${heroTitle} (${route})`;

/** The whole configuration, for the page files that exist (`pages`, sorted by address). */
export const editorConfig = (pages: PageFile[]) => {
  const pageFields = editorFields("PageJson");
  // The media library shows the banner pictures (the hero picture's folder); other pictures have their own.
  const heroPicture = pageFields.find((f) => f.name === "hero")?.fields?.find((f) => f.name === "image");
  const heroFolder = heroPicture?.public_folder ?? "../../src/images";
  return {
    // Where entries are saved (the repository, or decap-server on the editor's own machine) is added
    // by src/cms/index.tsx from src/cms/backend.json.
    load_config_file: false,
    media_folder: path.posix.join(PAGES_DIR, heroFolder),
    public_folder: heroFolder,
    collections: [
      {
        name: "pages",
        label: "Pages",
        label_singular: "Page",
        files: [...pages]
          .sort((a, b) => a.path.localeCompare(b.path))
          .map((page) => ({
            name: page.slug,
            label: pageLabel(page),
            file: `${PAGES_DIR}/${page.slug}.json`,
            format: "json",
            fields: pageFields,
          })),
      },
      {
        name: "settings",
        label: "Company details and menu",
        files: [
          {
            name: "site",
            label: "Company details",
            file: "data/site.json",
            format: "json",
            fields: editorFields("SiteJson"),
          },
          {
            name: "navigation",
            label: "Menu and footer links",
            file: "data/navigation.json",
            format: "json",
            fields: editorFields("NavigationJson"),
          },
        ],
      },
    ],
  };
};

/** The page files under `dir` (data/pages), as the configuration lists them. */
export const pageFilesIn = (dir: string): PageFile[] =>
  fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => {
      const page = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as {
        path: string;
        hero: { title: string };
      };
      return { slug: path.basename(file, ".json"), path: page.path, heroTitle: page.hero.title };
    });
