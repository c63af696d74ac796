import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";

import { contentSecurityPolicy, hashedAssets, headersFile, withPolicyMeta } from "./scripts/cdn-headers";
import { EDITOR_PATH, editorOrigins, removeEditorSourceMaps } from "./scripts/editor-files";
import { checkBuiltPages } from "./scripts/inline-code";
import { refreshInlinedStyles } from "./scripts/inlined-styles";
import { checkLaunch, summary } from "./scripts/launch-check";
import { contentError, watchData } from "./scripts/valid-data";
import { formService } from "./src/lib/form-service";
import { graphqlTypeDefs } from "./src/schema/interface-fields";
import {
  EDITOR_DIRECTIVE,
  EDITOR_DIRECTIVE_ARGS,
  SECTION_INTERFACE,
  SECTION_TYPES,
} from "./src/schema/type-defs";

const PAGE_TEMPLATE = path.resolve(__dirname, "src/templates/page.tsx");
/** Pages with a form section get the template that carries the form's code. */
const CONTACT_PAGE_TEMPLATE = path.resolve(__dirname, "src/templates/contact-page.tsx");

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  const typeBySectionKind: Record<string, string> = SECTION_TYPES;
  // The content editor's labels: a directive that leaves the field's value as it is.
  actions.createFieldExtension({ name: EDITOR_DIRECTIVE, args: EDITOR_DIRECTIVE_ARGS, extend: () => ({}) });
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

let watchingData = false;

/**
 * gatsby-config.ts has checked every data file and refreshed the checked
 * copy that Gatsby reads (scripts/valid-data.ts), stopping on a mistake.
 * During `gatsby develop` later edits are checked as they are saved, and a
 * broken one is reported without reaching the running site.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  if (process.env.gatsby_executing_command === "develop" && !watchingData) {
    watchingData = true;
    watchData(__dirname, (later) => {
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

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
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
  // Paths are unique: scripts/check-data.ts stopped the build otherwise.
  for (const page of result.data.allPageJson.nodes) {
    const hasForm = page.sections.some((section) => section.__typename === "PageFormSection");
    actions.createPage({
      path: page.path,
      component: hasForm ? CONTACT_PAGE_TEMPLATE : PAGE_TEMPLATE,
      context: { id: page.id },
    });
  }
};

/**
 * After the build: the current stylesheet in every page (see
 * scripts/inlined-styles.ts), a check that every page holds only the inline
 * code the build wrote (scripts/inline-code.ts), the _headers file for CDNs
 * (security headers allowing that code, and caching; the content editor's
 * own policy; the not-found page's policy in the page, see withPolicyMeta), robots.txt pointing at the sitemap and keeping crawlers out of
 * the editor, and no source maps of the editor.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<Queries.PostBuildQuery>(`
    query PostBuild {
      siteJson {
        url
        map {
          embedUrl
        }
        form {
          endpoint
          accessKey
        }
      }
      allPageJson {
        nodes {
          path
        }
      }
    }
  `);
  const siteJson = result.data?.siteJson;
  if (result.errors || !siteJson) {
    reporter.panicOnBuild("Could not read data/site.json after the build", result.errors);
    return;
  }
  const launch = checkLaunch(__dirname);
  if (launch.found.length || launch.problems.length) {
    reporter.warn(`${summary(launch)} \`npm run check:launch\` lists them.`);
  }
  const { endpoint } = formService(siteJson.form);
  if (["127.0.0.1", "localhost"].includes(new URL(endpoint).hostname)) {
    reporter.warn(
      `This build posts the contact form to ${endpoint}, a local stand-in: run \`npm run build\` before deploying.`,
    );
  }
  const publicDir = path.resolve(__dirname, "public");
  const refreshed = refreshInlinedStyles(publicDir);
  if (refreshed.length) {
    reporter.info(
      `Styles changed: put the new stylesheet into ${refreshed.length} pages Gatsby did not rebuild.`,
    );
  }
  // Every page may hold only the inline code the build wrote; text from data/ that became code stops here.
  const { own, problems } = checkBuiltPages(publicDir);
  if (problems.length) {
    fs.rmSync(path.join(publicDir, "_headers"), { force: true });
    reporter.panicOnBuild(
      [
        "These pages hold inline code the build did not write, so no Content-Security-Policy was written to allow it:",
        ...problems.map((problem) => `  ${problem}`),
        "Text from data/ must reach a page as text: look for it in the component that draws it (JSX escapes; raw HTML does not).",
      ].join("\n"),
    );
    return;
  }
  const routes = (result.data?.allPageJson.nodes ?? []).map((page) => page.path);
  removeEditorSourceMaps(publicDir);
  const policy = { formEndpoint: endpoint, mapUrl: siteJson.map.embedUrl, inline: own };
  fs.writeFileSync(
    path.join(publicDir, "_headers"),
    headersFile({
      ...policy,
      routes,
      assets: hashedAssets(publicDir),
      editor: { path: EDITOR_PATH, origins: editorOrigins() },
    }),
  );
  const notFound = path.join(publicDir, "404.html");
  if (fs.existsSync(notFound)) {
    fs.writeFileSync(
      notFound,
      withPolicyMeta(fs.readFileSync(notFound, "utf8"), contentSecurityPolicy(policy)),
    );
  }
  const sitemap = new URL("/sitemap-index.xml", siteJson.url).href;
  fs.writeFileSync(
    path.join(publicDir, "robots.txt"),
    `User-agent: *\nAllow: /\nDisallow: ${EDITOR_PATH}\n\nSitemap: ${sitemap}\n`,
  );
};
