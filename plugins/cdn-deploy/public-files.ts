/**
 * What public/ must hold: the files something loads. A page, the content editor or the host loads a
 * file; so does a file they load (a stylesheet its fonts, the manifest its icons, an island's script
 * its later chunks). Read from the built files themselves (parse5 for pages and XML, postcss for CSS),
 * never from a list of what the build is thought to write.
 *
 * The project's static/ folder counts as loaded as a whole: Gatsby copies it as it is, and what is put
 * there is served on purpose (the editor's previews show its pictures, the structured data names them).
 */
import fs from "fs";
import path from "path";
import { parse, parseFragment, type DefaultTreeAdapterMap } from "parse5";
import postcss from "postcss";

import { EDITOR_FOLDER } from "../content-editor/editor-path";
import { SCRIPTS_ATTRIBUTE } from "../../src/islands/attributes";
import type { IslandFiles } from "../islands/island-files";
import { builtPages, filesUnder } from "./built-files";

type Node = DefaultTreeAdapterMap["node"];

export type PublicFilesInputs = {
  publicDir: string;
  /** The project's static/ folder. */
  staticDir: string;
  /** The site's address: links to it in full (canonical, og:image, JSON-LD) are links to its files. */
  siteUrl: string;
  /** What each island's script loads (plugins/islands). */
  islands: IslandFiles;
};

/** What the host reads or serves of itself: its rules, the robots' file and the page for unknown addresses. */
export const HOST_FILES = ["_headers", "_redirects", "_routes.json", "robots.txt", "404.html"];

