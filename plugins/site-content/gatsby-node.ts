/**
 * The site's content: the data gate, the content model and the pages.
 *
 * Gatsby reads the data files from a checked copy of data/ (.valid-data/, see
 * ./valid-data.ts). Before anything else (onPreInit) every file under data/
 * is checked and the copy refreshed; a broken file stops `gatsby build` and
 * `gatsby develop` there, naming file and field. While `gatsby develop` runs,
 * later edits are checked as they are saved, and a broken one is reported
 * without reaching the running site. After a build, the launch check warns
 * about stand-in values still in the data.
 */
import path from "path";
import type { GatsbyNode, Store } from "gatsby";

import { graphqlTypeDefs } from "../../src/schema/interface-fields";
import {
  EDITOR_DIRECTIVE,
  EDITOR_DIRECTIVE_ARGS,
  SECTION_INTERFACE,
  SECTION_TYPES,
  VALUE_DIRECTIVE,
  VALUE_DIRECTIVE_ARGS,
} from "../../src/schema/type-defs";
import { checkLaunch, summary } from "./launch-check";
import { contentError, refreshValidData, watchData } from "./valid-data";

/** The site's folder (this plugin's code is compiled elsewhere, so not __dirname). */
const projectDir = (store: Store): string => store.getState().program.directory as string;

export const onPreInit: GatsbyNode["onPreInit"] = ({ store, reporter }) => {
  const problems = refreshValidData(projectDir(store));
  if (problems.length > 0) reporter.panic(contentError(problems));
};

let watchingData = false;

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ store, reporter }) => {
  if (process.env.gatsby_executing_command === "develop" && !watchingData) {
    watchingData = true;
    watchData(projectDir(store), (later) => {
      if (later.length > 0) {
        reporter.error(
          `${contentError(later)}\nThe site keeps showing the last good content until this is fixed.`,
        );
      } else {
        reporter.info("data/: all files checked, no problems");
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
    // Merged into the interface the type definitions declare: a section's kind picks its type.
    schema.buildInterfaceType({
      name: SECTION_INTERFACE,
      fields: {},
      resolveType: (section: { kind: string }) => typeBySectionKind[section.kind],
    }),
  ]);
};

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, store }) => {
  const pageTemplate = path.join(projectDir(store), "src/templates/page.tsx");
  /** Pages with a form section get the template that carries the form's code. */
  const contactPageTemplate = path.join(projectDir(store), "src/templates/contact-page.tsx");
  const result = await graphql<Queries.CreatePagesQuery>(`
    query CreatePages {
      allPageJson {
        nodes {
          id
          path
          sections {
            __typename
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the pages from data/pages/", result.errors);
    return;
  }
  // Paths are unique: the data check (./check-data.ts) stopped the build otherwise.
  for (const page of result.data.allPageJson.nodes) {
    const hasForm = page.sections.some((section) => section.__typename === "PageFormSection");
    actions.createPage({
      path: page.path,
      component: hasForm ? contactPageTemplate : pageTemplate,
      context: { id: page.id },
    });
  }
};

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  const launch = checkLaunch(projectDir(store));
  if (launch.found.length || launch.problems.length) {
    reporter.warn(`${summary(launch)} \`npm run check:launch\` lists them.`);
  }
};
