/**
 * One build for every browser test: `gatsby build` with the stand-in form
 * endpoint, made unless public/ is a build this helper finished from the
 * sources as they are now, for that endpoint. A finished build leaves a stamp
 * (test-results/build-stamp.json): a hash of the sources' contents and the
 * endpoint, and one of public/'s; and its output, in test-results/build.log,
 * which a browser test reads. A build that fails here leaves no stamp, and any
 * other build that changes public/ (one run by hand, finished or not) leaves it
 * not matching, so public/ is built again whatever state it was left in.
 *
 * `node --import tsx tests/support/build.ts` builds and stamps (npm test's build).
 */
import { spawn } from "node:child_process";
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

/** A test build: where it is made, its stamp and log, and the form service it posts to. */
export type TestBuild = { root: string; publicDir: string; stamp: string; log: string; formEndpoint: string };

export const BUILD_LOG = path.join(ROOT, "test-results/build.log");

const TEST_BUILD: TestBuild = {
  root: ROOT,
  publicDir: PUBLIC_DIR,
  stamp: path.join(ROOT, "test-results/build-stamp.json"),
  log: BUILD_LOG,
  formEndpoint: FORM_ENDPOINT,
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
export const sourcesHash = (root: string, formEndpoint: string): string =>
  hashOf(
    root,
    BUILD_SOURCES.flatMap((entry) => filesUnder(root, entry)).filter((file) => !NOT_READ(file)),
    `${formEndpoint}\n${FORM_ACCESS_KEY}\n`,
  );

/** What the build wrote (about 0.1 s for the site's 8 MB). */
const publicHash = (publicDir: string): string => hashOf(publicDir, filesUnder(publicDir, "."));

type Stamp = { sources: string; public: string };

/** Why public/ cannot be tested as it is, or null when it can. */
export const staleReason = (build: TestBuild = TEST_BUILD): string | null => {
  const { root, publicDir, stamp, log, formEndpoint } = build;
  const contact = path.join(publicDir, "contactus/index.html");
  if (!fs.existsSync(contact)) return "public/ has no build";
  const action = parseHtml(fs.readFileSync(contact, "utf8")).querySelector("form")?.getAttribute("action");
  if (action !== formEndpoint)
    return `public/ posts the form to ${action}, not the stand-in at ${formEndpoint}`;
  if (!fs.existsSync(stamp) || !fs.existsSync(log)) return "public/ holds no build the tests finished";
  const built = JSON.parse(fs.readFileSync(stamp, "utf8")) as Partial<Stamp>;
  if (built.public !== publicHash(publicDir)) {
    return "public/ changed since the tests' build finished (another build, finished or not)";
  }
  return built.sources === sourcesHash(root, formEndpoint)
    ? null
    : "the sources changed since public/ was built";
};

/** A build: it writes its output to `log` as well, and resolves true when it succeeded. */
export type Build = (build: TestBuild, log: fs.WriteStream) => Promise<boolean>;

/** `gatsby build` for the tests, its output shown as it comes and kept in the log. */
const gatsbyBuild: Build = ({ root, formEndpoint }, log) =>
  new Promise((resolve) => {
    const child = spawn(path.join(root, "node_modules/.bin/gatsby"), ["build"], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        GATSBY_TELEMETRY_DISABLED: "1",
        GATSBY_FORM_ENDPOINT: formEndpoint,
        GATSBY_FORM_ACCESS_KEY: FORM_ACCESS_KEY,
      },
    });
    child.stdout.on("data", (chunk: Buffer) => (process.stdout.write(chunk), log.write(chunk)));
    child.stderr.on("data", (chunk: Buffer) => (process.stderr.write(chunk), log.write(chunk)));
    child.on("error", () => resolve(false));
    child.on("close", (status) => resolve(status === 0));
  });

/**
 * Builds the site for the tests, then stamps it with a hash of the sources as they were when the build
 * started and one of public/; throws when the build fails, leaving no stamp.
 */
export const buildForTests = async (paths: TestBuild = TEST_BUILD, build: Build = gatsbyBuild) => {
  const sources = sourcesHash(paths.root, paths.formEndpoint);
  fs.rmSync(paths.stamp, { force: true });
  fs.mkdirSync(path.dirname(paths.log), { recursive: true });
  const log = fs.createWriteStream(paths.log);
  const built = await build(paths, log);
  await new Promise((closed) => log.end(closed));
  if (!built) throw new Error("gatsby build failed");
  const stamp: Stamp = { sources, public: publicHash(paths.publicDir) };
  fs.mkdirSync(path.dirname(paths.stamp), { recursive: true });
  fs.writeFileSync(paths.stamp, `${JSON.stringify(stamp, null, 2)}\n`);
};

/** Builds the site for the tests unless public/ is already such a build and up to date. */
export const ensureTestBuild = async () => {
  const reason = staleReason();
  if (!reason) return;
  // On stderr: Playwright shows a web server's stderr, so whoever waits sees why.
  console.error(`${reason}: building the site with the stand-in form service (a few minutes)`);
  await buildForTests();
};

/**
 * webpack's CSS order warnings in a build's output: mini-css-extract-plugin could not keep every
 * template's order of style modules in the one stylesheet, so a rule may lose to one it was written after.
 */
export const cssOrderWarnings = (output: string): string[] =>
  output.split(/\n\s*\n/).filter((message) => message.includes("Conflicting order"));

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  buildForTests().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
