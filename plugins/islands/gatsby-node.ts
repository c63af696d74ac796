/**
 * Before the pages' HTML is written: bundles src/islands/site.ts (the header's menus and the scroll
 * reveal) into public/islands/ under a content-hashed name, and lists the routes whose template runs
 * React in the browser. `gatsby develop` keeps Gatsby's runtime everywhere (gatsby-browser.tsx starts
 * the same code), so this runs for builds only.
 */
import fs from "fs";
import path from "path";
import { build } from "esbuild";
import type { GatsbyNode } from "gatsby";

import { type IslandsManifest, manifestFile } from "./manifest";

/** The templates whose pages hydrate React: the contact page's form. */
const REACT_TEMPLATES = ["src/templates/contact-page.tsx"];

export const onPreBuild: GatsbyNode["onPreBuild"] = async ({ store, reporter }) => {
  const { program, pages } = store.getState() as {
    program: { directory: string };
    pages: Map<string, { path: string; component: string }>;
  };
  const root = program.directory;
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
  const [output] = Object.keys(result.metafile.outputs).filter((file) => file.endsWith(".js"));
  if (!output) reporter.panicOnBuild("islands: esbuild wrote no script");
  const reactTemplates = REACT_TEMPLATES.map((file) => path.join(root, file));
  const manifest: IslandsManifest = {
    script: `/islands/${path.basename(output)}`,
    reactRoutes: [...pages.values()]
      .filter((page) => reactTemplates.includes(page.component))
      .map((page) => page.path),
  };
  fs.writeFileSync(manifestFile(root), JSON.stringify(manifest));
};
