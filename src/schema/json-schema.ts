/**
 * JSON Schemas (draft 2020-12) for the data files, generated from the
 * content model in ./type-defs.ts so the two cannot drift apart: what GraphQL
 * requires, the schema requires; no unknown field is allowed; text must not
 * be empty. The constraints GraphQL types cannot say (formats, patterns,
 * choices) are the model's too: its enums, and the rules its @value directive
 * names. `npm run schema` writes them to data/schema/; editors get
 * autocompletion and live errors from them, and
 * plugins/site-content/check-data.ts validates with them.
 */
import {
  buildSchema,
  GraphQLEnumType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLInterfaceType,
  GraphQLObjectType,
  GraphQLScalarType,
  Kind,
  type GraphQLField,
  type GraphQLOutputType,
} from "graphql";

import { COLLECTIONS, type CollectionName, placeOf } from "./collections";
import { graphqlTypeDefs } from "./interface-fields";
import {
  EDITOR_DIRECTIVE,
  EDITOR_DIRECTIVE_ARGS,
  SECTION_TYPES,
  VALUE_DIRECTIVE,
  VALUE_DIRECTIVE_ARGS,
  VALUE_RULES,
} from "./type-defs";

type JsonSchema = Record<string, unknown>;

/** Just enough of Gatsby's built-ins for the content model to stand alone. */
export const GATSBY_STUBS = `
  directive @dontInfer on OBJECT
  directive @fileByRelativePath on FIELD_DEFINITION
  directive @dateformat on FIELD_DEFINITION
  scalar Date
  directive @${EDITOR_DIRECTIVE}(${Object.entries(EDITOR_DIRECTIVE_ARGS)
    .map(([name, type]) => `${name}: ${type}`)
    .join(", ")}) on FIELD_DEFINITION
  directive @${VALUE_DIRECTIVE}(${Object.entries(VALUE_DIRECTIVE_ARGS)
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

export const kindOf = (typeName: string) =>
  Object.entries(SECTION_TYPES).find(([, name]) => name === typeName)?.[0];

/**
 * The constraints beyond its GraphQL type that a field carries: the values of
 * its enum (a closed set, such as icon names), or the rule its @value
 * directive names (VALUE_RULES in ./type-defs.ts).
 */
const rulesOf = (field: GraphQLField<unknown, unknown>): JsonSchema => {
  const inner = field.type instanceof GraphQLNonNull ? field.type.ofType : field.type;
  if (inner instanceof GraphQLEnumType) return { enum: inner.getValues().map((value) => value.value) };
  const directive = field.astNode?.directives?.find((d) => d.name.value === VALUE_DIRECTIVE);
  const argument = directive?.arguments?.find((arg) => arg.name.value === "rule")?.value;
  if (!argument) return {};
  const name = argument.kind === Kind.STRING ? argument.value : "";
  if (!Object.hasOwn(VALUE_RULES, name)) {
    throw new Error(`${field.name}: @${VALUE_DIRECTIVE} names no rule "${name}" of VALUE_RULES`);
  }
  return { ...VALUE_RULES[name as keyof typeof VALUE_RULES] };
};

/** The constraints beyond its GraphQL type that one field carries (pattern, choices, …). */
export const fieldRules = (typeName: string, fieldName: string): JsonSchema => {
  const type = graphqlSchema.getType(typeName);
  const field = type instanceof GraphQLObjectType ? type.getFields()[fieldName] : undefined;
  return field ? rulesOf(field) : {};
};

const valueSchema = (type: GraphQLOutputType, isFile: boolean): JsonSchema => {
  const inner = type instanceof GraphQLNonNull ? type.ofType : type;
  if (inner instanceof GraphQLList) {
    return { type: "array", items: valueSchema(inner.ofType, isFile) };
  }
  if (isFile) {
    return { type: "string", minLength: 1, description: "An image file, relative to this data file" };
  }
  if (inner instanceof GraphQLScalarType || inner instanceof GraphQLEnumType) {
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
    const rules = rulesOf(field);
    let schema: JsonSchema = { ...valueSchema(field.type, isFile) };
    if (schema.type === "array" && (schema.items as JsonSchema).type === "string") {
      // A list of texts must not be empty; a value rule (a pattern, a format) holds for each text.
      const { minItems, maxItems, ...textRules } = rules;
      schema = {
        ...schema,
        items: { ...(schema.items as JsonSchema), ...textRules },
        minItems: minItems ?? 1,
        ...(maxItems === undefined ? {} : { maxItems }),
      };
    } else {
      schema = { ...schema, ...rules };
    }
    const kind = kindOf(type.name);
    if (name === "kind" && kind) schema = { const: kind };
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

/** The JSON Schema of a kind of data file (./collections.ts). */
export const jsonSchema = (name: CollectionName): JsonSchema => {
  const collection = COLLECTIONS[name];
  const title = `data/${placeOf(collection)}: ${collection.about}`;
  const root = graphqlSchema.getType(collection.type) as GraphQLObjectType;
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title,
    ...objectSchema(root, true),
    $defs: Object.fromEntries(reachable(root).map((type) => [type.name, objectSchema(type, false)])),
  };
};
