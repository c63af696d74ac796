/**
 * Checks one data file against the content model in src/schema/type-defs.ts
 * and describes every problem on one line, naming the file and the field:
 *   data/pages/training.json: /hero/title: is required
 */
import fs from "fs";
import path from "path";
import {
  buildSchema,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLUnionType,
  type GraphQLOutputType,
} from "graphql";

import { jsonTypeName, SECTION_TYPES, SECTION_UNION, typeDefs } from "../src/schema/type-defs";

/** Just enough of Gatsby's built-ins for the content model to stand alone. */
const GATSBY_STUBS = `
  directive @dontInfer on OBJECT
  directive @fileByRelativePath on FIELD_DEFINITION
  interface Node { id: ID! }
  type File implements Node { id: ID! }
  union ${SECTION_UNION} = ${Object.values(SECTION_TYPES).join(" | ")}
`;

const schema = buildSchema(GATSBY_STUBS + typeDefs);

/** Keys an editor may add to any file without them being data. */
const IGNORED_KEYS = new Set(["$schema"]);

type Check = { file: string; dir: string; problems: string[] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const checkScalar = (check: Check, value: unknown, type: GraphQLScalarType, at: string): void => {
  const fail = (what: string) => check.problems.push(`${check.file}: ${at}: ${what}`);
  if (type.name === "String") {
    if (typeof value !== "string" || value.trim() === "") fail("must be a non-empty string");
  } else if (type.name === "Int") {
    if (!Number.isInteger(value)) fail("must be a whole number");
  } else if (type.name === "Boolean") {
    if (typeof value !== "boolean") fail("must be true or false");
  }
};

const checkFile = (check: Check, value: unknown, at: string): void => {
  if (typeof value !== "string" || value.trim() === "") {
    check.problems.push(`${check.file}: ${at}: must be a non-empty file path`);
  } else if (!fs.existsSync(path.resolve(check.dir, value))) {
    check.problems.push(`${check.file}: ${at}: file not found: ${value}`);
  }
};

const checkObject = (check: Check, value: unknown, type: GraphQLObjectType, at: string): void => {
  if (!isObject(value)) {
    check.problems.push(`${check.file}: ${at || "/"}: must be an object`);
    return;
  }
  const fields = type.getFields();
  for (const key of Object.keys(value)) {
    if (!(key in fields) && !IGNORED_KEYS.has(key)) {
      check.problems.push(
        `${check.file}: ${at}/${key}: unknown field (allowed: ${Object.keys(fields)
          .filter((f) => f !== "id")
          .join(", ")})`,
      );
    }
  }
  for (const [name, field] of Object.entries(fields)) {
    if (type.getInterfaces().some((i) => name in i.getFields())) continue; // Node's id
    const isFile = field.astNode?.directives?.some((d) => d.name.value === "fileByRelativePath");
    checkValue(check, value[name], field.type, `${at}/${name}`, isFile ?? false);
  }
};

const checkValue = (
  check: Check,
  value: unknown,
  type: GraphQLOutputType,
  at: string,
  isFile: boolean,
): void => {
  if (type instanceof GraphQLNonNull) {
    if (value === undefined || value === null) {
      check.problems.push(`${check.file}: ${at}: is required`);
      return;
    }
    checkValue(check, value, type.ofType, at, isFile);
    return;
  }
  if (value === undefined || value === null) return;
  if (type instanceof GraphQLList) {
    if (!Array.isArray(value)) {
      check.problems.push(`${check.file}: ${at}: must be a list`);
      return;
    }
    value.forEach((item, i) => checkValue(check, item, type.ofType, `${at}/${i}`, isFile));
  } else if (isFile) {
    checkFile(check, value, at);
  } else if (type instanceof GraphQLScalarType) {
    checkScalar(check, value, type, at);
  } else if (type instanceof GraphQLUnionType) {
    const kind = isObject(value) ? value.kind : undefined;
    const typeName = typeof kind === "string" ? SECTION_TYPES[kind as keyof typeof SECTION_TYPES] : undefined;
    if (!typeName) {
      check.problems.push(
        `${check.file}: ${at}/kind: must be one of ${Object.keys(SECTION_TYPES).join(", ")}`,
      );
      return;
    }
    checkObject(check, value, schema.getType(typeName) as GraphQLObjectType, at);
  } else if (type instanceof GraphQLObjectType) {
    checkObject(check, value, type, at);
  }
};

/**
 * Checks the text of one data file.
 * @param file the path shown in messages, relative to the project (data/site.json)
 * @param dataDir the data folder, to tell the file's kind and resolve image paths
 * @returns one line per problem; empty when the file is good
 */
export const checkDataText = (
  file: string,
  text: string,
  absolutePath: string,
  dataDir: string,
): string[] => {
  const relative = path.relative(dataDir, absolutePath);
  const typeName = jsonTypeName({
    relativeDirectory: path.dirname(relative) === "." ? "" : path.dirname(relative),
    name: path.basename(relative, ".json"),
  });
  const type = schema.getType(typeName);
  if (!(type instanceof GraphQLObjectType)) {
    return [`${file}: not a known kind of data file (expected ${typeName} in src/schema/type-defs.ts)`];
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return [`${file}: invalid JSON: ${(error as Error).message}`];
  }
  const check: Check = { file, dir: path.dirname(absolutePath), problems: [] };
  checkObject(check, json, type, "");
  return check.problems;
};

/** Checks a data file on disk; see checkDataText. */
export const checkDataFile = (absolutePath: string, dataDir: string, projectDir: string): string[] =>
  checkDataText(
    path.relative(projectDir, absolutePath),
    fs.readFileSync(absolutePath, "utf8"),
    absolutePath,
    dataDir,
  );
