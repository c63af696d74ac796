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

import { checkData, jsonFilesUnder } from "./check-data";

export const VALID_DATA_DIR = ".valid-data";

/** The data files under a folder, relative to it (schema/ left out). */
const jsonFiles = (dir: string): string[] =>
  fs.existsSync(dir) ? jsonFilesUnder(dir).map((file) => path.relative(dir, file)) : [];

/** An insight marked as a draft: checked like the others, but never given to Gatsby, so never built. */
const isDraft = (dataDir: string, file: string): boolean =>
  file.split(path.sep)[0] === "insights" &&
  (JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")) as { draft?: unknown }).draft === true;

/**
 * Checks data/ and, when it is sound, makes .valid-data/ an exact copy of it,
 * less the draft insights (files whose content is unchanged are left alone,
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
    fs.writeFileSync(to, text);
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

/**
 * While `gatsby develop` runs: refresh the copy after each change to the data files or their
 * pictures. chokidar, not fs.watch: git replaces a file by removing and writing it again (the
 * editor's drafts are branches), and a recursive fs.watch on Linux can lose such a file.
 */
export const watchData = (projectDir: string, report: (problems: string[]) => void): FSWatcher => {
  let timer: NodeJS.Timeout | undefined;
  const folders = WATCHED.map((folder) => path.join(projectDir, folder)).filter((folder) =>
    fs.existsSync(folder),
  );
  return chokidar.watch(folders, { ignoreInitial: true }).on("all", () => {
    clearTimeout(timer);
    timer = setTimeout(() => report(refreshValidData(projectDir)), 100);
  });
};
