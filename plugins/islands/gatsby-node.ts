/**
 * The pages' scripts in a build (`gatsby develop` keeps Gatsby's runtime, see gatsby-browser.tsx):
 *
 * - src/islands/site.ts, bundled by esbuild into public/islands/ under a content-hashed name: the
 *   header's menus, the reveal, and the loader of the page's islands;
 * - each island's entry (src/islands/<name>.tsx), bundled by Gatsby's own webpack beside its app, so
 *   that React and the class names of its CSS modules are the page's own.
 *
 * The names of both are handed to the code that writes the pages (./gatsby-ssr.tsx and
 * src/islands/island.tsx) as constants of the HTML renderer's bundle, which webpack builds after
 * the browser's.
 */
import fs from "fs";
import path from "path";
import { build } from "esbuild";
import type { GatsbyNode } from "gatsby";

import type { IslandName, IslandScripts } from "../../src/islands/island";
import { checkGatsbyVersion, projectDir, withEntries, type WebpackConfig } from "../gatsby-internals";
import { ISLAND_FILES, islandFilesPlugin, type IslandFiles } from "./island-files";

/** Each island's entry, under the name of its webpack entry. */
const ISLANDS: Record<IslandName, string> = {
  "contact-form": "src/islands/contact-form.tsx",
  "readiness-check": "src/islands/readiness-check.tsx",
};

const ENTRY_PREFIX = "island-";
const entryName = (island: IslandName) => `${ENTRY_PREFIX}${island}`;

/** The site script's address, from onPreBuild to the HTML renderer's configuration. */
let siteScript: string | null = null;
/** This build's island files, from the browser's compile to the HTML renderer's configuration. */
let islandFiles: IslandFiles | null = null;

/** Every touch of Gatsby's internals (plugins/gatsby-internals.ts) was written for one release line of Gatsby and of gatsby-plugin-decap-cms. */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  try {
    checkGatsbyVersion();
  } catch (error) {
    reporter.panic((error as Error).message);
  }
};

export const onPreBuild: GatsbyNode["onPreBuild"] = async ({ store, reporter }) => {
  const root = projectDir(store);
  const outdir = path.join(root, "public", "islands");
  fs.rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    entryPoints: { site: path.join(root, "src/islands/site.ts") },
    bundle: true,
    format: "esm",
    minify: true,
    target: "es2020",
    entryNames: "[name]-[hash]",
    outdir,
    metafile: true,
    logLevel: "silent",
  });
  const output = Object.keys(result.metafile.outputs).find((file) => file.endsWith(".js"));
  if (!output) reporter.panicOnBuild("plugins/islands: esbuild wrote no script for src/islands/site.ts");
  else siteScript = `/islands/${path.basename(output)}`;
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  plugins,
  store,
  getConfig,
}) => {
  const root = projectDir(store);
  const islands = Object.keys(ISLANDS) as IslandName[];
  if (stage === "build-javascript") {
    const entries = Object.fromEntries(
      islands.map((island) => [entryName(island), path.join(root, ISLANDS[island])]),
    );
    const recorder = islandFilesPlugin(
      Object.fromEntries(islands.map((island) => [island, entryName(island)])) as Record<IslandName, string>,
      (files) => {
        islandFiles = files;
        fs.mkdirSync(path.dirname(path.join(root, ISLAND_FILES)), { recursive: true });
        fs.writeFileSync(path.join(root, ISLAND_FILES), `${JSON.stringify(files, null, 2)}\n`);
      },
    );
    const config = withEntries(getConfig() as WebpackConfig & { plugins: unknown[] }, entries, (chunk) =>
      chunk.startsWith(ENTRY_PREFIX),
    );
    actions.replaceWebpackConfig({ ...config, plugins: [...config.plugins, recorder] });
  }
  if (stage === "build-html") {
    if (!islandFiles) throw new Error("plugins/islands: the browser's compile recorded no island files");
    const files = islandFiles;
    const scripts: IslandScripts = Object.fromEntries(islands.map((island) => [island, files[island]?.load]));
    actions.setWebpackConfig({
      plugins: [
        plugins.define({
          __SITE_SCRIPT__: JSON.stringify(siteScript),
          __ISLAND_SCRIPTS__: JSON.stringify(scripts),
        }),
      ],
    });
  }
};
