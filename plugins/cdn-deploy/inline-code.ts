/**
 * Inline code in the built pages, and which of it the build itself wrote.
 *
 * The Content-Security-Policy (./cdn-headers.ts) allows inline scripts
 * and styles by hash. Those hashes come from where the code comes from, never
 * from whatever the HTML happens to hold: our boot script, speculation rules
 * and no-JS styles (src/lib/inline-head.ts), and the part of the stylesheet webpack
 * wrote that the page needs, which this pass writes into the page (./page-styles.ts). A built page
 * has none of Gatsby's inline scripts or style attributes (plugins/islands, src/html.tsx). Every
 * built page is then read as a browser reads it (parse5, with scripting on and off); an inline
 * script, style, style attribute, event-handler attribute or javascript: URL that is none of these
 * stops the build with the page named, so text from data/ that reached a page
 * as code is never published, let alone allowed by the policy.
 */
import fs from "fs";
import path from "path";
import { parse, type DefaultTreeAdapterMap } from "parse5";

import { NO_SCRIPT_STYLES, REVEAL_BOOT_SCRIPT, SPECULATION_RULES } from "../../src/lib/inline-head";
import { withoutStreamNuls } from "../gatsby-internals";
import { builtPages } from "./built-files";
import { withPageStyles } from "./page-styles";

type Node = DefaultTreeAdapterMap["node"];
type ParentNode = DefaultTreeAdapterMap["parentNode"];

/** Inline code by the CSP directive that governs it: the text of each element. */
export type InlineCode = {
  scripts: string[];
  styles: string[];
};

/** What a page holds: its inline code, its JSON data blocks, and code in attributes. */
export type PageInlineCode = InlineCode & {
  /** style="…" attributes: never written by this site. */
  styleAttributes: string[];
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
    ...foreign("a style attribute", found.styleAttributes, []),
    ...found.dataBlocks
      .filter((text) => !isJson(text))
      .map((text) => `a JSON data block that is not JSON ${excerpt(text)}`),
    ...found.attributeCode.map((code) => `code in an attribute ${excerpt(code)}`),
  ];
};

/**
 * Writes each built page's own part of `stylesheet` into it (./page-styles.ts), then checks it.
 * Returns the build's own inline code in all its pages, for the policy, and one line per foreign
 * piece, naming the page.
 */
export const finishBuiltPages = (
  publicDir: string,
  stylesheet: string,
): { own: InlineCode; problems: string[] } => {
  const own: InlineCode = { scripts: [REVEAL_BOOT_SCRIPT, SPECULATION_RULES], styles: [NO_SCRIPT_STYLES] };
  const problems = builtPages(publicDir).flatMap((page) => {
    const file = path.join(publicDir, page);
    const read = fs.readFileSync(file, "utf8");
    const built = withoutStreamNuls(read);
    const { html, css } = withPageStyles(built, stylesheet);
    if (html !== read) fs.writeFileSync(file, html);
    own.styles.push(css);
    return foreignInlineCode(html, { scripts: own.scripts, styles: [NO_SCRIPT_STYLES, css] }).map(
      (problem) => `public/${page} (${pagePathOf(page)}): ${problem}`,
    );
  });
  return { own: { scripts: own.scripts, styles: unique(own.styles) }, problems };
};
