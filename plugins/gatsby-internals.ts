/**
 * Every place the site relies on something Gatsby or gatsby-plugin-decap-cms does not document, each
 * with why, and a check that stops the build naming the internal and this file when a release changes it.
 *
 * Written for Gatsby 5.16.x and gatsby-plugin-decap-cms 4.0.x; checkGatsbyVersion stops the build on
 * any other line. After an upgrade, read each touch below against the new release (mostly
 * gatsby/cache-dir/static-entry.js, gatsby/dist/utils/webpack.config.js,
 * gatsby/dist/redux/reducers/html.js and gatsby-plugin-decap-cms/gatsby-node.js), then change
 * GATSBY_VERSION or DECAP_PLUGIN_VERSION.
 *
 * The pages' renderer bundles this file (src/html.tsx, plugins/islands/gatsby-ssr.tsx), so it imports
 * nothing heavy: gatsby-plugin-decap-cms's build code is handed in, not imported (compileEditor).
 */
import { createHash } from "crypto";
import fs from "fs";
import path from "path";
import type { ReactElement } from "react";
import type { Store } from "gatsby";
import { parseFragment, type DefaultTreeAdapterMap } from "parse5";
import gatsbyPackage from "gatsby/package.json";
import decapPackage from "gatsby-plugin-decap-cms/package.json";
import type * as DecapNode from "gatsby-plugin-decap-cms/gatsby-node";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

const HERE = "plugins/gatsby-internals.ts";

/** A Gatsby internal this site relies on has changed: the message names it, what was found, and this file. */
export class GatsbyInternalsError extends Error {
  name = "GatsbyInternalsError";
}

const changed = (internal: string, found: string) =>
  new GatsbyInternalsError(
    `${internal} is not what ${HERE} was written for: ${found}. Read that file's notes on it.`,
  );

/** The release lines every touch below was read against. */
export const GATSBY_VERSION = "5.16";
export const DECAP_PLUGIN_VERSION = "4.0";

const sameLine = (version: string, line: string) => version === line || version.startsWith(`${line}.`);

/**
 * Throws, naming the package, unless the installed Gatsby and gatsby-plugin-decap-cms are of the release
 * lines this file was written for.
 */
export const checkGatsbyVersion = ({
  gatsby = gatsbyPackage.version,
  decapPlugin = decapPackage.version,
}: { gatsby?: string; decapPlugin?: string } = {}): void => {
  const packages = [
    { name: "Gatsby", installed: gatsby, line: GATSBY_VERSION, constant: "GATSBY_VERSION" },
    {
      name: "gatsby-plugin-decap-cms",
      installed: decapPlugin,
      line: DECAP_PLUGIN_VERSION,
      constant: "DECAP_PLUGIN_VERSION",
    },
  ];
  for (const { name, installed, line, constant } of packages) {
    if (!sameLine(installed, line)) {
      throw new GatsbyInternalsError(
        `${HERE} was written for ${name} ${line}.x, and ${name} ${installed} is installed: check each of its touches against ${installed}, then change ${constant} there.`,
      );
    }
  }
};

/**
 * The project's folder. Local plugins are compiled into .cache/, so their __dirname is not it; Gatsby's
 * store has it (`program.directory`), which its own plugins read the same way.
 */
export const projectDir = (store: Store): string => {
  const directory: unknown = store.getState().program?.directory;
  if (typeof directory !== "string") {
    throw changed("store.getState().program.directory", `it is ${typeof directory}`);
  }
  return directory;
};

/** Whether `gatsby develop` is running (Gatsby sets this variable for the command it runs; undocumented). */
export const isDevelop = (): boolean => process.env.gatsby_executing_command === "develop";

/* ---- The pages' renderer (gatsby/cache-dir/static-entry.js) ---- */

type RuntimeElement = ReactElement<Record<string, unknown>>;

