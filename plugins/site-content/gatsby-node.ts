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
import { readingMinutes, renderMarkdown } from "../../src/lib/markdown";
import { listPages } from "../../src/lib/pagination";
import { INSIGHTS_PATH, insightPath } from "../../src/lib/paths";
import { graphqlTypeDefs } from "../../src/schema/interface-fields";
import {
  EDITOR_DIRECTIVE,
  EDITOR_DIRECTIVE_ARGS,
  SECTION_INTERFACE,
  SECTION_TYPES,
  VALUE_DIRECTIVE,
  VALUE_DIRECTIVE_ARGS,
} from "../../src/schema/type-defs";
import { isDevelop, projectDir } from "../gatsby-internals";
import { CONTACT_KINDS } from "./check-data";
import { copyWarningMessage, copyWarnings } from "./copy-rules";
import { checkLaunch, summary } from "./launch-check";
import { stylesFingerprint } from "./styles-fingerprint";
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
    `type FeaturedCaseStudy {
      title: String!
      sector: String!
      market: String!
      client: String
      result: String!
      service: String!
      to: String!
    }`,
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

/**
 * An insight's fields that come from elsewhere than its own values: its
 * slug and address from its file's name, its text as HTML through the
 * sanitising Markdown pipeline (src/lib/markdown.ts; raw HTML and unsafe
 * links never reach the page), with each picture's size read from its file
 * in static/, and its reading time.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, store }) => {
  const staticDir = path.join(projectDir(store), "static");
  const imageSize = (src: string) => {
    const file = path.join(staticDir, decodeURIComponent(src.replace(/[?#].*$/, "")));
    const size = fs.existsSync(file) ? probe.sync(fs.readFileSync(file)) : null;
    return size ? { width: size.width, height: size.height } : undefined;
  };
  const slugOf = (
    source: InsightSource,
    context: { nodeModel: { getNodeById(args: { id: string }): unknown } },
  ) => (context.nodeModel.getNodeById({ id: source.parent }) as FileNode).name;
  type NodeModel = { findAll(args: { type: string }): Promise<{ entries: Iterable<unknown> }> };
  type Pages = Parameters<typeof featuredCaseStudies>[0];
  type Navigation = Parameters<typeof featuredCaseStudies>[1];
  createResolvers({
    // The case studies marked for the home page, from every page's case studies sections. Reading the
    // pages through the node model makes a page that shows them depend on every page's data.
    PageFeaturedCaseStudiesSection: {
      caseStudies: {
        type: "[FeaturedCaseStudy!]!",
        resolve: async (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) => {
          const pages = await context.nodeModel.findAll({ type: "PageJson" });
          const navigation = await context.nodeModel.findAll({ type: "NavigationJson" });
          const [menu] = [...navigation.entries] as Navigation[];
          return featuredCaseStudies([...pages.entries] as Pages, menu ?? { links: [] });
        },
      },
    },
    InsightJson: {
      slug: { type: "String!", resolve: slugOf },
      path: {
        type: "String!",
        resolve: (source: InsightSource, _args: unknown, context: Parameters<typeof slugOf>[1]) =>
          insightPath(slugOf(source, context)),
      },
      html: {
        type: "String!",
        resolve: (source: InsightSource) => renderMarkdown(source.body, { imageSize }),
      },
      readingMinutes: { type: "Int!", resolve: (source: InsightSource) => readingMinutes(source.body) },
    },
  });
};

/** How many insights a page of the list shows. */
const INSIGHTS_PER_PAGE = 12;
/** How many insights a section of the newest or the related ones shows. */
const INSIGHTS_IN_SECTION = 3;

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, store }) => {
  const pageTemplate = path.join(projectDir(store), "src/templates/page.tsx");
  /** Pages with the form or the firm's contact details get the template that carries their code. */
  const contactPageTemplate = path.join(projectDir(store), "src/templates/contact-page.tsx");
  /** Pages that list insights get the template that carries the lists' code. */
  const insightsPageTemplate = path.join(projectDir(store), "src/templates/insights-page.tsx");
  const insightTemplate = path.join(projectDir(store), "src/templates/insight.tsx");
  // In every page's context, so that a change to styles alone writes every page again.
  const styles = stylesFingerprint(path.join(projectDir(store), "src"));
  const result = await graphql<Queries.CreatePagesQuery>(`
    query CreatePages {
      allPageJson {
        nodes {
          id
          path
          sections {
            __typename
            ... on PageInsightsSection {
              show
            }
          }
        }
      }
      allInsightJson {
        nodes {
          id
          path
          topics
          services
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the pages from data/pages/ and data/insights/", result.errors);
    return;
  }
  const insights = result.data.allInsightJson.nodes;
  const typeBySectionKind: Record<string, string> = SECTION_TYPES;
  const contactTypes = new Set(CONTACT_KINDS.map((kind) => typeBySectionKind[kind]));
  // Paths are unique: the data check (./check-data.ts) stopped the build otherwise.
  for (const page of result.data.allPageJson.nodes) {
    const forContact = page.sections.some((section) => contactTypes.has(section.__typename));
    const shows = page.sections.flatMap((section) => ("show" in section ? [section.show] : []));
    // A page listing every insight becomes as many pages as it takes, 12 insights to a page; any
    // other page is one page, its sections showing up to three.
    const pages = shows.includes("all")
      ? listPages(page.path, insights.length, INSIGHTS_PER_PAGE)
      : listPages(page.path, 0, INSIGHTS_IN_SECTION);
    for (const { path: route, skip, limit, current, count, numbers } of pages) {
      actions.createPage({
        path: route,
        // The data check refuses a page that would need both (./check-data.ts).
        component: forContact ? contactPageTemplate : shows.length > 0 ? insightsPageTemplate : pageTemplate,
        context: {
          id: page.id,
          // The page's own path for its related insights: a later page of the list has another route.
          pagePath: page.path,
          skip,
          limit,
          pagination: { current, count, numbers },
          styles,
        },
      });
    }
  }
  // Drafts never reach Gatsby: the checked copy of data/ leaves them out (./valid-data.ts).
  for (const insight of insights) {
    actions.createPage({
      path: insight.path,
      component: insightTemplate,
      context: {
        id: insight.id,
        listPath: INSIGHTS_PATH,
        topics: insight.topics,
        services: insight.services,
        styles,
      },
    });
  }
};

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  const launch = checkLaunch(projectDir(store));
  if (launch.found.length || launch.problems.length) {
    reporter.warn(`${summary(launch)} \`npm run check:launch\` lists them.`);
  }
};
