/**
 * Inline code in the built pages, and which of it the build itself wrote.
 *
 * The Content-Security-Policy (./cdn-headers.ts) allows inline scripts
 * and styles by hash. Those hashes come from where the code comes from, never
 * from whatever the HTML happens to hold: our boot script, speculation rules
 * and no-JS styles (src/lib/inline-head.ts), the part of the stylesheet webpack
 * wrote that the page needs (plugins/page-styles), and Gatsby's own style attributes (a built page has none of Gatsby's inline
 * scripts: plugins/islands leaves its runtime out). Every built page is then read as a
 * browser reads it (parse5, with scripting on and off); an inline script,
 * style, event-handler attribute or javascript: URL that is none of these
 * stops the build with the page named, so text from data/ that reached a page
 * as code is never published, let alone allowed by the policy.
 */
import fs from "fs";
import path from "path";
import { parse, type DefaultTreeAdapterMap } from "parse5";

import { NO_SCRIPT_STYLES, REVEAL_BOOT_SCRIPT, SPECULATION_RULES } from "../../src/lib/inline-head";
import { EDITOR_PATH } from "../content-editor/editor-path";
import { modulesInPage, pageStyles } from "../page-styles/page-styles";

type Node = DefaultTreeAdapterMap["node"];
type ParentNode = DefaultTreeAdapterMap["parentNode"];

/** Inline code by the CSP directive that governs it: the text of each element or attribute. */
export type InlineCode = {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
};

/** What a page holds: its inline code, its JSON data blocks, and code in attributes. */
export type PageInlineCode = InlineCode & {
  /**
   * <script type="application/ld+json"> and the islands' props (<script type="application/json">):
   * data, not run, so outside the policy; must be valid JSON.
   */
  dataBlocks: string[];
  /** on…="…" handlers and javascript: URLs: code in attributes, never written by this site. */
  attributeCode: string[];
};

/** Script types the browser reads as data, never runs. */
const DATA_TYPES = new Set(["application/ld+json", "application/json"]);

/** Attributes whose value the browser follows as a URL, where `javascript:` would run code. */
const URL_ATTRIBUTES = new Set(["href", "xlink:href", "src", "action", "formaction", "poster", "data"]);

/**
 * The style attributes Gatsby writes into every page: the router's focus
 * wrapper (@gatsbyjs/reach-router) and the route announcer
 * (gatsby/cache-dir/route-announcer-props.js).
 */
const GATSBY_STYLE_ATTRIBUTES = [
  "outline:none",
  "position:absolute;top:0;width:1px;height:1px;padding:0;overflow:hidden;clip:rect(0, 0, 0, 0);white-space:nowrap;border:0",
];

/** The name webpack gives the site's one stylesheet, of which each page holds what it needs: "styles.f60c8bb181aedbfee748.css". */
const STYLESHEET_NAME = /^styles\.[0-9a-f]+\.css$/;

/** The stylesheet this build produced, as Gatsby's webpack.stats.json names it, and its text. */
export const currentStylesheet = (publicDir: string): { name: string; css: string } | undefined => {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
    assetsByChunkName?: Record<string, string[]>;
  };
  const name = stats.assetsByChunkName?.app?.find((asset) => STYLESHEET_NAME.test(asset));
  return name ? { name, css: fs.readFileSync(path.join(publicDir, name), "utf8") } : undefined;
};

const textOf = (node: ParentNode) =>
  node.childNodes
    .map((child) => ("value" in child && child.nodeName === "#text" ? child.value : ""))
    .join("");

const attributeName = (attribute: { name: string; prefix?: string }) =>
  attribute.prefix ? `${attribute.prefix}:${attribute.name}` : attribute.name;

const collect = (root: Node, found: PageInlineCode) => {
  const visit = (node: Node) => {
    if ("tagName" in node) {
      const attributes = new Map(node.attrs.map((attribute) => [attributeName(attribute), attribute.value]));
      if (node.tagName === "script" && !attributes.has("src")) {
        const isData = DATA_TYPES.has(attributes.get("type")?.trim().toLowerCase() ?? "");
        (isData ? found.dataBlocks : found.scripts).push(textOf(node));
      }
      if (node.tagName === "style") found.styles.push(textOf(node));
      for (const [name, value] of attributes) {
        if (name === "style") found.styleAttributes.push(value);
        if (/^on/i.test(name)) found.attributeCode.push(`${name}="${value}"`);
        if (URL_ATTRIBUTES.has(name) && /^\s*javascript:/i.test(value)) {
          found.attributeCode.push(`${name}="${value}"`);
        }
      }
      if (node.tagName === "template" && "content" in node) visit(node.content);
    }
    if ("childNodes" in node) node.childNodes.forEach(visit);
  };
  visit(root);
};

