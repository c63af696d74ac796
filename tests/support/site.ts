/** What the browser tests expect, read from the same data files the site is built from. */
import fs from "node:fs";
import path from "node:path";

// From __filename, not __dirname: tsx sets only __filename when a script (ESM) imports this file.
export const ROOT = path.resolve(path.dirname(__filename), "../..");
export const PUBLIC_DIR = path.join(ROOT, "public");

/** Where the build is served for the browser tests (playwright.config.ts starts it). */
export const SITE_PORT = 8788;
export const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;
/** Other servers, on ports of their own so that all may run at once. */
export const PORTS = {
  /** A changed copy of the project (tests/build). */
  copy: SITE_PORT + 2,
  /** The build measured by `npm run bench` or photographed by `npm run screenshots`. */
  scripts: SITE_PORT + 4,
  /** The build with functions/ under `wrangler pages dev`, for tests tagged @host (its inspector on the next port). */
  host: SITE_PORT + 6,
};

/** The stand-in form service the test build posts to, and the port that controls it. */
export const FORM_ENDPOINT = "http://127.0.0.1:9911/submit";
export const FORM_ACCESS_KEY = "stand-in-access-key";
export const FORM_CONTROL_URL = "http://127.0.0.1:9912";

// The data files are JSON of known shape (their JSON Schemas under data/schema); tests read them loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const readJson = (file: string): Json => JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8"));

export const site = readJson("data/site.json");
export const navigation = readJson("data/navigation.json");

/**
 * The stand-in for GitHub's sign-in (tests/support/github-stand-in.mjs), the
 * OAuth app the served site signs in with, and the token the stand-in grants.
 */
export const GITHUB_SIGN_IN: { origin: string; clientId: string; clientSecret: string; token: string } =
  readJson("tests/support/github-sign-in.json");

const ALL_PAGES: Json[] = fs
  .readdirSync(path.join(ROOT, "data/pages"))
  .filter((file) => file.endsWith(".json"))
  .sort()
  .map((file) => readJson(`data/pages/${file}`));

/** The site's routes (the eight of SPEC §2), with their data from data/pages/*.json. */
export const PAGES: Json[] = ALL_PAGES.filter((page) => !page.noindex);

/** The page shown for an unknown address (data/pages/404.json). */
export const NOT_FOUND: Json = ALL_PAGES.find((page) => page.path === "/404/");

export const pageAt = (route: string): Json => PAGES.find((page) => page.path === route);

const INSIGHTS_DIR = path.join(ROOT, "data/insights");

/**
 * The published insights (data/insights/<slug>.json, drafts left out), newest
 * first, each with its address (/insights/<slug>/) and the date it last changed.
 */
export const INSIGHTS: Json[] = (fs.existsSync(INSIGHTS_DIR) ? fs.readdirSync(INSIGHTS_DIR) : [])
  .filter((file) => file.endsWith(".json"))
  .map((file) => ({
    ...readJson(`data/insights/${file}`),
    path: `/insights/${path.basename(file, ".json")}/`,
  }))
  .filter((insight) => !insight.draft)
  .sort((a, b) => b.published.localeCompare(a.published));

/** data/insights.json: the topics and the words around an insight. */
export const insightSettings = readJson("data/insights.json");

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
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
