/**
 * A broken data file stops `gatsby build` itself, not only `npm run check:data`,
 * with the file and field named (the editors' promise in README and CONTENT.md).
 * Each case builds a copy of the project whose data has one mistake.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";

import { buildProject, copyProject } from "../lib/project-copy.mjs";

/** The check runs before any page is built, so a broken build ends in seconds. */
const BUILD_TIMEOUT_MS = 120_000;

/** Builds a copy of the project after `edit` has changed its data; returns exit status and output. */
const buildWith = (edit) => {
  const dir = copyProject("gmp-broken-data-");
  edit(dir);
  return { ...buildProject(dir, BUILD_TIMEOUT_MS), dir };
};

const editJson = (file, change) => (dir) => {
  const target = path.join(dir, file);
  const value = JSON.parse(fs.readFileSync(target, "utf8"));
  change(value);
  fs.writeFileSync(target, JSON.stringify(value, null, 2));
};

describe("gatsby build with a broken data file", () => {
  it("stops and names the page file and the missing field", () => {
    const { status, output, dir } = buildWith(
      editJson("data/pages/training.json", (page) => delete page.hero.title),
    );
    assert.notEqual(status, 0, "the build must fail");
    assert.match(output, /data\/pages\/training\.json: \/hero\/title: is required/);
    assert.equal(fs.existsSync(path.join(dir, "public/training/index.html")), false, "no page was written");
  });

  it("stops and names the line and column of a syntax error in data/site.json", () => {
    const { status, output } = buildWith((dir) => {
      const file = path.join(dir, "data/site.json");
      fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace('"shortName"', '"shortName",'));
    });
    assert.notEqual(status, 0, "the build must fail");
    assert.match(output, /data\/site\.json: invalid JSON at line 4, column 14: colon expected/);
  });
});
