/**
 * The content editor's configuration (Decap CMS collections and fields),
 * generated from the content model in ./type-defs.ts, as the JSON Schemas
 * are: every field of every data file, with the editor's words for it (the
 * @editor directive), whether it is required, its closed set of choices and
 * its pattern (the same rules the data check applies, see ./json-schema.ts).
 * `npm run schema` writes it to src/cms/editor-config.json.
 */
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

import {
  COLLECTIONS,
  type CollectionName,
  collectionNames,
  LAUNCH,
  placeOf,
  type Route,
  SETTINGS,
} from "./collections";
import { EDITOR_WIDGETS } from "./editor-widgets";
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
  /** The most characters a text field's place holds (its model's rule): src/cms/text-widgets.tsx refuses more. */
  max_length?: { characters: number; place: string };
  options?: (string | Choice)[];
  multiple?: boolean;
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
  /** Whether a list's entries start folded (Decap folds them unless told otherwise). */
  collapsed?: boolean;
  media_folder?: string;
  public_folder?: string;
  /** The relation widget: choices read from another entry (`value_field`, such as topics.*.name). */
  collection?: string;
  file?: string;
  search_fields?: string[];
  value_field?: string;
  display_fields?: string[];
  /** The datetime widget: how the date is stored and shown, without a time. */
  format?: string;
  date_format?: string;
  time_format?: boolean;
  picker_utc?: boolean;
  /** The markdown widget: its toolbar and the blocks it can insert. */
  buttons?: string[];
  editor_components?: string[];
  modes?: string[];
};

/** A choice of a select field: what the editor reads and the value written to the file. */
export type Choice = { label: string; value: string };

type EditorWords = {
  label: string;
  hint?: string;
  item?: string;
  multiline?: boolean;
  markdown?: boolean;
  folder?: string;
};

/** How one kind of data file's fields are drawn: where its files live (pictures are relative to them). */
type FieldContext = { entryDir: string };

/** Pages chosen by their banner heading, saved by address: an insight's services, a consultant's areas. */
const SERVICE_PAGES: Partial<EditorField> = {
  widget: "relation",
  collection: "pages" satisfies CollectionName,
  search_fields: ["hero.title", "path"],
  value_field: "path",
  display_fields: ["hero.title"],
  multiple: true,
  min: 1,
};

/**
 * Fields that name a consultant, as the pages list them (About's consultants section): an article's
 * author and reviewer, who reads the requests, who signs the sample report. Each is a text box that
 * offers the listed names (src/cms/consultant-widget.tsx) and keeps any text, so that a launch
 * stand-in ("Author to be named") saves unchanged until a name is chosen.
 */
const CONSULTANT_FIELDS = new Set([
  "InsightJson.author",
  "InsightJson.reviewer",
  "PagePeople.people",
  "PageReportSigner.name",
]);

/**
 * Fields drawn otherwise than their type says, by "Type.field", merged over the field's own: their
 * choices come from another entry (an insight's topics, from the list in Insights settings) or from
 * the pages, by address, as they stand when the editor opens.
 */
const OVERRIDES: Record<string, Partial<EditorField>> = {
  "PageConsultant.areas": SERVICE_PAGES,
  "InsightJson.topics": {
    widget: "relation",
    collection: SETTINGS.name,
    file: "insights-settings" satisfies CollectionName,
    search_fields: ["topics.*.name"],
    value_field: "topics.*.name",
    display_fields: ["topics.*.name"],
    multiple: true,
    min: 1,
  },
  "InsightJson.services": SERVICE_PAGES,
};

/** The date as the data check wants it (2026-11-25), picked from a calendar without a time. */
const DATE_FIELD = {
  widget: "datetime",
  format: "YYYY-MM-DD",
  date_format: "YYYY-MM-DD",
  time_format: false,
  picker_utc: true,
} satisfies Partial<EditorField>;

/** What the Markdown editor offers: the elements the site renders (src/lib/markdown.ts), nothing more. */
const MARKDOWN_FIELD = {
  widget: "markdown",
  modes: ["rich_text", "raw"],
  buttons: [
    "bold",
    "italic",
    "link",
    "heading-two",
    "heading-three",
    "quote",
    "bulleted-list",
    "numbered-list",
  ],
  editor_components: ["image"],
} satisfies Partial<EditorField>;