/**
 * Gatsby's runtime after a page's body, as static-entry.js adds it before onPreRenderHTML: one
 * page-data loader (key "script-loader") and one slice holding its scripts (sliceId
 * "_gatsby-scripts"); in the head, a <link as="script"> for each script a webpack magic comment in
 * the app's code preloads or prefetches (gatsby/dist/utils/client-assets-for-template.js: none here).
 */
const isPageDataLoader = (element: RuntimeElement) => element.key === "script-loader";
const isScriptsSlice = (element: RuntimeElement) => element.props?.sliceId === "_gatsby-scripts";
const isScriptLink = (element: RuntimeElement) => element.type === "link" && element.props?.as === "script";

/**
 * The head and post-body components without Gatsby's runtime. Throws unless exactly one page-data
 * loader and one scripts slice were there to take out: with another set, a page would keep some of
 * the runtime, or the runtime has moved.
 */
export const withoutGatsbyRuntime = (
  head: RuntimeElement[],
  postBody: RuntimeElement[],
): { head: RuntimeElement[]; postBody: RuntimeElement[] } => {
  const loaders = postBody.filter(isPageDataLoader).length;
  const slices = postBody.filter(isScriptsSlice).length;
  if (loaders !== 1 || slices !== 1) {
    throw changed(
      'Gatsby\'s runtime after the page (static-entry.js: the post-body script key "script-loader", the slice "_gatsby-scripts")',
      `found ${loaders} page-data loader(s) and ${slices} scripts slice(s), where one of each was expected`,
    );
  }
  return {
    head: head.filter((element) => !isScriptLink(element)),
    postBody: postBody.filter((element) => !isPageDataLoader(element) && !isScriptsSlice(element)),
  };
};

const idOf = (node: Node) =>
  "attrs" in node ? node.attrs.find((attribute) => attribute.name === "id")?.value : undefined;

/** Whitespace and React's empty comments between elements are not content. */
const isContent = (node: Node) =>
  !(node.nodeName === "#comment" || (node.nodeName === "#text" && "value" in node && !node.value.trim()));

/**
 * The page's own markup out of the body Gatsby rendered, which static-entry.js wraps in its router's
 * focus wrapper (<div id="gatsby-focus-wrapper" tabindex="-1" style="outline:none">, from
 * @gatsbyjs/reach-router) followed by the route announcer (<div id="gatsby-announcer" aria-live>,
 * route-announcer-props.js). Both serve client-side navigation, which a page without the runtime never
 * does. The markup is cut out of `body` as it is, never written again, so the page is byte for byte
 * what React rendered. Throws unless the body is exactly those two elements, the announcer empty.
 */
