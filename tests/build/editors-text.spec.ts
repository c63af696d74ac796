/**
 * An editor's ordinary work never turns the tests red. On a copy of the
 * project every page's banner heading and banner text, section headings,
 * description and keywords are rewritten as an editor might in /admin/, and
 * so is every insight's title and summary. The data check and every unit test
 * must still pass there; the words SPEC §2 fixes are only warned of
 * (plugins/site-content/spec-words.ts). (The browser tests read the same
 * texts from data/ as they run.)
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { expect, test } from "../support/fixtures";
import { copyProject, editJson, removeCopy } from "../support/project-copy";
import { ROOT } from "../support/site";

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
  path: string;
  description: string;
  keywords: string[];
  hero: { title: string; lead?: string };
  sections: { heading: string }[];
};
type Insight = { title: string; summary: string };

const withoutColourSettings = ({ FORCE_COLOR, NO_COLOR, ...env }: NodeJS.ProcessEnv) => env;

let dir: string | undefined;
test.afterAll(() => removeCopy(dir));

const run = (command: string, args: string[]) =>
  spawnSync(path.join(ROOT, "node_modules/.bin", command), args, {
    cwd: dir,
    encoding: "utf8",
    // As on a developer's terminal: without the test runner's FORCE_COLOR, which makes Node warn on every
    // command the unit tests start when NO_COLOR is set too.
    env: { ...withoutColourSettings(process.env), CI: "true" },
  });

test("rewriting every banner, heading, description and article title leaves the data check and the unit tests green", async () => {
  dir = copyProject("gmp-editors-text-");
  for (const entry of fs.readdirSync(ROOT)) {
    if (!NOT_SOURCES.has(entry) && !fs.existsSync(path.join(dir, entry))) {
      fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
    }
  }
  for (const name of fs.readdirSync(path.join(dir, "data/pages"))) {
    editJson<Page>(dir, `data/pages/${name}`, (page) => {
      page.hero.title = `Rewritten ${page.hero.title.toLowerCase()}`;
      for (const section of page.sections) section.heading = `Rewritten ${section.heading.toLowerCase()}`;
      if (page.hero.lead) page.hero.lead = `A new lead: ${page.hero.lead}`;
      // Cut to the length search engines show, without the space a cut may leave (the check refuses it).
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

  const check = run("tsx", ["scripts/check-data-cli.ts"]);
  expect(check.status, check.stdout + check.stderr).toBe(0);

  // Two workers: this file is usually the last of the build tests, with a core to itself for its end
  // (alone here: 56 s on two workers, 79 s on one).
  const jest = run("jest", ["--maxWorkers=2", "--ci"]);
  // Jest's report: the failed tests by name ("●"), then the summary.
  const failures = [...(jest.stderr.match(/^\s*● .+$/gm) ?? []), jest.stderr.slice(-1500)].join("\n");
  expect(jest.status, `unit tests failed on the rewritten data:\n${failures}`).toBe(0);
  expect(jest.stderr).toMatch(/Tests: +\d+ passed, \d+ total/);
});
