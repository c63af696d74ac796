/**
 * The site's content: the data gate, the content model and the pages.
 *
 * Gatsby reads the data files from a checked copy of data/ (.valid-data/, see
 * ./valid-data.ts). Before anything else (onPreInit) every file under data/
 * is checked and the copy refreshed; a broken file stops `gatsby build` and
 * `gatsby develop` there, naming file and field. While `gatsby develop` runs,
 * later edits are checked as they are saved, and a broken one is reported
 * without reaching the running site. Sound data is also read against the
 * house's copy rules (./copy-rules.ts), which warn without stopping anything.
 * After a build, the launch check warns about stand-in values still in the data.
 */
import fs from "fs";
import path from "path";
import type { GatsbyNode, Reporter } from "gatsby";
import probe from "probe-image-size";

import { featuredCaseStudies } from "../../src/lib/case-studies";
import { checkLaunch, summary } from "../../src/lib/launch-check";
import { articleHeadings, readingMinutes, renderMarkdown } from "../../src/lib/markdown";
import { listPages } from "../../src/lib/pagination";
import { INSIGHTS_PATH } from "../../src/lib/paths";
import { topicsWithArticles } from "../../src/lib/topics";
import { ARTICLE_HEADING_TYPE, BUILD_FIELDS, FEATURED_CASE_STUDY_TYPE } from "../../src/schema/build-fields";
import {
  COLLECTIONS,
  type CollectionName,
  collectionNames,
  ENTRY_PAGES,
  routeOf,
} from "../../src/schema/collections";
import { graphqlTypeDefs } from "../../src/schema/interface-fields";
import {
  EDITOR_DIRECTIVE,
  EDITOR_DIRECTIVE_ARGS,
  SECTION_INTERFACE,
  SECTION_TYPES,
  VALUE_DIRECTIVE,
  VALUE_DIRECTIVE_ARGS,
} from "../../src/schema/type-defs";
import { isDevelop, projectDir, stylesContext } from "../gatsby-internals";
import { copyWarningMessage, copyWarnings } from "./copy-rules";
import { filesOnDisk } from "./launch-files";
import { contentError, refreshValidData, watchData } from "./valid-data";

/** Prints the copy warnings of sound data, if any. */
const warnAboutCopy = (dir: string, reporter: Reporter) => {
  const warnings = copyWarnings(dir);
  if (warnings.length > 0) reporter.warn(copyWarningMessage(warnings));
};

export const onPreInit: GatsbyNode["onPreInit"] = ({ store, reporter }) => {
  const problems = refreshValidData(projectDir(store));
  if (problems.length > 0) reporter.panic(contentError(problems));
  warnAboutCopy(projectDir(store), reporter);
};

let watchingData = false;

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ store, reporter }) => {
  if (isDevelop() && !watchingData) {
    watchingData = true;
    watchData(projectDir(store), (later) => {
      if (later.length > 0) {
        reporter.error(
          `${contentError(later)}\nThe site keeps showing the last good content until this is fixed.`,
        );
      } else {
        reporter.info("data/: all files checked, no problems");
        warnAboutCopy(projectDir(store), reporter);
      }
    });
  }
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  const typeBySectionKind: Record<string, string> = SECTION_TYPES;
  // The content editor's labels: a directive that leaves the field's value as it is.
  actions.createFieldExtension({ name: EDITOR_DIRECTIVE, args: EDITOR_DIRECTIVE_ARGS, extend: () => ({}) });
  // A field's value rule (checked by the data check before Gatsby reads the data), likewise.
  actions.createFieldExtension({ name: VALUE_DIRECTIVE, args: VALUE_DIRECTIVE_ARGS, extend: () => ({}) });
  actions.createTypes([
    graphqlTypeDefs,
    // Not in the content model: gathered from the service pages (createResolvers), never written in data/.
    FEATURED_CASE_STUDY_TYPE,
    ARTICLE_HEADING_TYPE,
    // Merged into the interface the type definitions declare: a section's kind picks its type.
    schema.buildInterfaceType({
      name: SECTION_INTERFACE,
      fields: {},
      resolveType: (section: { kind: string }) => typeBySectionKind[section.kind],
    }),
  ]);
};

type InsightSource = { parent: string; body: string };
type FileNode = { name: string };
type NodeContext = { nodeModel: { getNodeById(args: { id: string }): unknown } };

