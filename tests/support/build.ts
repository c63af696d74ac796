/**
 * One build for every browser test: `gatsby build` with the stand-in form
 * endpoint, made when public/ is missing, was built for another endpoint, or
 * is older than what it is built from.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { FORM_ACCESS_KEY, FORM_ENDPOINT, PUBLIC_DIR, ROOT } from "./site";
import { parseHtml } from "./static-html";

/** What the build is made from: a change to any of these makes public/ stale. */
export const BUILD_SOURCES = [
  "src",
  "data",
  "static",
  "plugins",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package.json",
];
/** Written by the build itself, so never a reason to build again. */
const GENERATED = new Set([path.join(ROOT, "src/gatsby-types.d.ts")]);

const newestIn = (entry: string): number => {
  if (GENERATED.has(entry) || !fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestIn(path.join(entry, name))), stat.mtimeMs);
};

/** Why public/ cannot be tested as it is, or null when it can. */
export const staleReason = (): string | null => {
  const contact = path.join(PUBLIC_DIR, "contactus/index.html");
  if (!fs.existsSync(contact)) return "public/ has no build";
  const action = parseHtml(fs.readFileSync(contact, "utf8")).querySelector("form")?.getAttribute("action");
  if (action !== FORM_ENDPOINT) return `public/ posts the form to ${action}, not the stand-in`;
  const built = newestIn(PUBLIC_DIR);
  const changed = Math.max(...BUILD_SOURCES.map((entry) => newestIn(path.join(ROOT, entry))));
  return changed > built ? "the sources changed since public/ was built" : null;
};

/** Builds the site for the tests unless public/ is already such a build and up to date. */
export const ensureTestBuild = () => {
  const reason = staleReason();
  if (!reason) return;
  // On stderr: Playwright shows a web server's stderr, so whoever waits sees why.
  console.error(`${reason}: building the site with the stand-in form service (a few minutes)`);
  const build = spawnSync(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], {
    cwd: ROOT,
    stdio: "inherit",
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: "1",
      GATSBY_FORM_ENDPOINT: FORM_ENDPOINT,
      GATSBY_FORM_ACCESS_KEY: FORM_ACCESS_KEY,
    },
  });
  if (build.status !== 0) throw new Error(`gatsby build failed (exit ${build.status})`);
};
