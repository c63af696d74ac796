/**
 * The content model as GraphQL and Gatsby take it. Kept apart from
 * ./type-defs.ts so that the content editor, which reads the section kinds
 * from there, does not bundle a GraphQL parser.
 */
import { type FieldDefinitionNode, Kind, parse, print, visit } from "graphql";

import { SECTION_ANCHOR_EXAMPLES, SECTION_TYPES, type SectionKind, typeDefs } from "./type-defs";

/** Where the interface's words name the kind's example anchor. */
const ANCHOR_EXAMPLE = "{anchor}";

const exampleAnchorOf = (typeName: string): string => {
  const kind = (Object.keys(SECTION_TYPES) as SectionKind[]).find((k) => SECTION_TYPES[k] === typeName);
  return kind ? SECTION_ANCHOR_EXAMPLES[kind] : ANCHOR_EXAMPLE;
};

/**
 * GraphQL wants every type to restate the fields of the interfaces it
 * implements; the model states them once, on the interface, and this copies
 * them to the front of each implementing type, filling in the type's example
 * anchor. A type's own field of the same name wins, in the interface's place
 * (a page kind restates its address to give its own hint).
 */
export const withInterfaceFields = (sdl: string): string => {
  const document = parse(sdl);
  const interfaceFields = new Map<string, readonly FieldDefinitionNode[]>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.INTERFACE_TYPE_DEFINITION) {
      interfaceFields.set(definition.name.value, definition.fields ?? []);
    }
  }
  const definitions = document.definitions.map((definition) => {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION || !definition.interfaces?.length) return definition;
    const own = new Map((definition.fields ?? []).map((field) => [field.name.value, field]));
    const example = exampleAnchorOf(definition.name.value);
    const inherited = definition.interfaces
      .flatMap((i) => interfaceFields.get(i.name.value) ?? [])
      .map(
        (field) =>
          own.get(field.name.value) ??
          visit(field, {
            StringValue: (node) => ({ ...node, value: node.value.replaceAll(ANCHOR_EXAMPLE, example) }),
          }),
      );
    const named = new Set(inherited.map((field) => field.name.value));
    const rest = (definition.fields ?? []).filter((field) => !named.has(field.name.value));
    return { ...definition, fields: [...inherited, ...rest] };
  });
  return print({ ...document, definitions });
};

/** The type definitions with every interface's fields given to the types implementing it. */
export const graphqlTypeDefs = withInterfaceFields(typeDefs);
