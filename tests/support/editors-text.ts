/**
 * A copy of the project in which every page's banner title and text, section headings, description and
 * keywords, and every article's title and summary, are rewritten as an editor might in /admin/: the
 * tests run on it prove that no test depends on words an editor may change (the words SPEC §2 fixes are
 * only warned of, by plugins/site-content/spec-words.ts).
 */
import fs from "node:fs";
import path from "node:path";

import { copyProject, editJson } from "./project-copy";
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
