/**
 * JSON Schemas (draft 2020-12) for the data files, generated from the
 * content model in ./type-defs.ts so the two cannot drift apart: what GraphQL
 * requires, the schema requires; no unknown field is allowed; text must not
 * be empty. The constraints GraphQL cannot say (formats, patterns, choices)
 * are listed in FIELD_RULES. `npm run schema` writes them to data/schema/;
 * editors get autocompletion and live errors from them, and
 * scripts/check-data.ts validates with them.
 */
import {
  buildSchema,
  GraphQLList,
  GraphQLNonNull,
  GraphQLInterfaceType,
  GraphQLObjectType,
  GraphQLScalarType,
  type GraphQLOutputType,
} from "graphql";

import { DIAGRAM_SHAPES, MAX_DIAGRAM_STEPS } from "../components/diagram-section/shapes";
import { ICON_NAMES } from "../components/icon/names";
import { PRESELECTABLE_REQUESTS } from "../lib/contact-request";
import { graphqlTypeDefs } from "./interface-fields";
import { EDITOR_DIRECTIVE, EDITOR_DIRECTIVE_ARGS, SECTION_TYPES } from "./type-defs";

type JsonSchema = Record<string, unknown>;

/** Just enough of Gatsby's built-ins for the content model to stand alone. */
const GATSBY_STUBS = `
  directive @dontInfer on OBJECT
  directive @fileByRelativePath on FIELD_DEFINITION
  directive @${EDITOR_DIRECTIVE}(${Object.entries(EDITOR_DIRECTIVE_ARGS)
    .map(([name, type]) => `${name}: ${type}`)
    .join(", ")}) on FIELD_DEFINITION
  interface Node { id: ID! }
  type File implements Node { id: ID! }
`;

export const graphqlSchema = buildSchema(GATSBY_STUBS + graphqlTypeDefs);

/** The types implementing the sections' interface, in the order of SECTION_TYPES. */
export const sectionTypesOf = (type: GraphQLInterfaceType): GraphQLObjectType[] => {
  const possible = new Set(graphqlSchema.getPossibleTypes(type));
  return Object.values(SECTION_TYPES)
    .map((name) => graphqlSchema.getType(name))
    .filter(
      (member): member is GraphQLObjectType => member instanceof GraphQLObjectType && possible.has(member),
    );
};

/**
 * Fields that become links, image addresses, frame and form targets accept
 * only the site's own paths and https: addresses, so no data value can become
 * a javascript: URL, leave the site through a path ("//elsewhere.example"), or
 * widen the Content-Security-Policy that is built from these origins.
 */
const SITE_PATH = {
  pattern: "^/(?![/\\\\])[^\\s\\\\]*$",
  description: "a path on this site, starting with a single / and without spaces",
};
const HOST = "[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*(:[0-9]{1,5})?";
const HTTPS_URL = {
  format: "uri",
  pattern: `^https://${HOST}([/?#][^\\s]*)?$`,
  description: "an address starting with https:// and without spaces",
};
const COLOR = { pattern: "^#[0-9a-fA-F]{6}$", description: "a colour such as #0b2545" };

/** Constraints beyond the GraphQL types, by "Type.field". */
const FIELD_RULES: Record<string, JsonSchema> = {
  "SiteJson.url": {
    ...HTTPS_URL,
    pattern: `^https://${HOST}/?$`,
    description: "the site's address, e.g. https://www.example.com",
  },
  "SiteJson.email": {
    format: "email",
    // Written into a mailto: link: no "?" or "&" that would add headers such as cc or body.
    pattern: "^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+$",
    description: "an email address such as info@example.com",
  },
  "SiteJson.phone": {
    pattern: "^\\+[0-9][0-9 ]{7,18}[0-9]$",
    description: "a phone number in international format, e.g. +91 00000 00000",
  },
  "SiteJson.logo": SITE_PATH,
  "SiteJson.logoRaster": SITE_PATH,
  "SiteJson.wordmark": SITE_PATH,
  "SiteJson.shareImage": SITE_PATH,
  "SiteJson.themeColor": COLOR,
  "SiteJson.backgroundColor": COLOR,
  "SiteJson.copyright": {
    pattern: "\\{year\\}",
    description: "a line containing {year} ({year}, {name} and {country} are filled in)",
  },
  "SiteAddress.postalCode": { pattern: "^[0-9]{6}$", description: "a six-digit PIN code" },
  "SiteMap.embedUrl": HTTPS_URL,
  "SiteMap.linkUrl": HTTPS_URL,
  "SiteForm.endpoint": HTTPS_URL,
  "NavItem.to": SITE_PATH,
  "NavLink.to": SITE_PATH,
  "PageLink.to": SITE_PATH,
  "PageJson.path": { pattern: "^/([a-z0-9-]+/)*$", description: "a route such as / or /training/" },
  "PageJson.keywords": { minItems: 1 },
  "PageCard.icon": { enum: [...ICON_NAMES] },
  "PageListSection.style": { enum: ["checks", "steps"] },
  "PageDiagramSection.diagram": { enum: [...DIAGRAM_SHAPES] },
  "PageDiagramSection.steps": { minItems: 1, maxItems: MAX_DIAGRAM_STEPS },
  "PageHeroAction.request": { enum: [...PRESELECTABLE_REQUESTS] },
  "PageFormMessages.tooLong": { pattern: "\\{max\\}" },
  "PageFormMessages.attentionMany": {
    pattern: "\\{count\\}",
    description: "a sentence containing {count}, which stands for the number of fields",
  },
};

