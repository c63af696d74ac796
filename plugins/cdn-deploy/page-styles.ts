/**
 * The styles one page needs: webpack's one stylesheet, less the rules of every component the page
 * does not show. Written into each built page after the build (./gatsby-node.ts), in place of the
 * whole stylesheet Gatsby inlines into every page's <head> (about 65 KB, 10.5 KB compressed).
 *
 * Each component's styles are a CSS module, and every class of a module carries the module's name
 * (CSS_MODULE_CLASS_NAMES: contact-form.module.scss's `.form` becomes
 * `.contact-form-module--form--28d59`). So a page keeps every rule of each module it carries at least
 * one class of, and every rule that names no module (src/styles/global.scss). A whole module, not
 * only the classes in the HTML: a component's other states (an open menu, a form's errors, drawn in
 * the browser) are then styled too. A rule is only ever left out, never changed, so what a page
 * keeps is always the build's own CSS (allowed by hash, ./inline-code.ts).
 */
import { parse, type DefaultTreeAdapterMap } from "parse5";
import postcss, { type Container, type Root } from "postcss";
import selectorParser from "postcss-selector-parser";

import { inlinedStylesheet } from "../gatsby-internals";

type Node = DefaultTreeAdapterMap["node"];

/**
 * How css-loader names a CSS module's classes, set in gatsby-config.ts (gatsby-plugin-sass's
 * cssLoaderOptions; it is Gatsby's own default too). [name] of card.module.scss is "card-module".
 */
export const CSS_MODULE_CLASS_NAMES = "[name]--[local]--[hash:hex:5]";

/** A CSS module's class so named; the module's name is what comes before `-module--`. */
const MODULE_CLASS = /^(.+)-module--/;

/** The CSS module a class belongs to ("contact-form-module--form--28d59" → "contact-form"), if any. */
export const moduleOf = (className: string): string | undefined => MODULE_CLASS.exec(className)?.[1];

const collectModules = (root: Node, modules: Set<string>) => {
  const visit = (node: Node) => {
    if ("attrs" in node) {
      const classes = node.attrs.find((attribute) => attribute.name === "class")?.value ?? "";
      for (const className of classes.split(/\s+/)) {
        const name = moduleOf(className);
        if (name) modules.add(name);
      }
    }
    if (node.nodeName === "template" && "content" in node) visit(node.content);
    if ("childNodes" in node) node.childNodes.forEach(visit);
  };
  visit(root);
  return modules;
};

/**
 * The CSS modules whose classes a built page's <body> carries, read as a browser without JavaScript
 * reads it, so the contents of <noscript> count too.
 */
export const modulesInPage = (html: string): Set<string> => {
  const document = parse(html, { scriptingEnabled: false });
  const htmlElement = document.childNodes.find((node) => node.nodeName === "html");
  const body =
    htmlElement && "childNodes" in htmlElement
      ? htmlElement.childNodes.find((node) => node.nodeName === "body")
      : undefined;
  return body ? collectModules(body, new Set()) : new Set();
};

/**
 * The modules a selector needs on the page to match anything. A class inside `:not()` asks for its
 * absence, so it needs nothing (`.a:not(.b)` matches on a page without b's module).
 */
const modulesNeeded = (selector: string): string[] => {
  const needed = new Set<string>();
  selectorParser((selectors) => {
    selectors.walkClasses((node) => {
      for (let parent = node.parent; parent; parent = parent.parent) {
        if (parent.type === "pseudo" && parent.value.toLowerCase() === ":not") return;
      }
      const name = moduleOf(node.value);
      if (name) needed.add(name);
    });
  }).processSync(selector);
  return [...needed];
};

const neededBySelector = new Map<string, string[]>();
const parsedStylesheets = new Map<string, Root>();

const removeUnused = (container: Container, modules: ReadonlySet<string>) => {
  container.each((node) => {
    if (node.type === "rule") {
      // Keyframes' steps ("0%", "to") are rules too: they name no module, so they stay.
      const kept = node.selectors.filter((selector) => {
        let needed = neededBySelector.get(selector);
        if (!needed) neededBySelector.set(selector, (needed = modulesNeeded(selector)));
        return needed.every((name) => modules.has(name));
      });
      if (!kept.length) node.remove();
      else if (kept.length < node.selectors.length) node.selectors = kept;
    } else if (node.type === "atrule" && node.nodes) {
      removeUnused(node, modules);
      if (!node.nodes.length) node.remove();
    }
  });
};

/** The stylesheet `css` as a page that carries the classes of `modules` needs it. */
export const pageStyles = (css: string, modules: ReadonlySet<string>): string => {
  let stylesheet = parsedStylesheets.get(css);
  if (!stylesheet) {
    // The stylesheet's text only: no source map is looked for (it would be a file read).
    stylesheet = postcss.parse(css, { map: { prev: false } });
    parsedStylesheets.clear();
    parsedStylesheets.set(css, stylesheet);
  }
  const page = stylesheet.clone();
  removeUnused(page, modules);
  return page.toString();
};

const childElement = (node: Node | undefined, name: string) =>
  node && "childNodes" in node ? node.childNodes.find((child) => child.nodeName === name) : undefined;

/**
 * A built page with its own part of `stylesheet` in place of the stylesheet its head holds (Gatsby's
 * whole one, or the part an earlier build wrote into a page not written anew), and that part.
 * The page is otherwise left as it is, byte for byte.
 */
export const withPageStyles = (html: string, stylesheet: string): { html: string; css: string } => {
  const head = childElement(childElement(parse(html, { sourceCodeLocationInfo: true }), "html"), "head");
  if (!head || !("tagName" in head)) throw new Error("A built page has no <head>");
  const location = inlinedStylesheet(head).sourceCodeLocation;
  if (!location) throw new Error("parse5 gave no location for the page's <style>");
  const css = pageStyles(stylesheet, modulesInPage(html));
  return {
    html: `${html.slice(0, location.startOffset)}<style>${css}</style>${html.slice(location.endOffset)}`,
    css,
  };
};