export const pageBody = (body: string): string => {
  const nodes = parseFragment(body, { sourceCodeLocationInfo: true }).childNodes.filter(isContent);
  const [wrapper, announcer] = nodes;
  const wrapperLocation = wrapper && "tagName" in wrapper ? wrapper.sourceCodeLocation : undefined;
  if (
    nodes.length !== 2 ||
    idOf(wrapper) !== "gatsby-focus-wrapper" ||
    idOf(announcer) !== "gatsby-announcer" ||
    ("childNodes" in announcer && announcer.childNodes.length > 0) ||
    !wrapperLocation?.startTag ||
    !wrapperLocation.endTag
  ) {
    const found = nodes.map((node) => `${node.nodeName}${idOf(node) ? `#${idOf(node)}` : ""}`).join(", ");
    throw changed(
      "The body static-entry.js renders (div#gatsby-focus-wrapper of @gatsbyjs/reach-router, then div#gatsby-announcer of route-announcer-props.js)",
      `the body holds ${found || "nothing"}`,
    );
  }
  return body.slice(wrapperLocation.startTag.endOffset, wrapperLocation.endTag.startOffset);
};

/**
 * Gatsby inlines the site's stylesheet into each page's head as one <style data-identity="gatsby-global-css">
 * (static-entry.js, reversedStyles). plugins/cdn-deploy replaces it with the page's part as a plain
 * <style>, which a later build that keeps .cache/ finds again in a page it did not write anew.
 * Returns that element of a page's head; throws when there is no such one element.
 */
export const inlinedStylesheet = (head: Element): Element => {
  const styles = head.childNodes.filter((node): node is Element => node.nodeName === "style");
  const gatsbys = styles.filter((style) =>
    style.attrs.some(({ name, value }) => name === "data-identity" && value === "gatsby-global-css"),
  );
  // Any other <style> is left to the inline-code check, which names the page.
  if (gatsbys.length === 1) return gatsbys[0];
  if (gatsbys.length === 0 && styles.length === 1 && styles[0].attrs.length === 0) return styles[0];
  throw changed(
    'The stylesheet static-entry.js inlines into each page\'s head (<style data-identity="gatsby-global-css">)',
    `the head holds ${styles.length} <style> element(s), ${gatsbys.length} of them so marked`,
  );
};

/**
 * Gatsby writes each page's body with React 18's renderToPipeableStream, which puts up to two NUL bytes
 * before a multi-byte character (a dash, a typographic quote, ₹) that falls at the end of its 2,048-byte
 * buffer (facebook/react#24985, fixed in React 19): an invalid page wherever an editor's words happen to
 * fall. No text of the site holds a NUL (a browser drops it), so every one is taken out.
 */
export const withoutStreamNuls = (html: string): string => html.replaceAll("\0", "");

/* ---- Gatsby's webpack configuration and output ---- */

/** What plugins/islands changes of Gatsby's webpack configuration for the browser. */
export type WebpackConfig = {
  entry?: unknown;
  optimization?: {
    splitChunks?: {
      cacheGroups?: Record<
        string,
        { chunks?: string | ((chunk: { name?: string | null }) => boolean) } | false
      >;
    };
  };
};

/**
 * Gatsby's browser configuration (getConfig() at "build-javascript") with more entries. Only a whole
 * configuration handed to replaceWebpackConfig can add entries (setWebpackConfig leaves `entry` as it
 * is). Gatsby's "commons" chunk holds what every template shares; the new entries are kept out of it,
 * so an island takes its own copy of the little it shares with the templates.
 */
export const withEntries = <C extends WebpackConfig>(
  config: C,
  entries: Record<string, string>,
  keepOutOfCommons: (chunkName: string) => boolean,
): C => {
  const commons = config.optimization?.splitChunks?.cacheGroups?.commons;
  const entry = config.entry;
  if (!entry || typeof entry !== "object" || Array.isArray(entry) || !commons) {
    throw changed(
      "Gatsby's webpack configuration for the browser (an `entry` object, optimization.splitChunks.cacheGroups.commons)",
      `entry is ${Array.isArray(entry) ? "an array" : typeof entry} and the commons group is ${commons ? "there" : "missing"}`,
    );
  }
  commons.chunks = (chunk) => !keepOutOfCommons(chunk.name ?? "");
  return { ...config, entry: { ...entry, ...entries } };
};

/**
 * Gatsby's webpack writes its scripts and its one stylesheet at the top of public/, named after a hash of
 * their content ("app-3163c32ee8c256f9f65d.js", "styles.f60c8bb181aedbfee748.css").
 */
export const isWebpackAsset = (file: string): boolean => /^[^/\\]+[-.][0-9a-f]{20}\.(js|css)$/.test(file);

const STYLESHEET_NAME = /^styles\.[0-9a-f]{20}\.css$/;

/**
 * The stylesheet this build's pages inline, as Gatsby's public/webpack.stats.json names it (the assets
 * of its "app" chunk group), and its text. Throws unless it names exactly one.
 */
export const siteStylesheet = (publicDir: string): { name: string; css: string } => {
  const statsFile = path.join(publicDir, "webpack.stats.json");
  const stats = (fs.existsSync(statsFile) ? JSON.parse(fs.readFileSync(statsFile, "utf8")) : {}) as {
    assetsByChunkName?: Record<string, string[] | undefined>;
  };
  const names = stats.assetsByChunkName?.app?.filter((asset) => STYLESHEET_NAME.test(asset)) ?? [];
  if (names.length !== 1 || !fs.existsSync(path.join(publicDir, names[0]))) {
    throw changed(
      "public/webpack.stats.json (assetsByChunkName.app naming one styles.<hash>.css beside it)",
      fs.existsSync(statsFile)
        ? `it names ${names.length ? names.join(", ") : "no such stylesheet"}`
        : "there is none",
    );
  }
  return { name: names[0], css: fs.readFileSync(path.join(publicDir, names[0]), "utf8") };
};

/**
 * What else Gatsby writes into public/ for its runtime, which a page without it never loads: the rest
 * of webpack's output (source maps, licence files, the chunk map and webpack.stats.json), the page
 * data and its loader's slices (_gatsby/), and Partytown's library (copied in every build, used by
 * none of this site's scripts). `file` is relative to public/, with forward slashes.
 */
export const isGatsbyRuntimeOutput = (file: string): boolean => {
  const [top] = file.split("/");
  if (["page-data", "_gatsby", "~partytown"].includes(top)) return file !== top;
  if (file.includes("/")) return false;
  return (
    ["chunk-map.json", "webpack.stats.json"].includes(file) ||
    isWebpackAsset(file) ||
    isWebpackAsset(file.replace(/\.(map|LICENSE\.txt)$/, ""))
  );
};

/**
 * The folder of public/ a later build reads back: Gatsby renders a page again from its
 * page-data.json there (gatsby/dist/utils/page-data.js readPageData) when only the code changed,
 * without running the page's query again to write the file.
 */
export const READ_BACK_BY_NEXT_BUILD = "page-data";

/* ---- Incremental builds (gatsby/dist/redux/reducers/html.js) ---- */

const STYLE_FILE = /\.(?:s?css)$/;

/**
 * What a page's context carries so that a change to styles alone writes the page again. An incremental
 * build (one that keeps .cache/ and public/, as a CDN's build cache does) writes a page's HTML again only
 * when its page data (query result and context), the renderer's code or a static query's result changed:
 * with slices, Gatsby 5's default, a new browser compilation marks no page. But every page's HTML holds
 * the stylesheet, so each would keep the previous one. The context therefore carries a short hash of
 * every stylesheet source under `srcDir`, by path and content.
 */
export const stylesContext = (srcDir: string): { styles: string } => {
  const hash = createHash("sha256");
  const files = fs
    .readdirSync(srcDir, { recursive: true, encoding: "utf8" })
    .filter((file) => STYLE_FILE.test(file))
    .sort();
  for (const file of files) {
    hash.update(`${file.split(path.sep).join("/")}\n`);
    hash.update(fs.readFileSync(path.join(srcDir, file)));
  }
  return { styles: hash.digest("hex").slice(0, 12) };
};

/* ---- gatsby-plugin-decap-cms (gatsby-node.js) ---- */

/** The parts of the editor's webpack configuration compileEditor changes. */
type EditorConfig = {
  plugins: unknown[];
  cache?: false | { name?: string; cacheLocation?: string };
  optimization?: { minimizer?: unknown[] };
};
/** Gatsby's webpack plugin makers (the `plugins` of onCreateWebpackConfig's arguments) compileEditor uses. */
type WebpackPlugins = {
  normalModuleReplacement: (request: RegExp, replacement: string) => unknown;
  minifyJs: (options: { exclude: RegExp }) => unknown;
  minifyCss: () => unknown;
};
type Compiler = { close: (callback: (error?: Error | null) => void) => void };

export type EditorSettings = {
  /** The project's folder. */
  root: string;
  /** Modules of the site replaced in the editor's bundle: the request, and the file that replaces it. */
  replace: [RegExp, string][];
  /** Scripts the minifier leaves as they come. */
  prebuilt: RegExp;
};

export type EditorCompile = {
  /** Settles when the compile ends (in develop, once it watches): to its error, or undefined. Never rejects. */
  done: Promise<unknown>;
  /** Closes webpack's compiler of a build, which is when webpack stores its cache. */
  close: () => Promise<void>;
};

/**
 * The content editor's compile by gatsby-plugin-decap-cms's onCreateWebpackConfig, which `options` (the
 * plugin's documented options) configure, with the site's settings. It rests on three things the plugin
 * does not document:
 * - it returns the compile: a promise that settles when a build's `webpack(config).run` ends (rejected
 *   with the compile's errors), or in develop once watching starts;
 * - the configuration it hands to `customizeWebpackConfig` is the one it compiles, so a webpack plugin
 *   added there is applied to its compiler: the only way to reach the compiler, which must be closed for
 *   webpack to store its cache;
 * - that configuration is a shallow copy of the site's: `cache` names the site's webpack cache (two
 *   compiles sharing one throw away each other's) and `optimization.minimizer` holds the site's
 *   minifiers, so both are replaced, never changed in place.
 * Throws when the call returns no promise.
 */
export const compileEditor = (
  decap: typeof DecapNode,
  args: { stage: string },
  options: object,
  { root, replace, prebuilt }: EditorSettings,
): EditorCompile => {
  let compiler: Compiler | undefined;
  const customizeWebpackConfig = (
    config: EditorConfig,
    { stage, plugins }: { stage: string; plugins: WebpackPlugins },
  ) => {
    config.plugins.push(...replace.map(([request, file]) => plugins.normalModuleReplacement(request, file)));
    if (config.cache) {
      // Beside the site's, in Gatsby's folder of webpack caches.
      const name = `content-editor-${stage}`;
      config.cache = { ...config.cache, name, cacheLocation: path.join(root, ".cache", "webpack", name) };
    }
    if (stage === "build-javascript") {
      config.plugins.push({ apply: (made: Compiler) => (compiler = made) });
      config.optimization = {
        ...config.optimization,
        minimizer: [plugins.minifyJs({ exclude: prebuilt }), plugins.minifyCss()],
      };
    }
  };
  const compile = decap.onCreateWebpackConfig(args, { ...options, customizeWebpackConfig }) as unknown;
  if (typeof (compile as Promise<void> | undefined)?.then !== "function") {
    throw changed(
      "gatsby-plugin-decap-cms's onCreateWebpackConfig (returning the editor's compile as a promise)",
      `it returned ${typeof compile}`,
    );
  }
  return {
    done: (compile as Promise<void>).then(
      () => undefined,
      (error: unknown) => error ?? new Error("the content editor's compile failed"),
    ),
    close: () => new Promise<void>((resolve) => (compiler ? compiler.close(() => resolve()) : resolve())),
  };
};

/**
 * gatsby-plugin-decap-cms's build-time half (its gatsby-node exports), called by plugins/content-editor
 * with the plugin's documented options instead of listing the plugin, whose browser half would reach
 * visitors' pages. Checks the plugin's version and that the three lifecycle functions are there.
 */
export const decapBuildTime = (
  module: typeof DecapNode,
  installed: string = decapPackage.version,
): typeof DecapNode => {
  checkGatsbyVersion({ decapPlugin: installed });
  const missing = (["onPreInit", "onCreateDevServer", "onCreateWebpackConfig"] as const).filter(
    (name) => typeof module[name] !== "function",
  );
  if (missing.length) {
    throw changed(
      `gatsby-plugin-decap-cms/gatsby-node (written for ${DECAP_PLUGIN_VERSION}.x)`,
      `it has no ${missing.join(", ")}`,
    );
  }
  return module;
};
