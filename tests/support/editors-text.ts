/**
 * A copy of the project in which every text an editor writes in /admin/ (headings, banners, cards, the
 * form's labels, placeholders and button, articles, the menu, …) is rewritten in words it did not hold
 * (./editors-words.ts): the tests run on it prove that no test depends on words an editor may change
 * (the words SPEC §2 fixes are only warned of, by plugins/site-content/spec-words.ts).
 */
import fs from "node:fs";
import path from "node:path";

import { readEditorConfig, rewriteData } from "./editors-words";
import { copyProject, writeJson } from "./project-copy";
import { ROOT } from "./site";

/** What the tests read besides the build's sources: everything but what is installed, built or generated. */
const NOT_SOURCES = new Set([
  "node_modules",
  ".git",
  ".cache",
  "public",
  ".valid-data",
  "test-results",
  "bench-results",
  ".wrangler",
]);

/**
 * Rewrites every text of the copy's data/ that an editor writes in /admin/ (./editors-words.ts). The
 * invented words join the copy's word list: spelt as meant, they would otherwise fill the data check's
 * output with thousands of spelling warnings.
 */
const rewriteEditorsText = (dir: string) => {
  const { files, invented } = rewriteData(dir, readEditorConfig(dir));
  for (const { file, json } of files) writeJson(dir, file, json);
  fs.appendFileSync(
    path.join(dir, "project-words.txt"),
    `\n# Invented for the rewritten texts (tests/support/editors-words.ts)\n${invented.join("\n")}\n`,
  );
};

/** A copy of every source the unit tests read, its texts rewritten. */
export const copyWithEditorsText = (prefix: string) => {
  const dir = copyProject(prefix);
  for (const entry of fs.readdirSync(ROOT)) {
    if (!NOT_SOURCES.has(entry) && !fs.existsSync(path.join(dir, entry))) {
      fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
    }
  }
  rewriteEditorsText(dir);
  return dir;
};
