/**
 * Built files as a browser parses them (jsdom, with scripting off as the tests' readers have it), so
 * that tests ask for elements and attributes, never for how React happened to write them.
 */
import fs from "node:fs";
import path from "node:path";

import { JSDOM } from "jsdom";

import { NOT_FOUND, PUBLIC_DIR } from "./site";

export const parseHtml = (html: string): Document => new JSDOM(html).window.document;

export const parseXml = (xml: string): Document =>
  new JSDOM(xml, { contentType: "text/xml" }).window.document;

/** The file under public/ a route is built into. */
export const builtFile = (route: string) =>
  route === NOT_FOUND.path ? "404.html" : path.join(route, "index.html");

/** A file under public/, parsed as HTML. */
export const builtDocument = (file: string): Document =>
  parseHtml(fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8"));

/** The JSON-LD blocks of a parsed page, each parsed. */
export const jsonLdIn = (document: Document): unknown[] =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ""),
  );