const unique = (values: string[]) => [...new Set(values)];

/**
 * Every inline script, style, style attribute, data block and attribute code
 * in an HTML document, read as a browser with JavaScript on reads it and as
 * one with JavaScript off does (<noscript> holds markup only then).
 */
export const inlineCodeIn = (html: string): PageInlineCode => {
  const found: PageInlineCode = {
    scripts: [],
    styles: [],
    styleAttributes: [],
    dataBlocks: [],
    attributeCode: [],
  };
  for (const scriptingEnabled of [true, false]) {
    collect(parse(html, { scriptingEnabled }), found);
  }
  return {
    scripts: unique(found.scripts),
    styles: unique(found.styles),
    styleAttributes: unique(found.styleAttributes),
    dataBlocks: unique(found.dataBlocks),
    attributeCode: unique(found.attributeCode),
  };
};

/** The route Gatsby rendered a built file for: "aboutus/index.html" → "/aboutus/", "404.html" → "/404.html". */
export const pagePathOf = (file: string): string => {
  const slashed = file.split(path.sep).join("/");
  return slashed === "index.html"
    ? "/"
    : slashed.endsWith("/index.html")
      ? `/${slashed.slice(0, -"index.html".length)}`
      : `/${slashed}`;
};

/** Folders of public/ whose HTML Gatsby did not render: its slice fragments, and the content editor. */
const NOT_PAGES = ["_gatsby", EDITOR_PATH.replace(/^\/|\/$/g, "")].map((folder) => `${folder}${path.sep}`);

/** The HTML pages Gatsby rendered, relative to `publicDir`. */
export const builtPages = (publicDir: string): string[] =>
  fs
    .readdirSync(publicDir, { recursive: true, encoding: "utf8" })
    .filter(
      (file) =>
        file.endsWith(".html") &&
        !NOT_PAGES.some((folder) => file.startsWith(folder)) &&
        fs.statSync(path.join(publicDir, file)).isFile(),
    )
    .sort();

/**
 * The inline code this build wrote into one page, by where it comes from: the stylesheet's part
 * that the page's own markup calls for (plugins/page-styles), worked out again here.
 */
const ownInlineCodeOf = (html: string, stylesheet: string | undefined): InlineCode => ({
  scripts: [REVEAL_BOOT_SCRIPT, SPECULATION_RULES],
  styles: [NO_SCRIPT_STYLES, ...(stylesheet ? [pageStyles(stylesheet, modulesInPage(html))] : [])],
  styleAttributes: GATSBY_STYLE_ATTRIBUTES,
});

const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return JSON.stringify(flat.length > 80 ? `${flat.slice(0, 77)}...` : flat);
};

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** What in one page the build did not write, a line each; empty when the page holds only its own code. */
export const foreignInlineCode = (html: string, own: InlineCode): string[] => {
  const found = inlineCodeIn(html);
  const foreign = (kind: string, values: string[], allowed: string[]) =>
    values.filter((value) => !allowed.includes(value)).map((value) => `${kind} ${excerpt(value)}`);
  return [
    ...foreign("an inline script", found.scripts, own.scripts),
    ...foreign("a <style> element", found.styles, own.styles),
    ...foreign("a style attribute", found.styleAttributes, own.styleAttributes),
    ...found.dataBlocks
      .filter((text) => !isJson(text))
      .map((text) => `a JSON data block that is not JSON ${excerpt(text)}`),
    ...found.attributeCode.map((code) => `code in an attribute ${excerpt(code)}`),
  ];
};

/**
 * Checks every built page. Returns the build's own inline code in all its pages, for the
 * policy, and one line per foreign piece, naming the page.
 */
export const checkBuiltPages = (publicDir: string): { own: InlineCode; problems: string[] } => {
  const stylesheet = currentStylesheet(publicDir)?.css;
  const own: InlineCode = { scripts: [], styles: [], styleAttributes: [] };
  const problems = builtPages(publicDir).flatMap((page) => {
    const html = fs.readFileSync(path.join(publicDir, page), "utf8");
    const ownHere = ownInlineCodeOf(html, stylesheet);
    own.scripts.push(...ownHere.scripts);
    own.styles.push(...ownHere.styles);
    own.styleAttributes.push(...ownHere.styleAttributes);
    return foreignInlineCode(html, ownHere).map(
      (problem) => `public/${page.split(path.sep).join("/")} (${pagePathOf(page)}): ${problem}`,
    );
  });
  return {
    own: {
      scripts: unique(own.scripts),
      styles: unique(own.styles),
      styleAttributes: unique(own.styleAttributes),
    },
    problems,
  };
};