/** Each url() of a stylesheet, as written. */
const cssUrls = (css: string): string[] => {
  const urls: string[] = [];
  const collect = (value: string) => {
    for (const match of value.matchAll(/url\(\s*(["']?)([^"')]*)\1\s*\)/g)) urls.push(match[2]);
  };
  try {
    const root = postcss.parse(css, { map: { prev: false } });
    root.walkDecls((declaration) => collect(declaration.value));
    root.walkAtRules("import", (rule) => collect(rule.params));
  } catch {
    collect(css);
  }
  return urls;
};

const textOf = (node: Node): string =>
  "childNodes" in node
    ? node.childNodes
        .map((child) => ("value" in child && child.nodeName === "#text" ? child.value : textOf(child)))
        .join("")
    : "";

const walk = (node: Node, visit: (node: Node) => void) => {
  visit(node);
  if (node.nodeName === "template" && "content" in node) walk(node.content, visit);
  if ("childNodes" in node) node.childNodes.forEach((child) => walk(child, visit));
};

/** Strings anywhere in a JSON value. */
const jsonStrings = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(jsonStrings)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(jsonStrings)
        : [];

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Attributes whose value is one address the browser loads or follows (a form's action is a request, not a file). */
const URL_ATTRIBUTES = new Set(["src", "href", "poster", "data"]);
const SRCSET_ATTRIBUTES = new Set(["srcset", "imagesrcset"]);

/** The addresses a page names, read as a browser reads it with scripting on and off. */
const pageReferences = (html: string, origin: string): { urls: string[]; islandScripts: string[][] } => {
  const urls: string[] = [];
  const islandScripts: string[][] = [];
  for (const scriptingEnabled of [true, false]) {
    walk(parse(html, { scriptingEnabled }), (node) => {
      if (!("attrs" in node)) return;
      for (const { name, value } of node.attrs) {
        if (URL_ATTRIBUTES.has(name)) urls.push(value);
        if (SRCSET_ATTRIBUTES.has(name))
          urls.push(...value.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]));
        if (name === "content" && /^(https?:|\/)/i.test(value.trim())) urls.push(value);
        if (name === "style") urls.push(...cssUrls(`a{${value}}`));
        if (name === SCRIPTS_ATTRIBUTE) islandScripts.push(value.split(/\s+/).filter(Boolean));
      }
      if (node.nodeName === "style") urls.push(...cssUrls(textOf(node)));
      const type = node.attrs
        .find((attribute) => attribute.name === "type")
        ?.value.trim()
        .toLowerCase();
      if (node.nodeName === "script" && type === "application/ld+json") {
        urls.push(...jsonStrings(parseJson(textOf(node))).filter((text) => text.startsWith(origin)));
      }
    });
  }
  islandScripts.forEach((scripts) => urls.push(...scripts));
  return { urls, islandScripts };
};

/** The addresses an XML file (a sitemap, a feed) names: <loc> elements and href, url and src attributes. */
const xmlReferences = (xml: string): string[] => {
  const urls: string[] = [];
  walk(parseFragment(xml), (node) => {
    if (node.nodeName === "loc") urls.push(textOf(node).trim());
    if ("attrs" in node) {
      for (const { name, value } of node.attrs) if (["href", "url", "src"].includes(name)) urls.push(value);
    }
  });
  return urls;
};

/** The icons, screenshots and start page a web app manifest names. */
const manifestReferences = (text: string): string[] => {
  const manifest = parseJson(text) as
    { start_url?: unknown; icons?: { src?: unknown }[]; screenshots?: { src?: unknown }[] } | undefined;
  return [
    manifest?.start_url,
    ...[...(manifest?.icons ?? []), ...(manifest?.screenshots ?? [])].map((icon) => icon.src),
  ].filter((url): url is string => typeof url === "string");
};

/**
 * The files in public/ something loads, and the addresses of the site that name no file there
 * ("public/<file>: <address>"). Throws when a page's island names scripts the islands' record does
 * not know: its later chunks would be unknown.
 */
const walkPublic = ({
  publicDir,
  staticDir,
  siteUrl,
  islands,
}: PublicFilesInputs): { loaded: Set<string>; missing: string[] } => {
  const origin = new URL(siteUrl).origin;
  const missing: string[] = [];
  const exists = (file: string) =>
    fs.existsSync(path.join(publicDir, file)) && fs.statSync(path.join(publicDir, file)).isFile();
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");
  /** The file of public/ an address names from `from`, if any. */
  const fileAt = (url: string, from: string): string | undefined => {
    let target: URL;
    try {
      target = new URL(url.trim(), new URL(`/${from}`, origin));
    } catch {
      return undefined;
    }
    if (target.origin !== origin) return undefined;
    let file = target.pathname.replace(/^\/+/, "");
    try {
      file = decodeURIComponent(file);
    } catch {
      // Left as written: it then names no file.
    }
    if (file === "" || file.endsWith("/")) file += "index.html";
    else if (!exists(file) && exists(`${file}/index.html`)) file += "/index.html";
    if (exists(file)) return file;
    missing.push(`public/${from}: ${url.trim()}`);
    return undefined;
  };

  const loaded = new Set<string>();
  const queue: string[] = [];
  const load = (file: string | undefined) => {
    if (file && !loaded.has(file) && exists(file)) {
      loaded.add(file);
      queue.push(file);
    }
  };
  const editor = `${EDITOR_FOLDER}/`;
  const publicList = filesUnder(publicDir);
  builtPages(publicDir).forEach(load);
  HOST_FILES.forEach(load);
  // The editor loads its own files (its source maps only in a browser's developer tools).
  publicList.filter((file) => file.startsWith(editor) && !file.endsWith(".map")).forEach(load);
  filesUnder(staticDir).forEach(load);

  const islandLists = Object.values(islands).map((files) => files?.load.join(" "));
  while (queue.length) {
    const file = queue.shift() as string;
    let urls: string[] = [];
    if (file.endsWith(".html") && !file.startsWith(editor)) {
      const references = pageReferences(read(file), origin);
      for (const scripts of references.islandScripts) {
        if (!islandLists.includes(scripts.join(" "))) {
          throw new Error(
            `public/${file} loads an island's scripts the islands' record does not list: ${scripts.join(" ")}`,
          );
        }
      }
      urls = references.urls;
    } else if (file.endsWith(".css")) urls = cssUrls(read(file));
    else if (file.endsWith(".xml")) urls = xmlReferences(read(file));
    else if (file.endsWith(".webmanifest") || file === "manifest.json") urls = manifestReferences(read(file));
    else if (file === "robots.txt") {
      urls = read(file)
        .split("\n")
        .map((line) => /^\s*sitemap:\s*(\S+)/i.exec(line)?.[1])
        .filter((url): url is string => Boolean(url));
    }
    urls.forEach((url) => load(fileAt(url, file)));
    // Webpack's minifier moves a script's licence notices into a file beside it, which the script names.
    if (file.endsWith(".js")) load(`${file}.LICENSE.txt`);
    for (const files of Object.values(islands)) {
      if (files?.load.includes(`/${file}`)) files.later.forEach((later) => load(fileAt(later, file)));
    }
  }
  return { loaded, missing: [...new Set(missing)].sort() };
};

/** The files in public/ something loads. */
export const loadedFiles = (inputs: PublicFilesInputs): Set<string> => walkPublic(inputs).loaded;

/**
 * One reading of public/: the files in it nothing loads (sorted), and the addresses of the site that
 * what is loaded names and that name no file in it.
 */
export const publicFilesReport = (inputs: PublicFilesInputs): { unloaded: string[]; missing: string[] } => {
  const { loaded, missing } = walkPublic(inputs);
  return { unloaded: filesUnder(inputs.publicDir).filter((file) => !loaded.has(file)), missing };
};

/** The files in public/ nothing loads, sorted. */
export const unloadedFiles = (inputs: PublicFilesInputs): string[] => publicFilesReport(inputs).unloaded;

/* ---- What the build keeps outside public/ ---- */

/**
 * Where the build keeps what it made and does not deploy, in the project's folder: the page data a
 * later build reads back (READ_BACK_BY_NEXT_BUILD), and the whole stylesheet the pages' own styles are
 * cut from, for the tests.
 */
export const SET_ASIDE_DIR = path.join(".cache", "cdn-deploy");
const STYLESHEET_FILE = "stylesheet.css";

/** The whole stylesheet of the last build in `root`. */
export const builtStylesheet = (root: string): string =>
  fs.readFileSync(path.join(root, SET_ASIDE_DIR, STYLESHEET_FILE), "utf8");

export const keepStylesheet = (root: string, css: string): void => {
  fs.mkdirSync(path.join(root, SET_ASIDE_DIR), { recursive: true });
  fs.writeFileSync(path.join(root, SET_ASIDE_DIR, STYLESHEET_FILE), css);
};

/** Removes the folders under `dir` that hold no file, deepest first. */
const removeEmptyFolders = (dir: string) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = path.join(dir, entry.name);
    removeEmptyFolders(folder);
    if (fs.readdirSync(folder).length === 0) fs.rmdirSync(folder);
  }
};

/**
 * Takes `files` out of public/: those under `readBack` go to the set-aside folder (in place of an
 * earlier build's), the rest are deleted.
 */
export const removeFromPublic = (root: string, files: string[], readBack: string): void => {
  const publicDir = path.join(root, "public");
  const kept = path.join(root, SET_ASIDE_DIR, readBack);
  fs.rmSync(kept, { recursive: true, force: true });
  for (const file of files) {
    const from = path.join(publicDir, file);
    if (file.startsWith(`${readBack}/`)) {
      const to = path.join(root, SET_ASIDE_DIR, file);
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.renameSync(from, to);
    } else {
      fs.rmSync(from, { force: true });
    }
  }
  removeEmptyFolders(publicDir);
};

/**
 * Before a build: what the last one set aside of `readBack` goes back into public/, where Gatsby reads
 * it. A public/ without it and nothing set aside (the folder was deleted) cannot be built upon, so it
 * goes: Gatsby then finds its cache without public/ and builds everything afresh.
 */
export const restoreToPublic = (
  root: string,
  readBack: string,
): "restored" | "started afresh" | "nothing to do" => {
  const publicDir = path.join(root, "public");
  const kept = path.join(root, SET_ASIDE_DIR, readBack);
  if (!fs.existsSync(publicDir)) {
    fs.rmSync(kept, { recursive: true, force: true });
    return "nothing to do";
  }
  if (fs.existsSync(kept)) {
    fs.cpSync(kept, path.join(publicDir, readBack), { recursive: true, force: false });
    fs.rmSync(kept, { recursive: true, force: true });
    return "restored";
  }
  if (!fs.existsSync(path.join(publicDir, readBack))) {
    fs.rmSync(publicDir, { recursive: true, force: true });
    return "started afresh";
  }
  return "nothing to do";
};