/**
 * Fields that come from elsewhere than a file's own values: the slug and address of a file whose
 * name is its address (src/schema/collections.ts); an insight's text as HTML through the sanitising
 * Markdown pipeline (src/lib/markdown.ts; raw HTML and unsafe links never reach the page), with each
 * picture's size read from its file in static/, and its reading time.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, store }) => {
  const staticDir = path.join(projectDir(store), "static");
  const imageSize = (src: string) => {
    const file = path.join(staticDir, decodeURIComponent(src.replace(/[?#].*$/, "")));
    const size = fs.existsSync(file) ? probe.sync(fs.readFileSync(file)) : null;
    return size ? { width: size.width, height: size.height } : undefined;
  };
  const slugOf = (source: { parent: string }, _args: unknown, context: NodeContext) =>
    (context.nodeModel.getNodeById({ id: source.parent }) as FileNode).name;
  const addressed = Object.fromEntries(
    collectionNames.flatMap((name) => {
      const collection = COLLECTIONS[name];
      if (!("page" in collection) || !("folder" in collection.page.route)) return [];
      const { route } = collection.page;
      const address = (source: { parent: string }, args: unknown, context: NodeContext) =>
        routeOf(route, { slug: slugOf(source, args, context), json: {} });
      return [
        [
          collection.type,
          {
            slug: { type: BUILD_FIELDS.InsightJson.slug, resolve: slugOf },
            path: { type: BUILD_FIELDS.InsightJson.path, resolve: address },
          },
        ],
      ];
    }),
  );
  type NodeModel = { findAll(args: { type: string }): Promise<{ entries: Iterable<unknown> }> };
  type Pages = Parameters<typeof featuredCaseStudies>[0];
  type Navigation = Parameters<typeof featuredCaseStudies>[1];
  createResolvers({
    ...addressed,
    // The case studies marked for the home page, from every page's case studies sections. Reading the
    // pages through the node model makes a page that shows them depend on every page's data.
    PageFeaturedCaseStudiesSection: {
      caseStudies: {
        type: BUILD_FIELDS.PageFeaturedCaseStudiesSection.caseStudies,
        resolve: async (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) => {
          const pages = await context.nodeModel.findAll({ type: "PageJson" });
          const navigation = await context.nodeModel.findAll({ type: "NavigationJson" });
          const [menu] = [...navigation.entries] as Navigation[];
          return featuredCaseStudies([...pages.entries] as Pages, menu ?? { links: [] });
        },
      },
    },
    InsightJson: {
      ...addressed[COLLECTIONS.insights.type],
      html: {
        type: BUILD_FIELDS.InsightJson.html,
        resolve: (source: InsightSource) => renderMarkdown(source.body, { imageSize }),
      },
      readingMinutes: {
        type: BUILD_FIELDS.InsightJson.readingMinutes,
        resolve: (source: InsightSource) => readingMinutes(source.body),
      },
      headings: {
        type: BUILD_FIELDS.InsightJson.headings,
        resolve: (source: InsightSource) => articleHeadings(source.body),
      },
    },
  });
};

/** How many insights a page of the list shows. */
const INSIGHTS_PER_PAGE = 12;
/** How many insights a section of the newest or the related ones shows. */
const INSIGHTS_IN_SECTION = 3;

/** A page made from a data file: its address and what its query needs besides the file's id. */
type PageSpec = { path: string; context: Record<string, unknown> };
type Json = Record<string, unknown>;

/**
 * How a file of a kind becomes pages, where it is more than one page at its address that needs only
 * its id (the page's query reads the rest).
 */
const pagesOf: { [K in CollectionName]?: (route: string, json: Json, insightCount: number) => PageSpec[] } = {
  pages: (route, json, insightCount) => {
    const { sections } = json as { sections: { kind: string; show?: Queries.InsightsShown }[] };
    // A page listing every insight becomes as many pages as it takes, 12 insights to a page; any
    // other page is one page, its sections showing up to three.
    const listsAll = sections.some((section) => section.show === "all");
    const pages = listsAll
      ? listPages(route, insightCount, INSIGHTS_PER_PAGE)
      : listPages(route, 0, INSIGHTS_IN_SECTION);
    return pages.map(({ path: page, skip, limit, current, count, numbers }) => ({
      path: page,
      // The page's own path for its related insights: a later page of the list has another route.
      context: { pagePath: route, skip, limit, pagination: { current, count, numbers } },
    }));
  },
  insights: (route, json) => {
    const { topics, services } = json as Pick<Queries.InsightJson, "topics" | "services">;
    return [{ path: route, context: { listPath: INSIGHTS_PATH, topics, services } }];
  },
};

/**
 * A page for every file of each kind that has pages (src/schema/collections.ts), drawn by the kind's
 * template. Read from the node store rather than a query: a kind added to the table gets its pages
 * here without a line of its own. Paths are unique and drafts left out: the data check
 * (./check-data.ts) and its checked copy of data/ (./valid-data.ts) saw to both.
 */
export const createPages: GatsbyNode["createPages"] = ({
  actions,
  getNode,
  getNodesByType,
  reporter,
  store,
}) => {
  // In every page's context, so that a change to styles alone writes every page again.
  const styles = stylesContext(path.join(projectDir(store), "src"));
  const insightCount = getNodesByType(COLLECTIONS.insights.type).length;
  for (const name of collectionNames) {
    const collection = COLLECTIONS[name];
    if (!("page" in collection)) continue;
    const component = path.join(projectDir(store), collection.page.template);
    for (const node of getNodesByType(collection.type)) {
      const json = node as unknown as Json;
      const slug = node.parent ? String(getNode(node.parent)?.name) : "";
      const route = routeOf(collection.page.route, { slug, json });
      for (const page of pagesOf[name]?.(route, json, insightCount) ?? [{ path: route, context: {} }]) {
        actions.createPage({
          path: page.path,
          component,
          context: { id: node.id, ...page.context, ...styles },
        });
      }
    }
  }
  // A page for each topic an article is filed under (ENTRY_PAGES), listing its articles.
  const { topics } = ENTRY_PAGES;
  const settings = getNodesByType(COLLECTIONS[topics.collection].type)[0] as unknown as
    { topics: { name: string }[] } | undefined;
  const filed = getNodesByType(COLLECTIONS.insights.type).map((node) => (node as unknown as Json).topics);
  const pages = topicsWithArticles(settings?.[topics.list] ?? [], filed as string[][]);
  const paths = new Set(pages.map((page) => page.path));
  if (paths.size < pages.length) {
    reporter.panicOnBuild(
      `data/insights.json /topics: two topics make the same address (${[...paths].join(", ")})`,
    );
    return;
  }
  const component = path.join(projectDir(store), topics.template);
  for (const page of pages) {
    actions.createPage({
      path: page.path,
      component,
      context: { topic: page.name, listPath: INSIGHTS_PATH, ...styles },
    });
  }
};

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  const launch = checkLaunch(filesOnDisk(projectDir(store)));
  if (launch.found.length || launch.problems.length) {
    reporter.warn(`${summary(launch)} \`npm run check:launch\` lists them.`);
  }
};
