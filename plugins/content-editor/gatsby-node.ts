/**
 * The content editor at /admin/ (Decap CMS, src/cms/index.tsx), built by
 * gatsby-plugin-decap-cms's build-time half. Used through this plugin rather
 * than listed in gatsby-config.ts because the listed plugin also adds browser
 * code to every visitor's page (a Netlify Identity sign-in redirect, which
 * this site does not use) and its options, build paths included. How the
 * compile is reached is plugins/gatsby-internals.ts's (compileEditor).
 */
import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import * as decapNode from "gatsby-plugin-decap-cms/gatsby-node";

import { compileEditor, decapBuildTime, type EditorCompile, projectDir } from "../gatsby-internals";
import { EDITOR_FOLDER } from "./editor-path";

const decap = decapBuildTime(decapNode);

/**
 * A production build's compile of the editor. It runs beside the site's own (each keeps one core busy;
 * one after the other, the editor's took 40 s of a cold build here), and onPostBuild waits for it, so
 * that a failure is reported by the build, not lost, then closes it to store webpack's cache.
 */
const editorBuild: { compile?: EditorCompile; root?: string } = {};

/**
 * The scripts gatsby-plugin-decap-cms copies into the editor from their packages, minified there
 * already: Decap CMS (4.4 MB) and React's production builds (which Gatsby's minifier skips by name).
 */
const PREBUILT_SCRIPTS = /(?:\.min|^decap-cms-app)\.js$/;

/**
 * The editor's compile settings, on top of the site's that gatsby-plugin-decap-cms copies:
 * - The preview draws pages with the site's components: the company details, menu and listed
 *   consultants come from the editor instead of Gatsby's data layer (useSite, usePeople), and head tags
 *   stay out of the editor's own page (react-helmet).
 * - Its own webpack cache (compileEditor): with the site's, every build compiled the site and the editor
 *   from scratch (a change to styles alone took 69 s to build here instead of 25).
 * - Its minifier leaves the prebuilt scripts as they come: minifying Decap CMS once more won 13 KB of
 *   4.4 MB and cost a cold build a quarter of its processor time.
 */
const editorSettings = (root: string) => ({
  root,
  replace: [
    [/[\\/]hooks[\\/]use-site$/, path.join(root, "src/cms/preview-site.tsx")],
    [/[\\/]hooks[\\/]use-people$/, path.join(root, "src/cms/preview-site.tsx")],
    [/^react-helmet$/, path.join(root, "src/cms/preview-helmet.tsx")],
  ] as [RegExp, string][],
  prebuilt: PREBUILT_SCRIPTS,
});

/** The editor page's title and icon: the firm's name (data/site.json) and its mark. */
const editorPage = (root: string) => {
  const site = JSON.parse(fs.readFileSync(path.join(root, "data/site.json"), "utf8")) as { name: string };
  return {
    htmlTitle: `${site.name}: content editor`,
    htmlFavicon: path.join(root, "static/images/logo-mark.svg"),
  };
};

export const onPreInit: GatsbyNode["onPreInit"] = async (args, options) => {
  await decap.onPreInit(args, options);
};

/** `gatsby develop` answers /admin without its slash too. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async (args, options) => {
  await decap.onCreateDevServer(args, { ...options, publicPath: EDITOR_FOLDER });
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = async (args, options) => {
  const root = projectDir(args.store);
  // A production build starts from an empty folder: `npm run cms` leaves development files in it.
  if (args.stage === "build-javascript") {
    fs.rmSync(path.join(root, "public", EDITOR_FOLDER), { recursive: true, force: true });
  }
  // The call sets the site's webpack settings it needs at once, then compiles the editor (gatsby develop:
  // starts watching).
  const compile = compileEditor(
    decap,
    args,
    {
      ...options,
      publicPath: EDITOR_FOLDER,
      modulePath: path.join(root, "src", "cms/index.tsx"),
      // The editor's tab is the firm's, with its mark, not Decap's "Content Manager".
      ...editorPage(root),
      manualInit: true,
      enableIdentityWidget: false,
    },
    editorSettings(root),
  );
  if (args.stage === "build-javascript") {
    editorBuild.compile = compile;
    editorBuild.root = root;
  } else {
    const error = await compile.done;
    if (error) throw error;
  }
};

/** Decap CMS's licence notices, which its prebuilt script names in its first line. */
const DECAP_NOTICES = "decap-cms-app.js.LICENSE.txt";

/** Puts Decap CMS's notices beside its script in the built editor, when the compile wrote the script. */
const addDecapNotices = (root: string) => {
  const editorDir = path.join(root, "public", EDITOR_FOLDER);
  if (!fs.existsSync(path.join(editorDir, "decap-cms-app.js"))) return;
  fs.copyFileSync(
    path.join(root, "node_modules/decap-cms-app/dist", DECAP_NOTICES),
    path.join(editorDir, DECAP_NOTICES),
  );
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const { compile, root } = editorBuild;
  if (!compile) return;
  const error = await compile.done;
  await compile.close();
  if (error) {
    reporter.panicOnBuild("The content editor (/admin/) did not compile", error as Error | Error[]);
    return;
  }
  if (root) addDecapNotices(root);
};
