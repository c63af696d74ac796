// Kept, not the build's query results: the unit tests run with no build (beside it, on edited data copies).
/**
 * The site's queries run in the unit tests as the build runs them: graphql-js executes a query over
 * the data files against the content model's schema (src/schema/), with what Gatsby and the site's
 * plugins add at build time. An answer holds what the query asks for and nothing else, so a fragment
 * that stops asking for a field takes it away from the tests too. Only what the build makes from
 * files is made up: image data and public URLs.
 */
import fs from "fs";
import path from "path";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import {
  buildSchema,
  defaultFieldResolver,
  executeSync,
  extendSchema,
  getNamedType,
  GraphQLInterfaceType,
  Kind,
  parse,
  print,
  validate,
  visit,
  type DocumentNode,
  type FieldDefinitionNode,
  type FragmentDefinitionNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type GraphQLTypeResolver,
  type InputValueDefinitionNode,
  type ObjectTypeDefinitionNode,
} from "graphql";

import { featuredCaseStudies } from "../lib/case-studies";
import { ARTICLE_HEADING_TYPE, BUILD_FIELDS, FEATURED_CASE_STUDY_TYPE } from "../schema/build-fields";
import { graphqlTypeDefs } from "../schema/interface-fields";
import { GATSBY_STUBS } from "../schema/json-schema";
import { COLLECTIONS, collectionOf, jsonTypeName, routeOf } from "../schema/collections";
import { SECTION_INTERFACE, SECTION_TYPES } from "../schema/type-defs";
import { siteDocuments, type SiteDocuments } from "./site-documents";

const DATA_DIR = path.resolve(__dirname, "../../data");

/** Data files by their path inside data/ ("pages/home.json"), parsed. */
export type DataFiles = Readonly<Record<string, object>>;

let realFiles: DataFiles | undefined;

/**
 * The data files Gatsby reads: every file of a kind in the collections table, less those marked as
 * drafts (plugins/site-content/valid-data.ts leaves them out of its copy).
 */
export const readDataFiles = (): DataFiles => {
  if (realFiles) return realFiles;
  const files: Record<string, object> = {};
  for (const file of (fs.readdirSync(DATA_DIR, { recursive: true }) as string[]).sort()) {
    const name = file.split(path.sep).join("/");
    const kind = collectionOf(name);
    if (!kind) continue;
    const content = JSON.parse(fs.readFileSync(path.join(DATA_DIR, file), "utf8")) as object;
    if ("drafts" in COLLECTIONS[kind] && (content as { draft?: unknown }).draft === true) continue;
    files[name] = content;
  }
  realFiles = files;
  return files;
};

/** The id of a data file's node (the build's page context names a page by it). */
export const nodeId = (file: string): string => `${file} >>> JSON`;

type Source = Record<string, unknown>;
type Args = Record<string, unknown>;
/** Gatsby's nodes by type: each data file one node of the type jsonTypeName gives it, as gatsby-transformer-json makes them. */
type Graph = ReadonlyMap<string, readonly Source[]>;
type Resolve = (source: Source, args: Args, graph: Graph) => unknown;

const graphs = new WeakMap<DataFiles, Graph>();

const graphOf = (files: DataFiles): Graph => {
  const known = graphs.get(files);
  if (known) return known;
  const graph = new Map<string, Source[]>();
  const add = (type: string, node: Source) => graph.set(type, [...(graph.get(type) ?? []), node]);
  for (const [file, content] of Object.entries(files)) {
    const { dir, name } = path.posix.parse(file);
    add(jsonTypeName({ relativeDirectory: dir, name }), { ...content, id: nodeId(file), parent: file });
  }
  add("SiteBuildMetadata", { id: "SiteBuildMetadata", buildTime: new Date().toISOString() });
  graphs.set(files, graph);
  return graph;
};

/** An insight's slug: its file's name. */
const slugOf = (insight: Source) => path.posix.parse(String(insight.parent)).name;

/**
 * The Markdown pipeline, loaded when an article's text is first asked for: it takes most of a second
 * to load, and most tests never ask.
 */
const markdown = () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require("../lib/markdown") as typeof import("../lib/markdown");

