/**
 * Every kind of data file, once: where it lives under data/, the GraphQL type it becomes, its JSON
 * Schema, its place in the content editor and, for a kind whose files are pages, where each page is
 * and the template that draws it. Gatsby's JSON transformer (gatsby-config.ts), the data check, the
 * JSON Schemas, the editor's configuration and createPages all read it. Plain data, so the editor's
 * previews may import it too.
 */
import { INSIGHTS_PATH, TOPICS_PATH } from "../lib/paths";

/** Where a file's page is: the address one of its fields holds, or `<folder><file name>/`. */
export type Route = { field: string } | { folder: string };

type Common = {
  /** The GraphQL node type, declared in ./type-defs.ts. */
  type: string;
  /** Its JSON Schema's file name in data/schema/. */
  schema: string;
  /** What one file of the kind is, for the JSON Schema's title. */
  about: string;
};

/**
 * A folder of files alike, each an entry of its own editor collection (`editor`: Decap's options
 * beyond those the configuration makes from this table), and each a page if the kind has `page`.
 */
type FolderKind = Common & {
  folder: string;
  page?: { route: Route; template: string };
  /** Files marked `"draft": true` are checked but never given to Gatsby (plugins/site-content/valid-data.ts). */
  drafts?: boolean;
  editor: {
    label: string;
    label_singular: string;
    create: boolean;
    delete?: boolean;
    identifier_field: string;
    /** Shown above the list of entries. */
    description?: string;
    summary: string;
    sortable_fields: string[];
    media_folder?: string;
    public_folder?: string;
  };
};

/** One file, edited as an entry of the editor's settings collection (SETTINGS). */
type FileKind = Common & { file: string; editor: { label: string } };

/** The editor's collection of the one-file kinds. */
export const SETTINGS = { name: "settings", label: "Company details and menu" } as const;

/**
 * The editor's "Before launch" view: what the launch check still refuses, and the firm's
 * confirmations of claims, which it saves to data/launch/confirmations.json (src/lib/launch-check.ts).
 */
export const LAUNCH = {
  name: "launch",
  label: "Before launch",
  file: "data/launch/confirmations.json",
} as const;

/** The kinds of data file, by their name in the content editor. */
export const COLLECTIONS = {
  pages: {
    folder: "pages",
    type: "PageJson",
    schema: "page.schema.json",
    about: "one page of the site",
    page: { route: { field: "path" }, template: "src/templates/page.tsx" },
    // Pages are neither added nor removed in the editor: each has its route, and links point at it.
    editor: {
      label: "Pages",
      label_singular: "Page",
      create: false,
      delete: false,
      identifier_field: "path",
      // An entry is listed by its own fields, and the menu's names are not among them (Decap 3.6 also
      // cannot open a list sorted): the address tells Home, whose heading is not its name.
      description: "Each page is listed by its banner heading and its address. Home is the one at (/).",
      summary: "{{hero.title}} ({{path}})",
      sortable_fields: ["path"],
    },
  },
  insights: {
    folder: "insights",
    type: "InsightJson",
    schema: "insight.schema.json",
    about: "one insight (article)",
    page: { route: { folder: INSIGHTS_PATH }, template: "src/templates/insight.tsx" },
    drafts: true,
    editor: {
      label: "Insights",
      label_singular: "Insight",
      create: true,
      identifier_field: "title",
      description:
        "A new article is listed here once it is published; until then it is under Workflow, in the column of its status.",
      summary: "{{published}} · {{title}}",
      sortable_fields: ["published", "title"],
      // Pictures in an insight's text are served as they are from static/, at /images/insights/<file>.
      media_folder: "/static/images/insights",
      public_folder: "/images/insights",
    },
  },
  checks: {
    folder: "checks",
    type: "CheckJson",
    schema: "check.schema.json",
    about: "one readiness check",
    page: { route: { field: "path" }, template: "src/templates/check.tsx" },
    editor: {
      label: "Readiness checks",
      label_singular: "Readiness check",
      create: true,
      identifier_field: "title",
      summary: "{{heading}} ({{path}})",
      sortable_fields: ["title"],
    },
  },
  site: {
    file: "site.json",
    type: "SiteJson",
    schema: "site.schema.json",
    about: "the company's identity and contact details",
    editor: { label: "Company details" },
  },
  navigation: {
    file: "navigation.json",
    type: "NavigationJson",
    schema: "navigation.schema.json",
    about: "menu and footer links",
    editor: { label: "Menu and footer links" },
  },
  "insights-settings": {
    file: "insights.json",
    type: "InsightsJson",
    schema: "insights.schema.json",
    about: "the topics and words shared by every insight",
    editor: { label: "Insights settings: topics and words" },
  },
} as const satisfies Record<string, FolderKind | FileKind>;

export type CollectionName = keyof typeof COLLECTIONS;
export type Collection = (typeof COLLECTIONS)[CollectionName];
export type DataFileType = Collection["type"];

export const collectionNames = Object.keys(COLLECTIONS) as CollectionName[];

/** Where a kind's files are inside data/, as the data check names them: pages/<slug>.json, site.json. */
export const placeOf = (collection: Collection): string =>
  "folder" in collection ? `${collection.folder}/<slug>.json` : collection.file;

/** The kind of a file, by its path inside data/ (with forward slashes), or null for none. */
export const collectionOf = (relativePath: string): CollectionName | null =>
  collectionNames.find((name) => {
    const collection: Collection = COLLECTIONS[name];
    return "folder" in collection
      ? new RegExp(`^${collection.folder}/[^/]+\\.json$`).test(relativePath)
      : relativePath === collection.file;
  }) ?? null;

/** The GraphQL type of a data file, for gatsby-transformer-json; the data check has refused any other file. */
export const jsonTypeName = ({ relativeDirectory, name }: { relativeDirectory: string; name: string }) => {
  const relativePath = `${relativeDirectory ? `${relativeDirectory}/` : ""}${name}.json`;
  const collection = collectionOf(relativePath);
  if (!collection) throw new Error(`data/${relativePath} is not a known kind of data file`);
  return COLLECTIONS[collection].type;
};

/**
 * Pages made from the entries of a list inside a one-file kind, one an entry: each topic of
 * data/insights.json that an article is filed under gets its list at /insights/topics/<slug>/. They
 * are in an insights folder of routeFolders, so _headers and the sitemap take them as they take the
 * articles.
 */
export const ENTRY_PAGES = {
  topics: {
    collection: "insights-settings",
    list: "topics",
    folder: TOPICS_PATH,
    template: "src/templates/topic.tsx",
  },
} as const satisfies Record<
  string,
  { collection: CollectionName; list: string; folder: string; template: string }
>;

/** A page's address: the field its route names, or its file's name in its route's folder. */
export const routeOf = (route: Route, file: { slug: string; json: Record<string, unknown> }): string =>
  "field" in route ? String(file.json[route.field]) : `${route.folder}${file.slug}/`;

/** The site's folders whose pages are files' names ("/insights/"). */
/** The kinds whose pages' addresses are one of their fields ("path"): each GraphQL type and that field. */
export const routeFields: { type: string; field: string }[] = collectionNames.flatMap((name) => {
  const collection: Collection = COLLECTIONS[name];
  return "page" in collection && "field" in collection.page.route
    ? [{ type: collection.type, field: collection.page.route.field }]
    : [];
});

export const routeFolders: string[] = collectionNames.flatMap((name) => {
  const collection: Collection = COLLECTIONS[name];
  return "page" in collection && "folder" in collection.page.route ? [collection.page.route.folder] : [];
});
