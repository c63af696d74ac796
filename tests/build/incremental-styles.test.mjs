/**
 * A change to styles alone reaches every page in an incremental build, one
 * that keeps .cache/ as a CDN's build cache does. Gatsby rewrites a page's HTML
 * only when its data or server-side code changed, and the HTML holds a copy of
 * the stylesheet; gatsby-node.ts puts the new one in after the build.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";

import { buildProject, copyProject } from "../lib/project-copy.mjs";
import { NOT_FOUND, PAGES } from "../lib/site.mjs";

/** A cold build here takes 80 to 100 s. */
const BUILD_TIMEOUT_MS = 300_000;
const NEW_RULE = ".incremental-build-probe{order:7}";

describe("gatsby build after a change to styles only", () => {
  it("puts the new stylesheet into every page", () => {
    const dir = copyProject("gmp-incremental-styles-");
    const first = buildProject(dir, BUILD_TIMEOUT_MS);
    assert.equal(first.status, 0, first.output);

    fs.appendFileSync(path.join(dir, "src/styles/global.scss"), `\n${NEW_RULE}\n`);
    const second = buildProject(dir, BUILD_TIMEOUT_MS);
    assert.equal(second.status, 0, second.output);

    const publicDir = path.join(dir, "public");
    const stylesheet = fs.readdirSync(publicDir).filter((file) => /^styles\..+\.css$/.test(file));
    const current = stylesheet.find((file) =>
      fs.readFileSync(path.join(publicDir, file), "utf8").includes(NEW_RULE),
    );
    assert.ok(current, "the build wrote a stylesheet with the new rule");
    for (const route of [...PAGES, NOT_FOUND].map((page) => page.path)) {
      const html = fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8");
      assert.ok(html.includes(`data-href="/${current}"`), `${route} names the new stylesheet`);
      assert.ok(html.includes(NEW_RULE), `${route} holds the new rule`);
    }
    // The Content-Security-Policy allows the inlined stylesheet by hash: the new one, not the old.
    const headers = fs.readFileSync(path.join(publicDir, "_headers"), "utf8");
    const css = fs.readFileSync(path.join(publicDir, current), "utf8");
    assert.ok(headers.includes(`'sha256-${createHash("sha256").update(css).digest("base64")}'`));
  });
});