/** The fields plugins/site-content/gatsby-node.ts resolves (createResolvers), worked out with the same functions. */
const BUILD_RESOLVERS = {
  PageFeaturedCaseStudiesSection: {
    caseStudies: (_section, _args, graph) =>
      featuredCaseStudies(
        (graph.get("PageJson") ?? []) as unknown as Parameters<typeof featuredCaseStudies>[0],
        (graph.get("NavigationJson")?.[0] ?? { links: [] }) as Parameters<typeof featuredCaseStudies>[1],
      ),
  },
  InsightJson: {
    slug: slugOf,
    path: (insight) => routeOf(COLLECTIONS.insights.page.route, { slug: slugOf(insight), json: insight }),
    // Without pictures' sizes, which the build reads from the files in static/.
    html: (insight) => markdown().renderMarkdown(String(insight.body)),
    readingMinutes: (insight) => markdown().readingMinutes(String(insight.body)),
    headings: (insight) => markdown().articleHeadings(String(insight.body)),
  },
} satisfies { [T in keyof typeof BUILD_FIELDS]: Record<keyof (typeof BUILD_FIELDS)[T], Resolve> };

/** The files gatsby-transformer-sharp makes image data of (its supported-extensions.js). */
const SHARP_FILE = /\.(jpe?g|png|webp|tiff?|avif)$/i;

/** The made-up pictures' shape: the banners' artwork, 2400 × 1100. */
const ASPECT_RATIO = 2400 / 1100;

type ImageArgs = { layout?: string; width?: number; height?: number; formats?: string[] };

/** Image data shaped as gatsby-plugin-image's, for the layout and formats a query asks. */
const fakeImage = (
  file: string,
  { layout = "CONSTRAINED", width, height, formats = ["AUTO", "WEBP"] }: ImageArgs,
) => {
  const name = path.basename(file, path.extname(file));
  const fullWidth = layout === "FULL_WIDTH";
  const pixels = fullWidth ? 480 : (width ?? 480);
  const srcSet = (extension: string) => `/static/${name}-${pixels}.${extension} ${pixels}w`;
  const sizes = fullWidth ? "100vw" : `${pixels}px`;
  const image: IGatsbyImageData = {
    layout: fullWidth ? "fullWidth" : layout === "FIXED" ? "fixed" : "constrained",
    // A full-width image's width and height are its aspect ratio, as gatsby-plugin-image gives them.
    width: fullWidth ? 1 : pixels,
    height: fullWidth ? 1 / ASPECT_RATIO : (height ?? Math.round(pixels / ASPECT_RATIO)),
    images: {
      fallback: { src: `/static/${name}.jpg`, srcSet: srcSet("jpg"), sizes },
      sources: ["AVIF", "WEBP"]
        .filter((format) => formats.includes(format))
        .map((format) => format.toLowerCase())
        .map((format) => ({ type: `image/${format}`, srcSet: srcSet(format), sizes })),
    },
  };
  return image;
};

/** A picture a data file names (@fileByRelativePath), as a File node: its path as written. */
type FileSource = { id: string; relativePath: string };

/** What gatsby-source-filesystem and gatsby-transformer-sharp give a File. */
const GATSBY_RESOLVERS: Record<string, Record<string, Resolve>> = {
  File: {
    publicURL: (file) => `/static/${path.basename(String(file.relativePath))}`,
    childImageSharp: (file) => (SHARP_FILE.test(String(file.relativePath)) ? file : null),
  },
  ImageSharp: { gatsbyImageData: (file, args) => fakeImage(String(file.relativePath), args) },
};

const RESOLVERS: Record<string, Record<string, Resolve>> = { ...BUILD_RESOLVERS, ...GATSBY_RESOLVERS };

/** Gatsby's types that the content model uses, as gatsby-transformer-sharp declares them, in part. */
const GATSBY_TYPES = /* GraphQL */ `
  scalar GatsbyImageData
  "A filter or sort of a root field: Gatsby types each one; here any value is taken."
  scalar NodeQueryInput
  enum ImageLayout {
    FIXED
    FULL_WIDTH
    CONSTRAINED
  }
  enum ImageFormat {
    NO_CHANGE
    AUTO
    JPG
    PNG
    WEBP
    AVIF
  }
  enum ImagePlaceholder {
    DOMINANT_COLOR
    TRACED_SVG
    BLURRED
    NONE
  }
  enum ImageFit {
    COVER
    CONTAIN
    FILL
    INSIDE
    OUTSIDE
  }
  enum ImageCropFocus {
    CENTER
    NORTH
    NORTHEAST
    EAST
    SOUTHEAST
    SOUTH
    SOUTHWEST
    WEST
    NORTHWEST
    ENTROPY
    ATTENTION
  }
  input DuotoneGradient {
    highlight: String!
    shadow: String!
    opacity: Int
  }
  input TransformOptions {
    grayscale: Boolean
    duotone: DuotoneGradient
    rotate: Int
    trim: Float
    cropFocus: ImageCropFocus
    fit: ImageFit
  }
  type ImageSharp {
    gatsbyImageData(
      layout: ImageLayout = CONSTRAINED
      width: Int
      height: Int
      aspectRatio: Float
      placeholder: ImagePlaceholder
      formats: [ImageFormat]
      outputPixelDensities: [Float]
      breakpoints: [Int]
      sizes: String
      quality: Int
      transformOptions: TransformOptions
      backgroundColor: String
    ): GatsbyImageData!
  }
  extend type File {
    publicURL: String
    childImageSharp: ImageSharp
  }
  type SiteBuildMetadata implements Node {
    id: ID!
    buildTime: Date @dateformat
  }
`;