const NOT_BLANK: [string, string] = ["\\S", "Must not be blank."];

/** "Banner button" as the name of the thing added: "Add banner button" (a leading acronym stays). */
const itemName = (label: string) =>
  /^[A-Z][a-z]/.test(label) ? label[0].toLowerCase() + label.slice(1) : label;

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

/**
 * A text field's checks: its pattern, and the length its place holds (a `longest` rule, whose
 * description names the place), which the editor's text widgets apply with the data check's message.
 */
const textChecksOf = (rules: Record<string, unknown>): Pick<EditorField, "pattern" | "max_length"> => ({
  pattern: patternOf(rules),
  ...(typeof rules.maxLength === "number" && typeof rules.description === "string"
    ? { max_length: { characters: rules.maxLength, place: rules.description } }
    : {}),
});

const objectFields = (type: GraphQLObjectType, context: FieldContext): EditorField[] =>
  Object.values(type.getFields())
    .filter((field) => !(field.name === "kind" && kindOf(type.name)))
    .map((field) => editorField(type.name, field, context));

const sectionTypes = (sections: GraphQLInterfaceType, context: FieldContext) =>
  sectionTypesOf(sections).map((member) => {
    const kind = kindOf(member.name) as SectionKind;
    return {
      name: kind,
      label: SECTION_LABELS[kind],
      widget: "object" as const,
      fields: objectFields(member, context),
    };
  });

