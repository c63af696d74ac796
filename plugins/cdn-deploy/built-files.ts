/** The files of a build: all of them, and the HTML pages Gatsby rendered among them. */
import fs from "fs";
import path from "path";

import { EDITOR_FOLDER } from "../content-editor/editor-path";

/** Every file under `dir`, relative to it, with forward slashes, sorted. */
export const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, encoding: "utf8" })
        .filter((file) => fs.statSync(path.join(dir, file)).isFile())
        .map((file) => file.split(path.sep).join("/"))
        .sort()
    : [];

/** Folders of public/ whose HTML Gatsby did not render: its slice fragments, and the content editor. */
const NOT_PAGES = ["_gatsby/", `${EDITOR_FOLDER}/`];

/** The HTML pages Gatsby rendered, relative to `publicDir`, with forward slashes. */
export const builtPages = (publicDir: string): string[] =>
  filesUnder(publicDir).filter(
    (file) => file.endsWith(".html") && !NOT_PAGES.some((folder) => file.startsWith(folder)),
  );