const DATE_FORMAT = "dateformat";

const definitionsOf = (sdl: string) =>
  parse(sdl).definitions.filter((d): d is ObjectTypeDefinitionNode => d.kind === Kind.OBJECT_TYPE_DEFINITION);

/** The arguments Gatsby gives a field with @dateformat, and the id every node has. */
const [{ fields: gatsbyFields }] = definitionsOf(
  "type T { date(formatString: String, fromNow: Boolean, difference: String, locale: String): Date, id: ID! }",
);
const [dateField, idField] = gatsbyFields as [FieldDefinitionNode, FieldDefinitionNode];
const dateArguments = dateField.arguments as readonly InputValueDefinitionNode[];

const hasDirective = (field: { astNode?: FieldDefinitionNode | null }, name: string) =>
  Boolean(field.astNode?.directives?.some((directive) => directive.name.value === name));

/** The content model as Gatsby turns it into its schema: nodes get their id, dates their arguments. */
const contentModel = (): string =>
  print(
    visit(parse(graphqlTypeDefs), {
      FieldDefinition: (field) =>
        hasDirective({ astNode: field }, DATE_FORMAT)
          ? { ...field, arguments: [...(field.arguments ?? []), ...dateArguments] }
          : undefined,
      ObjectTypeDefinition: {
        leave: (type) =>
          type.interfaces?.some((i) => i.name.value === "Node") &&
          !type.fields?.some((field) => field.name.value === "id")
            ? { ...type, fields: [idField, ...(type.fields ?? [])] }
            : undefined,
      },
    }),
  );

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/** Each root field: the type of node it finds, and whether all of them (allPageJson) or one (pageJson). */
type RootField = { type: string; all: boolean };

let built: { schema: GraphQLSchema; roots: ReadonlyMap<string, RootField> } | undefined;

/** The schema, with Gatsby's root fields for every type of node: xJson(<field filters>), allXJson(filter, sort, skip, limit). */
const testSchema = () => {
  if (built) return built;
  const buildFields = Object.entries(BUILD_FIELDS).map(
    ([type, fields]) =>
      `extend type ${type} { ${Object.entries(fields)
        .map(([name, fieldType]) => `${name}: ${fieldType}`)
        .join(" ")} }`,
  );
  const base = buildSchema(
    [
      GATSBY_STUBS,
      contentModel(),
      GATSBY_TYPES,
      FEATURED_CASE_STUDY_TYPE,
      ARTICLE_HEADING_TYPE,
      ...buildFields,
    ].join("\n"),
  );
  const roots = new Map<string, RootField>();
  const queryFields: string[] = [];
  const connections: string[] = [];
  for (const type of base.getImplementations(base.getType("Node") as GraphQLInterfaceType).objects) {
    const filters = Object.keys(type.getFields()).map((field) => `${field}: NodeQueryInput`);
    queryFields.push(`${lowerFirst(type.name)}(${filters.join(", ")}): ${type.name}`);
    queryFields.push(
      `all${type.name}(filter: NodeQueryInput, sort: NodeQueryInput, skip: Int, limit: Int): ${type.name}Connection!`,
    );
    connections.push(`type ${type.name}Connection { nodes: [${type.name}!]! totalCount: Int! }`);
    roots.set(lowerFirst(type.name), { type: type.name, all: false });
    roots.set(`all${type.name}`, { type: type.name, all: true });
  }
  const schema = extendSchema(
    base,
    parse(`schema { query: Query }\ntype Query {\n${queryFields.join("\n")}\n}\n${connections.join("\n")}`),
  );
  built = { schema, roots };
  return built;
};