function editorField(
  typeName: string,
  field: GraphQLField<unknown, unknown>,
  context: FieldContext,
): EditorField {
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

  const override = OVERRIDES[`${typeName}.${field.name}`];
  if (override) return { ...base, widget: textWidget, ...override };
  if (READ_ONLY_FIELDS.has(`${typeName}.${field.name}`)) return { ...base, widget: EDITOR_WIDGETS.readonly };
  if (CONSULTANT_FIELDS.has(`${typeName}.${field.name}`)) {
    const consultant = { widget: EDITOR_WIDGETS.consultant, ...textChecksOf(rules) };
    if (!(type instanceof GraphQLList)) return { ...base, ...consultant };
    // A list of consultants may be empty while the firm has named nobody (its rule: minItems 0).
    const item = { name: "item", label: words.item ?? words.label, required: true, ...consultant };
    return {
      ...base,
      widget: "list",
      label_singular: words.item ?? words.label,
      min: typeof rules.minItems === "number" ? rules.minItems : 1,
      summary: "{{fields.item}}",
      field: item,
    };
  }
  if (isFile(field)) {
    // Decap reads a field's folders relative to the entry's file (data/pages/<slug>.json): uploads go to
    // media_folder, and the value written is public_folder/<file>, the path the build resolves.
    const folder = path.posix.relative(context.entryDir, words.folder ?? "src/images");
    return { ...base, widget: "image", media_folder: folder, public_folder: folder };
  }
  if (words.markdown) return { ...base, ...MARKDOWN_FIELD, ...textChecksOf(rules) };
  if (type instanceof GraphQLList) {
    const item = unwrap(type.ofType);
    const list = { ...base, widget: "list", label_singular: words.item ?? words.label };
    if (item instanceof GraphQLInterfaceType) {
      // A collapsed section shows its heading under the name of its kind, which the editor adds.
      return {
        ...list,
        typeKey: "kind",
        summary: "{{fields.heading}}",
        types: sectionTypes(item, context),
      };
    }
    if (item instanceof GraphQLObjectType) {
      // How many entries the list may have, where the model's rules say (json-schema.ts).
      const counts = {
        ...(typeof rules.minItems === "number" ? { min: rules.minItems } : {}),
        ...(typeof rules.maxItems === "number" ? { max: rules.maxItems } : {}),
      };
      // A collapsed entry is named by its label where it has one (a lead time's, not its key).
      const summary = "label" in item.getFields() ? { summary: "{{fields.label}}" } : {};
      return { ...list, ...counts, ...summary, fields: objectFields(item, context) };
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
  if (type instanceof GraphQLObjectType) {
    const fields = objectFields(type, context);
    // Decap requires the required fields of every object it draws, present or not: an optional group
    // holding one is added and removed as a whole instead (src/cms/optional-group.tsx), so an entry
    // without it saves as it is, and one with it must have it whole, as the data check wants.
    if (!required && fields.some((inner) => inner.required)) {
      return { ...base, widget: EDITOR_WIDGETS.optionalGroup, label_singular: itemName(words.label), fields };
    }
    return { ...base, widget: "object", fields };
  }
  if (type instanceof GraphQLScalarType && type.name === "Date") {
    return { ...base, ...DATE_FIELD, pattern: patternOf(rules) };
  }
  if (type instanceof GraphQLScalarType && type.name === "Boolean") return { ...base, widget: "boolean" };
  if (type instanceof GraphQLScalarType && type.name === "Int") {
    return { ...base, widget: "number", value_type: "int" };
  }
  if (Array.isArray(rules.enum)) return { ...base, widget: "select", options: rules.enum as string[] };
  return { ...base, widget: textWidget, ...textChecksOf(rules) };
}

/** The editor's fields for one kind of data file. */
export const editorFields = (name: CollectionName): EditorField[] => {
  const collection = COLLECTIONS[name];
  const entryDir = path.posix.dirname(`data/${placeOf(collection)}`);
  return objectFields(graphqlSchema.getType(collection.type) as GraphQLObjectType, { entryDir });
};

/**
 * Where "View Preview" on a draft opens the host's preview build of its branch: the entry's page.
 * Decap makes a slug of the address ("/training/" → "training"; "/" → the home page).
 */
const previewPath = (route: Route) =>
  "field" in route ? `{{fields.${route.field}}}` : `${route.folder.slice(1)}{{slug}}`;

/** The launch view's one field: the firm's confirmations, drawn with what is still to supply. */
const launchField: EditorField = {
  name: "confirmations",
  label: "What is left before launch",
  widget: EDITOR_WIDGETS.launchList,
  required: false,
  hint: "Each line is what the launch check still refuses. Open its entry to replace a stand-in; confirm a claim here, then Save.",
};

/**
 * The whole configuration, from the content model and the table of data file kinds alone: each
 * folder kind a collection whose entries are listed by what their files hold (so it names no page or
 * article), and the one-file kinds as the entries of one settings collection.
 */
export const editorConfig = () => {
  // The media library shows the banner pictures (the hero picture's folder); other pictures have their own.
  const heroPicture = editorFields("pages")
    .find((f) => f.name === "hero")
    ?.fields?.find((f) => f.name === "image");
  const heroFolder = heroPicture?.public_folder ?? "../../src/images";
  const folders = collectionNames.flatMap((name) => {
    const collection = COLLECTIONS[name];
    if (!("folder" in collection)) return [];
    return [
      {
        name,
        ...collection.editor,
        folder: `data/${collection.folder}`,
        extension: "json",
        format: "json",
        // A new entry's file is named by the slug Decap makes of its title ("Revised Schedule M" →
        // revised-schedule-m.json); its address keeps that name afterwards.
        ...(collection.editor.create ? { slug: "{{slug}}" } : {}),
        ...("page" in collection ? { preview_path: previewPath(collection.page.route) } : {}),
        fields: editorFields(name),
      },
    ];
  });
  const files = collectionNames.flatMap((name) => {
    const collection = COLLECTIONS[name];
    if (!("file" in collection)) return [];
    return [
      {
        name,
        label: collection.editor.label,
        file: `data/${collection.file}`,
        format: "json",
        fields: editorFields(name),
      },
    ];
  });
  return {
    // Where entries are saved (the repository, or decap-server on the editor's own machine) is added
    // by src/cms/index.tsx from src/cms/backend.json.
    load_config_file: false,
    media_folder: path.posix.join(`data/${COLLECTIONS.pages.folder}`, heroFolder),
    public_folder: heroFolder,
    collections: [
      ...folders,
      { ...SETTINGS, files },
      {
        name: LAUNCH.name,
        label: LAUNCH.label,
        // A list of what is left has nothing to preview.
        editor: { preview: false },
        files: [
          {
            name: LAUNCH.name,
            label: "What only the firm can supply",
            file: LAUNCH.file,
            format: "json",
            fields: [launchField],
          },
        ],
      },
    ],
  };
};
