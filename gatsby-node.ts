import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";

import { headersFile } from "./scripts/cdn-headers";
import { checkDataFile } from "./scripts/check-data";
import { SECTION_TYPES, SECTION_UNION, typeDefs } from "./src/schema/type-defs";

const DATA_DIR = path.resolve(__dirname, "data");
const PAGE_TEMPLATE = path.resolve(__dirname, "src/templates/page.tsx");

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  const typeBySectionKind: Record<string, string> = SECTION_TYPES;
  actions.createTypes([
    typeDefs,
    schema.buildUnionType({
      name: SECTION_UNION,
      types: Object.values(SECTION_TYPES),
      resolveType: (section: { kind: string }) => typeBySectionKind[section.kind],
    }),
  ]);
};

/**
 * The form service can be pointed elsewhere at build time (staging, tests)
 * without editing data/site.json: GATSBY_FORM_ENDPOINT, GATSBY_FORM_ACCESS_KEY.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  const fromEnvironment = (variable: string, field: "endpoint" | "accessKey") => ({
    resolve: (source: { endpoint: string; accessKey: string }) => process.env[variable] || source[field],
  });
  createResolvers({
    SiteForm: {
      endpoint: fromEnvironment("GATSBY_FORM_ENDPOINT", "endpoint"),
      accessKey: fromEnvironment("GATSBY_FORM_ACCESS_KEY", "accessKey"),
    },
  });
};

/** Every data file is checked as it is read, so a mistake names its file and field. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, reporter }) => {
  if (node.internal.type !== "File" || node.sourceInstanceName !== "data") return;
  if (node.extension !== "json") return;
  const problems = checkDataFile(node.absolutePath as string, DATA_DIR, __dirname);
  if (problems.length > 0) {
    reporter.panicOnBuild(`Content error in data/:\n${problems.join("\n")}`);
  }
};

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<Queries.CreatePagesQuery>(`
    query CreatePages {
      allPageJson {
        nodes {
          id
          path
          parent {
            ... on File {
              relativePath
            }
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the pages from data/pages/", result.errors);
    return;
  }
  const seen = new Map<string, string>();
  for (const page of result.data.allPageJson.nodes) {
    const file =
      page.parent && "relativePath" in page.parent ? `data/${page.parent.relativePath}` : "data/pages/";
    const other = seen.get(page.path);
    if (other) {
      reporter.panicOnBuild(
        `Content error in data/:\n${file}: /path: "${page.path}" is already used by ${other}`,
      );
      continue;
    }
    seen.set(page.path, file);
    actions.createPage({ path: page.path, component: PAGE_TEMPLATE, context: { id: page.id } });
  }
};

/**
 * After the build: robots.txt pointing at the sitemap, and the _headers file
 * for CDNs (security headers and caching), from the site's configuration.
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
  const publicDir = path.resolve(__dirname, "public");
  const routes = (result.data?.allPageJson.nodes ?? []).map((page) => page.path);
  const html = [...routes.map((route) => path.join(route, "index.html")), "404.html"]
    .map((file) => path.join(publicDir, file))
    .filter((file) => fs.existsSync(file))
    .map((file) => fs.readFileSync(file, "utf8"));
  fs.writeFileSync(
    path.join(publicDir, "_headers"),
    headersFile({ formEndpoint: siteJson.form.endpoint, mapUrl: siteJson.map.embedUrl, html, routes }),
  );
  const sitemap = new URL("/sitemap-index.xml", siteJson.url).href;
  fs.writeFileSync(path.join(publicDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`);
};