/** A field of a node as a query sees it: its value in the data, or what the build works out for it. */
const valueOf = (graph: Graph, type: string | undefined, source: unknown, field: string): unknown => {
  const resolve = type ? RESOLVERS[type]?.[field] : undefined;
  if (resolve) return resolve(source as Source, {}, graph);
  return typeof source === "object" && source !== null ? (source as Source)[field] : undefined;
};

/** Gatsby's filter operators that the site's queries use; a list field matches when one of its entries does. */
const OPERATORS: Record<string, (value: unknown, operand: unknown) => boolean> = {
  eq: (value, operand) => (Array.isArray(value) ? value.includes(operand) : value === operand),
  ne: (value, operand) => (Array.isArray(value) ? !value.includes(operand) : value !== operand),
  in: (value, operand) =>
    (Array.isArray(value) ? value : [value]).some((entry) => (operand as unknown[]).includes(entry)),
  nin: (value, operand) =>
    !(Array.isArray(value) ? value : [value]).some((entry) => (operand as unknown[]).includes(entry)),
};

const matches = (graph: Graph, type: string | undefined, source: unknown, filter: Args): boolean =>
  Object.entries(filter).every(([key, operand]) => {
    if (Object.hasOwn(OPERATORS, key)) return OPERATORS[key](source, operand);
    if (typeof operand !== "object" || operand === null) {
      throw new Error(`The unit tests' schema knows no filter operator ${key}`);
    }
    return matches(graph, undefined, valueOf(graph, type, source, key), operand as Args);
  });

const sortBy = (graph: Graph, type: string, nodes: Source[], sort: unknown): Source[] => {
  const keys = [sort ?? []].flat().flatMap((entry) => Object.entries(entry as Record<string, unknown>));
  const compare = (a: unknown, b: unknown) => (a === b ? 0 : a == null ? 1 : b == null ? -1 : a < b ? -1 : 1);
  return [...nodes].sort((a, b) => {
    for (const [field, order] of keys) {
      if (order !== "ASC" && order !== "DESC")
        throw new Error(`The unit tests' schema sorts by ${field} only as ASC or DESC`);
      const difference = compare(valueOf(graph, type, a, field), valueOf(graph, type, b, field));
      if (difference) return order === "DESC" ? -difference : difference;
    }
    return 0;
  });
};

const rootValue = (graph: Graph, { type, all }: RootField, args: Args) => {
  const nodes = graph.get(type) ?? [];
  if (!all) return nodes.find((node) => matches(graph, type, node, args)) ?? null;
  const found = nodes.filter((node) => matches(graph, type, node, (args.filter as Args | undefined) ?? {}));
  const skip = (args.skip as number | undefined) ?? 0;
  const limit = args.limit as number | undefined;
  const sorted = sortBy(graph, type, found, args.sort);
  return {
    nodes: sorted.slice(skip, limit === undefined ? undefined : skip + limit),
    totalCount: found.length,
  };
};

/**
 * The tokens of Gatsby's `formatString` (moment's, gatsby/dist/schema/types/date.js) that the unit tests
 * imitate, in UTC as Gatsby formats a date of the data; any other letter stops the query, naming it.
 */
const DATE_TOKENS: Record<string, (date: Date, locale: string) => string> = {
  YYYY: (date) => String(date.getUTCFullYear()),
  YY: (date) => String(date.getUTCFullYear() % 100).padStart(2, "0"),
  MMMM: (date, locale) => date.toLocaleString(locale, { month: "long", timeZone: "UTC" }),
  MMM: (date, locale) => date.toLocaleString(locale, { month: "short", timeZone: "UTC" }),
  MM: (date) => String(date.getUTCMonth() + 1).padStart(2, "0"),
  M: (date) => String(date.getUTCMonth() + 1),
  DD: (date) => String(date.getUTCDate()).padStart(2, "0"),
  D: (date) => String(date.getUTCDate()),
  dddd: (date, locale) => date.toLocaleString(locale, { weekday: "long", timeZone: "UTC" }),
};
const DATE_FORMAT_PART = new RegExp(`\\[[^\\]]*\\]|${Object.keys(DATE_TOKENS).join("|")}|[A-Za-z]`, "g");

