/**
 * The site's GraphQL documents as Gatsby finds them: the text of every graphql`` tag in src/, read
 * from the source files before any code runs (Gatsby's query compiler parses them the same way, with
 * Babel), so a fragment is known by its name wherever it is declared.
 */
import fs from "fs";
import path from "path";
import { parse as parseCode } from "@babel/parser";
import {
  Kind,
  parse,
  print,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from "graphql";

const SRC = path.resolve(__dirname, "..");

export type SiteDocuments = {
  /** Every fragment, by name. */
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  /** Every query, with the file it is in (relative to src/). */
  operations: readonly { file: string; operation: OperationDefinitionNode }[];
};

type CodeNode = { type?: unknown } & Record<string, unknown>;

/** The text of each graphql`` tag in a file's code. */
const graphqlTags = (code: string, file: string): string[] => {
  const found: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== "object" || node === null) return;
    const { type, tag, quasi } = node as CodeNode & { tag?: CodeNode; quasi?: CodeNode };
    if (type === "TaggedTemplateExpression" && tag?.type === "Identifier" && tag.name === "graphql") {
      const { quasis, expressions } = quasi as { quasis: { value: { cooked: string } }[]; expressions: [] };
      // Gatsby refuses them too: a query is read before the code runs.
      if (expressions.length > 0) throw new Error(`${file}: a graphql\`\` tag has \${} in it`);
      found.push(quasis.map((part) => part.value.cooked).join(""));
      return;
    }
    for (const value of Object.values(node)) walk(value);
  };
  walk(parseCode(code, { sourceType: "module", plugins: ["typescript", "jsx"] }).program);
  return found;
};

let cached: SiteDocuments | undefined;

/** Every graphql`` tag of src/ (tests left out), parsed. */
export const siteDocuments = (): SiteDocuments => {
  if (cached) return cached;
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: { file: string; operation: OperationDefinitionNode }[] = [];
  const files = (fs.readdirSync(SRC, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file))
    .sort();
  for (const file of files) {
    const code = fs.readFileSync(path.join(SRC, file), "utf8");
    if (!code.includes("graphql`")) continue;
    for (const text of graphqlTags(code, file)) {
      for (const definition of parse(text).definitions) {
        if (definition.kind === Kind.FRAGMENT_DEFINITION) {
          const name = definition.name.value;
          if (fragments.has(name)) throw new Error(`${file}: a second fragment named ${name}`);
          fragments.set(name, definition);
        } else if (definition.kind === Kind.OPERATION_DEFINITION) {
          operations.push({ file: file.split(path.sep).join("/"), operation: definition });
        }
      }
    }
  }
  cached = { fragments, operations };
  return cached;
};

/**
 * All that the templates' queries (src/templates/) ask of one root field, such as pageJson, as the
 * text of one selection set: what a page is given, whichever of the templates draws it.
 */
export const templateSelections = (field: string, documents = siteDocuments()): string => {
  const asked = documents.operations
    .filter(({ file }) => file.startsWith("templates/"))
    .flatMap(({ operation }) => operation.selectionSet.selections)
    .filter(
      (selection): selection is FieldNode => selection.kind === Kind.FIELD && selection.name.value === field,
    )
    .flatMap((selection) => selection.selectionSet?.selections ?? []);
  if (asked.length === 0) throw new Error(`No query in src/templates/ asks for ${field}`);
  return `{\n${asked.map((selection) => print(selection)).join("\n")}\n}`;
};

/** The query of this name in src/, as text. */
export const operationText = (name: string, documents = siteDocuments()): string => {
  const found = documents.operations.find(({ operation }) => operation.name?.value === name);
  if (!found) throw new Error(`No query named ${name} in src/`);
  return print(found.operation);
};
