/**
 * The table of section kinds in CONTENT.md (what each kind is called in the
 * editor and which fields it has), written from the content model by
 * `npm run schema` between two markers, so the editors' guide cannot drift
 * from what the data check accepts.
 */
import {
  GraphQLEnumType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLField,
  type GraphQLOutputType,
} from "graphql";

import { graphqlSchema, sectionTypesOf } from "./json-schema";
import { SECTION_INTERFACE, SECTION_LABELS, SECTION_TYPES, type SectionKind } from "./type-defs";

export const TABLE_START = "<!-- section kinds: written by npm run schema from the content model -->";
export const TABLE_END = "<!-- end of section kinds -->";

/** Enums with this many values or fewer are spelt out ("`checks` or `steps`"). */
const LISTED_VALUES = 4;

const unwrap = (type: GraphQLOutputType): GraphQLOutputType =>
  type instanceof GraphQLNonNull || type instanceof GraphQLList ? unwrap(type.ofType) : type;

const isList = (type: GraphQLOutputType): boolean =>
  (type instanceof GraphQLNonNull ? type.ofType : type) instanceof GraphQLList;

const code = (text: string) => `\`${text}\``;

/** A field's name, "optional" before it when it may be left out. */
const named = (field: GraphQLField<unknown, unknown>) =>
  `${field.type instanceof GraphQLNonNull ? "" : "optional "}${code(field.name)}`;

const namesOf = (type: GraphQLObjectType) => Object.values(type.getFields()).map(named).join(", ");

/** One field of a section: its name and, where it has parts or choices, what they are. */
const describe = (field: GraphQLField<unknown, unknown>): string => {
  const inner = unwrap(field.type);
  const isFile = inner.toString() === "File";
  let detail = "";
  if (isFile) detail = "a picture";
  else if (inner instanceof GraphQLEnumType) {
    const values = inner.getValues().map((value) => code(value.name));
    detail =
      values.length <= LISTED_VALUES
        ? values.join(" or ")
        : `one of the ${values.length} ${code(inner.name)} values`;
  } else if (inner instanceof GraphQLObjectType) {
    detail = isList(field.type) ? `each with ${namesOf(inner)}` : namesOf(inner);
  } else if (isList(field.type)) detail = "a list of texts";
  return detail ? `${named(field)}: ${detail}` : named(field);
};

/** The rows: kind, its name in the editor, its own fields (the shared kind, id and heading left out). */
export const sectionRows = (): string[][] => {
  const sections = graphqlSchema.getType(SECTION_INTERFACE);
  if (!sections || !("getFields" in sections)) throw new Error(`No ${SECTION_INTERFACE} in the model`);
  const shared = new Set(Object.keys(sections.getFields()));
  const kindOf = Object.fromEntries(Object.entries(SECTION_TYPES).map(([kind, type]) => [type, kind]));
  return sectionTypesOf(sections as Parameters<typeof sectionTypesOf>[0]).map((type) => {
    const kind = kindOf[type.name] as SectionKind;
    const fields = Object.values(type.getFields()).filter((field) => !shared.has(field.name));
    return [code(kind), SECTION_LABELS[kind], fields.map(describe).join("; ")];
  });
};

/** A Markdown table with its columns padded, as Prettier writes it. */
export const markdownTable = (header: string[], rows: string[][]): string => {
  const widths = header.map((title, column) =>
    Math.max(3, title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(" | ")} |`;
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
};

export const sectionTable = (): string =>
  markdownTable([code("kind"), "Called in the editor", "Its fields"], sectionRows());

/** CONTENT.md with the table between its markers written afresh. */
export const withSectionTable = (markdown: string): string => {
  const start = markdown.indexOf(TABLE_START);
  const end = markdown.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`CONTENT.md needs the markers ${TABLE_START} … ${TABLE_END}`);
  return `${markdown.slice(0, start + TABLE_START.length)}\n\n${sectionTable()}\n\n${markdown.slice(end)}`;
};