/** As Gatsby's @dateformat formats a date of the data with `formatString`. */
export const formatDate = (date: unknown, { formatString, fromNow, difference, locale = "en" }: Args) => {
  if (date === null || date === undefined) return null;
  if (fromNow || difference) throw new Error("The unit tests' schema formats dates with formatString only");
  if (!formatString) return date;
  const parsed = new Date(String(date));
  if (Number.isNaN(parsed.getTime()))
    throw new Error(`The unit tests' schema cannot read the date ${String(date)}`);
  return String(formatString).replace(DATE_FORMAT_PART, (part) => {
    if (part.startsWith("[")) return part.slice(1, -1);
    const token = DATE_TOKENS[part];
    if (!token)
      throw new Error(
        `The unit tests' schema does not imitate the date token ${part} (${String(formatString)})`,
      );
    return token(parsed, String(locale));
  });
};

const fieldResolver: GraphQLFieldResolver<unknown, Graph, Args> = (source, args, graph, info) => {
  const root = testSchema().roots.get(info.fieldName);
  if (info.parentType === info.schema.getQueryType() && root) return rootValue(graph, root, args);
  const resolve = RESOLVERS[info.parentType.name]?.[info.fieldName];
  const value = resolve
    ? resolve(source as Source, args, graph)
    : defaultFieldResolver(source, args, graph, info);
  if (getNamedType(info.returnType).name === "File" && typeof value === "string") {
    const file: FileSource = { id: value, relativePath: value };
    return file;
  }
  if (hasDirective(info.parentType.getFields()[info.fieldName], DATE_FORMAT)) return formatDate(value, args);
  return value;
};

/** A section's kind picks its type, as the interface's resolveType does in the build. */
const typeResolver: GraphQLTypeResolver<unknown, Graph> = (value, _graph, _info, abstractType) =>
  abstractType.name === SECTION_INTERFACE
    ? (SECTION_TYPES as Record<string, string>)[String((value as Source).kind)]
    : undefined;

/** The document with the site's fragments it spreads (and those they spread) added, as Gatsby adds them. */
const withFragments = (document: DocumentNode, documents?: SiteDocuments): DocumentNode => {
  const spreads = (node: DocumentNode | FragmentDefinitionNode) => {
    const names: string[] = [];
    visit(node, { FragmentSpread: (spread) => void names.push(spread.name.value) });
    return names;
  };
  const defined = new Set(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [d.name.value] : [])),
  );
  const added: FragmentDefinitionNode[] = [];
  const wanted = spreads(document);
  while (wanted.length > 0) {
    const name = wanted.pop()!;
    if (defined.has(name)) continue;
    defined.add(name);
    // Unknown here: validation names it.
    const fragment = (documents ?? siteDocuments()).fragments.get(name);
    if (!fragment) continue;
    added.push(fragment);
    wanted.push(...spreads(fragment));
  }
  return { ...document, definitions: [...document.definitions, ...added] };
};

export type QueryOptions = {
  variables?: Args;
  /** The data files the answer comes from: data/'s own unless a test gives others. */
  files?: DataFiles;
  /** Where the query's fragments come from: src/'s own unless a test gives others. */
  documents?: SiteDocuments;
};

/** Checked documents by query text, for each set of fragments (src/'s own under SRC). */
const prepared = new WeakMap<object, Map<string, DocumentNode>>();
const SRC = {};

/** A query's document with its fragments, checked against the schema; an error names what is wrong. */
const prepare = (query: string, documents?: SiteDocuments): DocumentNode => {
  const cache = prepared.get(documents ?? SRC) ?? new Map<string, DocumentNode>();
  prepared.set(documents ?? SRC, cache);
  const known = cache.get(query);
  if (known) return known;
  const document = withFragments(parse(query), documents);
  const errors = validate(testSchema().schema, document);
  if (errors.length > 0)
    throw new Error(`Invalid query:\n${errors.map((e) => e.message).join("\n")}\n${query}`);
  cache.set(query, document);
  return document;
};

/** What the build's GraphQL layer answers to a query (its text, as a graphql`` tag gives it). */
export const runQuery = <T>(query: string, { variables = {}, files, documents }: QueryOptions = {}): T => {
  const result = executeSync({
    schema: testSchema().schema,
    document: prepare(query, documents),
    rootValue: {},
    contextValue: graphOf(files ?? readDataFiles()),
    variableValues: variables,
    fieldResolver,
    typeResolver,
  });
  if (result.errors?.length) {
    const messages = result.errors.map((error) => `${error.message} (at ${error.path?.join(".")})`);
    throw new Error(`The query failed:\n${messages.join("\n")}`);
  }
  return result.data as T;
};
