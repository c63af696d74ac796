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
import type { GatsbyNode, Store } from "gatsby";

import type { IslandName, IslandScripts } from "../../src/islands/island";

/** What this plugin changes of Gatsby's webpack configuration for the browser. */
type WebpackConfig = {
  entry: Record<string, string>;
  optimization?: {
    splitChunks?: {
      cacheGroups?: Record<string, { chunks?: string | ((chunk: { name?: string | null }) => boolean) }>;
    };
  };
};

/** Each island's entry, under the name of its webpack entry. */
const ISLANDS: Record<IslandName, string> = { "contact-form": "src/islands/contact-form.tsx" };

const entryName = (island: IslandName) => `island-${island}`;

/** The project's folder, as Gatsby's store has it. */
const projectDir = (store: Store): string => store.getState().program.directory as string;

/** The site script's address, from onPreBuild to the HTML renderer's configuration. */
let siteScript: string | null = null;

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

/** The scripts webpack wrote for each island's entry, in order, from Gatsby's webpack.stats.json. */
const islandScripts = (root: string): IslandScripts => {
  const stats = JSON.parse(fs.readFileSync(path.join(root, "public", "webpack.stats.json"), "utf8")) as {
    assetsByChunkName: Record<string, string[] | undefined>;
  };
  return Object.fromEntries(
    (Object.keys(ISLANDS) as IslandName[]).map((island) => {
      const files = stats.assetsByChunkName[entryName(island)];
      if (!files) throw new Error(`plugins/islands: webpack wrote no scripts for the ${island} island`);
      return [island, files.filter((file) => file.endsWith(".js")).map((file) => `/${file}`)];
    }),
  );
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  plugins,
  store,
  getConfig,
}) => {
  const root = projectDir(store);
  if (stage === "build-javascript") {
    // setWebpackConfig leaves `entry` alone, so the islands' entries go in with the whole configuration.
    const config = getConfig() as WebpackConfig;
    const islands = (Object.entries(ISLANDS) as [IslandName, string][]).map(([island, file]) => [
      entryName(island),
      path.join(root, file),
    ]);
    config.entry = { ...config.entry, ...Object.fromEntries(islands) };
    // Gatsby's "commons" chunk holds what every template shares (the layout, the header); an island
    // needs none of it, and takes its own copy of the little it shares with them.
    const commons = config.optimization?.splitChunks?.cacheGroups?.commons;
    if (commons) commons.chunks = (chunk) => !chunk.name?.startsWith("island-");
    actions.replaceWebpackConfig(config);
  }
  if (stage === "build-html") {
    actions.setWebpackConfig({
      plugins: [
        plugins.define({
          __SITE_SCRIPT__: JSON.stringify(siteScript),
          __ISLAND_SCRIPTS__: JSON.stringify(islandScripts(root)),
        }),
      ],
    });
  }
};
