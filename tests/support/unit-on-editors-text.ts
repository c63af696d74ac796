/**
 * The unit tests run on a copy of the project in which every page's banner title and text, section
 * headings, description and keywords, and every article's title and summary, are rewritten as an
 * editor might in /admin/. One run proves both that the components work with the data and that no
 * unit test depends on words an editor may change (the words SPEC §2 fixes are only warned of, by
 * plugins/site-content/spec-words.ts). The data check must pass on the copy first.
 *
 *   npx tsx tests/support/unit-on-editors-text.ts [jest options]
 *
 * exits with the data check's status when it fails, else with jest's.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { copyProject, editJson, removeCopy } from "./project-copy";
import { ROOT } from "./site";

/** What the unit tests read besides the build's sources: everything but what is installed, built or generated. */
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

type Page = {
  description: string;
  keywords: string[];
  hero: { title: string; lead?: string };
  sections: { heading: string }[];
};
type Insight = { title: string; summary: string };

/** Rewrites the copy's texts. Descriptions and summaries are cut to 160 characters, without the space a cut may leave. */
const rewriteEditorsText = (dir: string) => {
  for (const name of fs.readdirSync(path.join(dir, "data/pages"))) {
    editJson<Page>(dir, `data/pages/${name}`, (page) => {
      page.hero.title = `Rewritten ${page.hero.title.toLowerCase()}`;
      for (const section of page.sections) section.heading = `Rewritten ${section.heading.toLowerCase()}`;
      if (page.hero.lead) page.hero.lead = `A new lead: ${page.hero.lead}`;
      page.description = `Rewritten: ${page.description}`.slice(0, 160).trimEnd();
      page.keywords = [...page.keywords, "rewritten"];
    });
  }
  for (const name of fs.readdirSync(path.join(dir, "data/insights"))) {
    editJson<Insight>(dir, `data/insights/${name}`, (insight) => {
      insight.title = `Rewritten: ${insight.title}`;
      insight.summary = `Rewritten. ${insight.summary}`.slice(0, 160).trimEnd();
    });
  }
};

/** A copy of every source the unit tests read, its texts rewritten. */
const copyWithEditorsText = () => {
  const dir = copyProject("gmp-editors-text-");
  for (const entry of fs.readdirSync(ROOT)) {
    if (!NOT_SOURCES.has(entry) && !fs.existsSync(path.join(dir, entry))) {
      fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
    }
  }
  rewriteEditorsText(dir);
  return dir;
};

const run = (dir: string, command: string, args: string[]) =>
  spawnSync(path.join(ROOT, "node_modules/.bin", command), args, { cwd: dir, stdio: "inherit" }).status ?? 1;

const dir = copyWithEditorsText();
let status = 1;
try {
  console.log(
    `Unit tests on a copy with every banner, heading, description and article title rewritten (${dir})`,
  );
  status = run(dir, "tsx", ["scripts/check-data-cli.ts"]);
  if (status === 0) status = run(dir, "jest", process.argv.slice(2));
  else console.error("The data check refused the rewritten texts: the unit tests did not run.");
} finally {
  removeCopy(dir);
}
process.exit(status);
