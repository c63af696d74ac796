import { GraphQLInterfaceType, GraphQLObjectType } from "graphql";

import { fieldRules, graphqlSchema } from "./json-schema";
import {
  SECTION_ANCHOR_EXAMPLES,
  SECTION_INTERFACE,
  SECTION_TYPES,
  type SectionKind,
  typeDefs,
  VALUE_RULES,
} from "./type-defs";

const sectionInterface = graphqlSchema.getType(SECTION_INTERFACE) as GraphQLInterfaceType;

const hintOf = (type: GraphQLObjectType, name: string) => {
  const field = type.getFields()[name];
  const editor = field.astNode?.directives?.find((d) => d.name.value === "editor");
  return editor?.arguments?.find((a) => a.name.value === "hint")?.value;
};

describe("the sections' interface", () => {
  it("is what a page's sections are a list of", () => {
    expect(sectionInterface).toBeInstanceOf(GraphQLInterfaceType);
    const sections = (graphqlSchema.getType("PageJson") as GraphQLObjectType).getFields().sections;
    expect(String(sections.type)).toBe(`[${SECTION_INTERFACE}!]!`);
  });

  it.each(Object.entries(SECTION_TYPES) as [SectionKind, string][])(
    "is implemented by the %s section (%s), which is given its fields with the kind's example anchor",
    (kind, typeName) => {
      const type = graphqlSchema.getType(typeName) as GraphQLObjectType;
      expect(type.getInterfaces().map((i) => i.name)).toContain(SECTION_INTERFACE);
      const fields = Object.keys(type.getFields());
      const shared = Object.keys(sectionInterface.getFields());
      expect(fields.slice(0, shared.length)).toEqual(shared);
      expect(hintOf(type, "id")).toMatchObject({
        value: `Lower-case words joined by -, unique on the page, such as ${SECTION_ANCHOR_EXAMPLES[kind]}`,
      });
    },
  );

  it("is implemented by the section types only", () => {
    expect(
      graphqlSchema
        .getPossibleTypes(sectionInterface)
        .map((type) => type.name)
        .sort(),
    ).toEqual(Object.values(SECTION_TYPES).sort());
  });
});

describe("the value rules of the content model", () => {
  it("names only rules that VALUE_RULES defines, and uses every one", () => {
    const named = [...typeDefs.matchAll(/@value\(rule: "(\w+)"\)/g)].map((match) => match[1]);
    expect([...new Set(named)].sort()).toEqual(Object.keys(VALUE_RULES).sort());
  });

  it("gives each field its rule, every section's id the anchor rule, and an enum field its values", () => {
    expect(fieldRules("SiteJson", "email")).toEqual(VALUE_RULES.email);
    expect(fieldRules("PageLink", "to")).toEqual(VALUE_RULES.sitePath);
    for (const typeName of Object.values(SECTION_TYPES)) {
      expect(fieldRules(typeName, "id")).toEqual(VALUE_RULES.anchor);
    }
    expect(fieldRules("PageListSection", "style")).toEqual({ enum: ["checks", "plain", "steps", "terms"] });
    expect(fieldRules("PageCard", "title")).toEqual(VALUE_RULES.cardHeading);
    expect(fieldRules("PageCard", "text")).toEqual({});
  });
});
