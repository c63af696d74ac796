/**
 * A broken data file stops `gatsby build` itself, not only `npm run check:data`,
 * with the file and field named (the editors' promise in README and CONTENT.md).
 * One case end to end: a copy of the project whose data has one mistake (the
 * data check's unit tests prove each kind of mistake and its message); the
 * check runs before any page is built, so the broken build ends in seconds.
 */
import fs from "node:fs";
import path from "node:path";

import { expect, test } from "../support/fixtures";
import { buildProject, copyProject, editJson, removeCopy } from "../support/project-copy";

const copies: string[] = [];
test.afterAll(() => copies.forEach(removeCopy));

/** Builds a copy of the project after `edit` has changed its data. */
const buildWith = async (edit: (dir: string) => void) => {
  const dir = copyProject("gmp-broken-data-");
  copies.push(dir);
  edit(dir);
  return { ...(await buildProject(dir)), dir };
};

test.describe("gatsby build with a broken data file", () => {
  test("stops and names the page file and the missing field", async () => {
    const { status, output, dir } = await buildWith((copy) =>
      editJson<{ hero: { title?: string } }>(
        copy,
        "data/pages/training.json",
        (page) => delete page.hero.title,
      ),
    );
    expect(status, "the build must fail").not.toBe(0);
    expect(output).toMatch(/data\/pages\/training\.json: \/hero\/title: is required/);
    expect(fs.existsSync(path.join(dir, "public/training/index.html")), "no page was written").toBe(false);
  });
});