/** Every section's id becomes its anchor and label id, so it must be a plain slug. */
const SECTION_ID = {
  pattern: "^[a-z][a-z0-9-]*$",
  description: "lower-case words joined by -, e.g. our-services",
};

export const kindOf = (typeName: string) =>
  Object.entries(SECTION_TYPES).find(([, name]) => name === typeName)?.[0];

/** The constraints beyond its GraphQL type that one field carries (pattern, choices, …). */
export const fieldRules = (typeName: string, fieldName: string): JsonSchema => ({
  ...(FIELD_RULES[`${typeName}.${fieldName}`] ?? {}),
  ...(fieldName === "id" && kindOf(typeName) ? SECTION_ID : {}),
});

const valueSchema = (type: GraphQLOutputType, isFile: boolean): JsonSchema => {
  const inner = type instanceof GraphQLNonNull ? type.ofType : type;
  if (inner instanceof GraphQLList) {
    return { type: "array", items: valueSchema(inner.ofType, isFile) };
  }
  if (isFile) {
    return { type: "string", minLength: 1, description: "An image file, relative to this data file" };
  }
  if (inner instanceof GraphQLScalarType) {
    if (inner.name === "Int") return { type: "integer" };
    if (inner.name === "Boolean") return { type: "boolean" };
    return { type: "string", minLength: 1, pattern: "\\S" };
  }
  if (inner instanceof GraphQLInterfaceType) {
    const members = sectionTypesOf(inner);
    return {
      type: "object",
      properties: { kind: { enum: members.map((member) => kindOf(member.name)) } },
      required: ["kind"],
      discriminator: { propertyName: "kind" },
      oneOf: members.map((member) => ({ $ref: `#/$defs/${member.name}` })),
    };
  }
  return { $ref: `#/$defs/${(inner as GraphQLObjectType).name}` };
};

const objectSchema = (type: GraphQLObjectType, isRoot: boolean): JsonSchema => {
  const properties: Record<string, JsonSchema> = isRoot
    ? { $schema: { type: "string", description: "The JSON Schema of this file, for editors" } }
    : {};
  const required: string[] = [];
  // Gatsby gives a Node its id; the fields of other interfaces are the type's own.
  const interfaceFields = new Set(
    type
      .getInterfaces()
      .filter((i) => i.name === "Node")
      .flatMap((i) => Object.keys(i.getFields())),
  );
  for (const [name, field] of Object.entries(type.getFields())) {
    if (interfaceFields.has(name)) continue;
    const isFile = field.astNode?.directives?.some((d) => d.name.value === "fileByRelativePath") ?? false;
    const rules = FIELD_RULES[`${type.name}.${name}`] ?? {};
    let schema: JsonSchema = { ...valueSchema(field.type, isFile) };
    if (schema.type === "array" && (schema.items as JsonSchema).type === "string") {
      schema = { ...schema, minItems: 1, ...rules };
    } else {
      schema = { ...schema, ...rules };
    }
    const kind = kindOf(type.name);
    if (name === "kind" && kind) schema = { const: kind };
    if (name === "id" && kind) schema = { ...schema, ...SECTION_ID };
    if (field.description) schema.description = field.description;
    properties[name] = schema;
    if (field.type instanceof GraphQLNonNull) required.push(name);
  }
  return { type: "object", properties, required, additionalProperties: false };
};

/** Every object type a root type reaches, for its $defs. */
const reachable = (root: GraphQLObjectType): GraphQLObjectType[] => {
  const seen = new Map<string, GraphQLObjectType>();
  const visit = (type: GraphQLOutputType) => {
    const inner = type instanceof GraphQLNonNull || type instanceof GraphQLList ? type.ofType : type;
    if (inner instanceof GraphQLNonNull || inner instanceof GraphQLList) return visit(inner);
    const members = inner instanceof GraphQLInterfaceType ? sectionTypesOf(inner) : [inner];
    for (const member of members) {
      if (!(member instanceof GraphQLObjectType) || member.name === "File" || seen.has(member.name)) continue;
      seen.set(member.name, member);
      Object.values(member.getFields()).forEach((field) => visit(field.type));
    }
  };
  Object.values(root.getFields()).forEach((field) => visit(field.type));
  seen.delete(root.name);
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
};

/** The data file kinds: schema file name → root GraphQL type. */
export const SCHEMA_FILES = {
  "site.schema.json": {
    type: "SiteJson",
    title: "data/site.json: the company's identity and contact details",
  },
  "navigation.schema.json": { type: "NavigationJson", title: "data/navigation.json: menu and footer links" },
  "page.schema.json": { type: "PageJson", title: "data/pages/<slug>.json: one page of the site" },
} as const;

export const jsonSchema = (fileName: keyof typeof SCHEMA_FILES): JsonSchema => {
  const { type: typeName, title } = SCHEMA_FILES[fileName];
  const root = graphqlSchema.getType(typeName) as GraphQLObjectType;
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title,
    ...objectSchema(root, true),
    $defs: Object.fromEntries(reachable(root).map((type) => [type.name, objectSchema(type, false)])),
  };
};
