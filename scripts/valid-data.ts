/**
 * Gatsby reads the data files from a checked copy of data/ (.valid-data/,
 * the same layout, so relative image paths still resolve), not from data/
 * itself. The copy is only refreshed when every file under data/ passes
 * scripts/check-data.ts. So a build stops on a broken file, and during
 * `gatsby develop` a broken edit is reported in the terminal while the site
 * keeps showing the last good content; fixing the file brings it in.
 */
import fs from "fs";
import path from "path";

import { checkData, jsonFilesUnder } from "./check-data";

export const VALID_DATA_DIR = ".valid-data";

/** The data files under a folder, relative to it (schema/ left out). */
const jsonFiles = (dir: string): string[] =>
  fs.existsSync(dir) ? jsonFilesUnder(dir).map((file) => path.relative(dir, file)) : [];

/**
 * Checks data/ and, when it is sound, makes .valid-data/ an exact copy of it
 * (files whose content is unchanged are left alone, so Gatsby sees only real
 * edits). Returns the problems; when there are any, the copy is untouched.
 */
export const refreshValidData = (projectDir: string): string[] => {
  const { problems } = checkData(projectDir);
  if (problems.length > 0) return problems;
  const source = path.join(projectDir, "data");
  const target = path.join(projectDir, VALID_DATA_DIR);
  const wanted = new Set(jsonFiles(source));
  for (const file of wanted) {
    const from = path.join(source, file);
    const to = path.join(target, file);
    const text = fs.readFileSync(from);
    if (fs.existsSync(to) && fs.readFileSync(to).equals(text)) continue;
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.writeFileSync(to, text);
  }
  for (const file of jsonFiles(target)) {
    if (!wanted.has(file)) fs.rmSync(path.join(target, file));
  }
  return [];
};

/** The message that stops a build: every problem on a line of its own. */
export const contentError = (problems: string[]): string => `Content error in data/:\n${problems.join("\n")}`;

/** The company identity that gatsby-config.ts hands to plugins (manifest, sitemap). */
export type ConfigSite = Pick<
  Queries.SiteJson,
  "name" | "shortName" | "tagline" | "url" | "themeColor" | "backgroundColor"
>;

/**
 * Checks data/ and refreshes the checked copy, then returns site.json from
 * it. Gatsby loads gatsby-config.ts first of all, so this is where a broken
 * data file stops `gatsby build` and `gatsby develop`, with every problem
 * named (importing data/site.json there instead would let a syntax error stop
 * the build with a bundler message that names no file). It prints and exits,
 * as Gatsby's own reporter.panic does, rather than throwing: Gatsby catches an
 * error thrown while its configuration loads, retries, and then goes on with
 * an empty configuration and unrelated errors.
 */
export const checkedSite = (projectDir: string): ConfigSite => {
  const problems = refreshValidData(projectDir);
  if (problems.length > 0) {
    console.error(`\n${contentError(problems)}\n`);
    process.exit(1);
  }
  return JSON.parse(
    fs.readFileSync(path.join(projectDir, VALID_DATA_DIR, "site.json"), "utf8"),
  ) as ConfigSite;
};

/** While `gatsby develop` runs: refresh the copy after each change under data/. */
export const watchData = (projectDir: string, report: (problems: string[]) => void): fs.FSWatcher => {
  let timer: NodeJS.Timeout | undefined;
  return fs.watch(path.join(projectDir, "data"), { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => report(refreshValidData(projectDir)), 100);
  });
};
