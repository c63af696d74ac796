/** What the browser tests expect, read from the same data files the site is built from. */
import fs from "node:fs";
import path from "node:path";

import { topicsWithArticles } from "../../src/lib/topics";
import { COLLECTIONS, collectionNames, routeOf } from "../../src/schema/collections";
import { PORTS } from "./ports";
import { DEFAULT_CHROMIUM_PATH } from "./test-browser";

// From __filename, not __dirname: tsx sets only __filename when a script (ESM) imports this file.
export const ROOT = path.resolve(path.dirname(__filename), "../..");
export const PUBLIC_DIR = path.join(ROOT, "public");

export { PORTS };
/** Where the build is served for the browser tests (playwright.config.ts starts it). */
export const SITE_PORT = PORTS.site;
export const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;

/** The stand-in form service the test build posts to, and the port that controls it. */
export const FORM_ENDPOINT = `http://127.0.0.1:${PORTS.form}/submit`;
export const FORM_ACCESS_KEY = "stand-in-access-key";
export const FORM_CONTROL_URL = `http://127.0.0.1:${PORTS.formControl}`;

// The data files are JSON of known shape (their JSON Schemas under data/schema); tests read them loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
export const readJson = (file: string): Json => JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8"));

export const site = readJson("data/site.json");
export const navigation = readJson("data/navigation.json");

/**
 * The stand-in for GitHub's sign-in (tests/support/github-stand-in.mjs), the
 * OAuth app the served site signs in with, and the token the stand-in grants.
 */
export const GITHUB_SIGN_IN: { origin: string; clientId: string; clientSecret: string; token: string } = {
  origin: `http://127.0.0.1:${PORTS.github}`,
  ...readJson("tests/support/github-sign-in.json"),
};

/** A control's accessible name that starts with `label` (a required field's name goes on with its mark). */
export const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

type NavigationLink = { label: string; to?: string; children?: NavigationLink[] };

/** The main navigation's label for the page at `to` (data/navigation.json). */
export const navLabel = (to: string): string => {
  const links = (navigation.links as NavigationLink[]).flatMap((link) => [link, ...(link.children ?? [])]);
  const link = links.find((candidate) => candidate.to === to);
  if (!link) throw new Error(`data/navigation.json has no link to ${to}`);
  return link.label;
};

/** The main navigation's menu of services: the link that holds others. */
export const SERVICES_MENU: NavigationLink = (navigation.links as NavigationLink[]).find(
  (link) => link.children,
)!;

/**
 * Every page the build makes from a data file (each kind with pages in src/schema/collections.ts,
 * drafts left out), with its data and address: what the tests of every page go through.
 */
export const ENTRIES: Json[] = collectionNames.flatMap((name) => {
  const collection = COLLECTIONS[name];
  if (!("page" in collection)) return [];
  return fs
    .readdirSync(path.join(ROOT, "data", collection.folder))
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => {
      const json = readJson(`data/${collection.folder}/${file}`);
      const slug = path.basename(file, ".json");
      return { ...json, collection: name, path: routeOf(collection.page.route, { slug, json }) };
    })
    .filter((entry) => !entry.draft);
});

/** The readiness checks (data/checks/<slug>.json), each with its address. */
export const CHECKS: Json[] = ENTRIES.filter((entry) => entry.collection === "checks");

/** The same without the not-found page: the pages search engines are given. */
export const INDEXED: Json[] = ENTRIES.filter((entry) => !entry.noindex);

/** The site's routes from data/pages/*.json (the eight of SPEC §2 and the ones added since), with their data. */
export const PAGES: Json[] = INDEXED.filter((entry) => entry.collection === "pages");

/** The page shown for an unknown address (data/pages/404.json). */
export const NOT_FOUND: Json = ENTRIES.find((entry) => entry.path === "/404/");

/** The published insights (data/insights/<slug>.json, drafts left out), newest first, each with its address. */
export const INSIGHTS: Json[] = ENTRIES.filter((entry) => entry.collection === "insights").sort((a, b) =>
  b.published.localeCompare(a.published),
);

export const pageAt = (route: string): Json => PAGES.find((page) => page.path === route);

/** The contact page's form section (data/pages/contactus.json): its fields, button and messages. */
export const CONTACT_FORM: Json = pageAt("/contactus/").sections.find(
  (section: { kind: string }) => section.kind === "form",
);

/** data/insights.json: the topics and the words around an insight. */
export const insightSettings = readJson("data/insights.json");

/** The topic lists the build makes (ENTRY_PAGES): each topic of data/insights.json an article is filed under. */
export const TOPIC_PAGES: { name: string; path: string }[] = topicsWithArticles(
  insightSettings.topics,
  INSIGHTS.map((insight) => insight.topics as string[]),
);

/** The consultants the pages list (About), by name: an article is signed only by one of them. */
export const CONSULTANT_NAMES: string[] = PAGES.flatMap((page) =>
  (page.sections as Json[])
    .filter((section) => section.kind === "consultants")
    .flatMap((section) => (section.consultants as Json[]).map((person) => String(person.name).trim())),
);

export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

/** Chromium's flags on these machines: no sandbox as root, and no background traffic. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
/** Chromium resolves no name but this machine's: every other address fails as if offline. */
export const LOCAL_ONLY = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1";
/**
 * Chromium as a visitor runs it: Lighthouse (npm run bench) and the screenshots. The browser tests run
 * its headless shell when there is one (./test-browser.ts).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
