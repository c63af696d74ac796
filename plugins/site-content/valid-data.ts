/**
 * Gatsby reads the data files from a checked copy of data/ (.valid-data/,
 * the same layout, so relative image paths still resolve), not from data/
 * itself. The copy is only refreshed when every file under data/ passes
 * ./check-data.ts (this plugin's onPreInit, see ./gatsby-node.ts). So a
 * build stops on a broken file, and during
 * `gatsby develop` a broken edit is reported in the terminal while the site
 * keeps showing the last good content; fixing the file brings it in.
 */
import chokidar, { type FSWatcher } from "chokidar";
import fs from "fs";
import path from "path";

import { COLLECTIONS, collectionOf } from "../../src/schema/collections";
import { checkData, jsonFilesUnder } from "./check-data";

export const VALID_DATA_DIR = ".valid-data";

/** The data files under a folder, relative to it (schema/ left out). */
const jsonFiles = (dir: string): string[] =>
  fs.existsSync(dir) ? jsonFilesUnder(dir).map((file) => path.relative(dir, file)) : [];

/** A file marked as a draft, of a kind that has drafts: checked like the others, but never built. */
const isDraft = (dataDir: string, file: string): boolean => {
  const kind = collectionOf(file.split(path.sep).join("/"));
  return (
    !!kind &&
    "drafts" in COLLECTIONS[kind] &&
    (JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")) as { draft?: unknown }).draft === true
  );
};

/**
 * Checks data/ and, when it is sound, makes .valid-data/ an exact copy of it,
 * less the drafts (files whose content is unchanged are left alone,
 * so Gatsby sees only real edits). Returns the problems; when there are any, the copy is untouched.
 */
export const refreshValidData = (projectDir: string): string[] => {
  const { problems } = checkData(projectDir);
  if (problems.length > 0) return problems;
  const source = path.join(projectDir, "data");
  const target = path.join(projectDir, VALID_DATA_DIR);
  const wanted = new Set(jsonFiles(source).filter((file) => !isDraft(source, file)));
  for (const file of wanted) {
    const from = path.join(source, file);
    const to = path.join(target, file);
    const text = fs.readFileSync(from);
    if (fs.existsSync(to) && fs.readFileSync(to).equals(text)) continue;
    fs.mkdirSync(path.dirname(to), { recursive: true });
    // Written beside it and renamed over it, so Gatsby's watcher never reads half a file.
    const partial = `${to}.partial`;
    fs.writeFileSync(partial, text);
    fs.renameSync(partial, to);
  }
  for (const file of jsonFiles(target)) {
    if (!wanted.has(file)) fs.rmSync(path.join(target, file));
  }
  return [];
};

/** The message that stops a build: every problem on a line of its own. */
export const contentError = (problems: string[]): string => `Content error in data/:\n${problems.join("\n")}`;

/**
 * Where the data files point: pictures under src/images/ (banners, covers) and static/ (in article
 * texts). A page may change before the picture it names is there (the editor's git server writes a
 * whole commit at once), so the arrival of a picture must bring the page in too.
 */
const WATCHED = ["data", "src/images", "static"];

/** How long the files must be quiet before they are checked and copied. */
export const QUIET_MS = 300;

/**
 * Git holds this file while it rewrites the working tree (a checkout, a merge, a commit). The editor's
 * git server switches branches for each draft it saves, and git replaces a file by removing it and
 * writing it again: a check in between would see a page missing.
 */
const gitBusy = (projectDir: string) => fs.existsSync(path.join(projectDir, ".git", "index.lock"));

/**
 * During `gatsby develop`: refreshes the checked copy whenever a data file or a picture changes,
 * once the files have been quiet for QUIET_MS and git is not rewriting them, and reports the
 * problems (none when the copy was taken). chokidar, not fs.watch: a recursive fs.watch on Linux
 * can lose a file that git replaces.
 */
export const watchData = (projectDir: string, report: (problems: string[]) => void): FSWatcher => {
  let timer: NodeJS.Timeout | undefined;
  const refreshWhenQuiet = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (gitBusy(projectDir)) refreshWhenQuiet();
      else report(refreshValidData(projectDir));
    }, QUIET_MS);
  };
  const folders = WATCHED.map((folder) => path.join(projectDir, folder)).filter((folder) =>
    fs.existsSync(folder),
  );
  const watcher = chokidar.watch(folders, { ignoreInitial: true }).on("all", refreshWhenQuiet);
  const close = watcher.close.bind(watcher);
  watcher.close = () => {
    clearTimeout(timer);
    return close();
  };
  return watcher;
};
