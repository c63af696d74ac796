/**
 * One build for every browser test: `gatsby build` with the stand-in form
 * endpoint, made unless public/ is a build this helper finished from the
 * sources as they are now. A finished build leaves a stamp
 * (test-results/build-stamp.json): a hash of the sources' contents and one of
 * public/'s. A build that fails here leaves no stamp, and any other build that
 * changes public/ (one run by hand, finished or not) leaves it not matching, so
 * public/ is built again whatever state it was left in.
 *
 * `node --import tsx tests/support/build.ts` builds and stamps (npm test's build).
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
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
/** Written by the build itself (the query types), or never read by it (unit tests). */
const NOT_READ = (file: string) => file === "src/gatsby-types.d.ts" || /\.test\.tsx?$/.test(file);

export type BuildPaths = { root: string; publicDir: string; stamp: string };

const PATHS: BuildPaths = {
  root: ROOT,
  publicDir: PUBLIC_DIR,
  stamp: path.join(ROOT, "test-results/build-stamp.json"),
};

/** The files under `dir` (paths relative to `root`, with forward slashes), in order. */
const filesUnder = (root: string, dir: string): string[] => {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [dir];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.relative(root, path.join(dirent.parentPath, dirent.name)).split(path.sep).join("/"))
    .sort();
};

/** A hash of `files` under `root`, by path and content, after `prefix`. */
const hashOf = (root: string, files: string[], prefix = "") => {
  const hash = createHash("sha256").update(prefix);
  for (const file of files) {
    hash.update(`${file}\n`);
    hash.update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest("hex");
};

/** What the build is made from: every source file and the form service it posts to. */
export const sourcesHash = (root: string): string =>
  hashOf(
    root,
    BUILD_SOURCES.flatMap((entry) => filesUnder(root, entry)).filter((file) => !NOT_READ(file)),
    `${FORM_ENDPOINT}\n${FORM_ACCESS_KEY}\n`,
  );

/** What the build wrote (about 0.1 s for the site's 8 MB). */
const publicHash = (publicDir: string): string => hashOf(publicDir, filesUnder(publicDir, "."));

type Stamp = { sources: string; public: string };

/** Why public/ cannot be tested as it is, or null when it can. */
export const staleReason = ({ root, publicDir, stamp }: BuildPaths = PATHS): string | null => {
  const contact = path.join(publicDir, "contactus/index.html");
  if (!fs.existsSync(contact)) return "public/ has no build";
  const action = parseHtml(fs.readFileSync(contact, "utf8")).querySelector("form")?.getAttribute("action");
  if (action !== FORM_ENDPOINT) return `public/ posts the form to ${action}, not the stand-in`;
  if (!fs.existsSync(stamp)) return "public/ holds no build the tests finished";
  const built = JSON.parse(fs.readFileSync(stamp, "utf8")) as Partial<Stamp>;
  if (built.public !== publicHash(publicDir)) {
    return "public/ changed since the tests' build finished (another build, finished or not)";
  }
  return built.sources === sourcesHash(root) ? null : "the sources changed since public/ was built";
};

/** `gatsby build` for the tests in `root`; true when it succeeded. */
const gatsbyBuild = (root: string): boolean =>
  spawnSync(path.join(root, "node_modules/.bin/gatsby"), ["build"], {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: "1",
      GATSBY_FORM_ENDPOINT: FORM_ENDPOINT,
      GATSBY_FORM_ACCESS_KEY: FORM_ACCESS_KEY,
    },
  }).status === 0;

/**
 * Builds the site for the tests, then stamps it with a hash of the sources as they were when the build
 * started and one of public/; throws when the build fails, leaving no stamp.
 */
export const buildForTests = (paths: BuildPaths = PATHS, build: (root: string) => boolean = gatsbyBuild) => {
  const sources = sourcesHash(paths.root);
  fs.rmSync(paths.stamp, { force: true });
  if (!build(paths.root)) throw new Error("gatsby build failed");
  const stamp: Stamp = { sources, public: publicHash(paths.publicDir) };
  fs.mkdirSync(path.dirname(paths.stamp), { recursive: true });
  fs.writeFileSync(paths.stamp, `${JSON.stringify(stamp, null, 2)}\n`);
};

/** Builds the site for the tests unless public/ is already such a build and up to date. */
export const ensureTestBuild = () => {
  const reason = staleReason();
  if (!reason) return;
  // On stderr: Playwright shows a web server's stderr, so whoever waits sees why.
  console.error(`${reason}: building the site with the stand-in form service (a few minutes)`);
  buildForTests();
};

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  try {
    buildForTests();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
