/**
 * Copies of the project in a temporary folder, for tests that run `gatsby build`
 * on a changed project without touching this one. node_modules is shared by a
 * symbolic link. Copies are removed after the test file.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after } from "node:test";

import { ROOT } from "./site.mjs";

/** What `gatsby build` needs: configuration, code, data and static files. */
const PROJECT_FILES = [
  "package.json",
  "tsconfig.json",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "data",
  "plugins",
  "scripts",
  "src",
  "static",
];

const copies = [];
// A process that was just stopped may still be finishing a write into its copy: retry a moment, and
// never fail (which would skip the test file's own clean-up) over a temporary folder left behind.
after(() => {
  for (const dir of copies) {
    try {
      fs.rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`could not remove ${dir}: ${error.message}`);
    }
  }
});

/** A fresh copy of the project; returns its folder. */
export const copyProject = (prefix) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  copies.push(dir);
  for (const entry of PROJECT_FILES) {
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
};

/** Runs `gatsby build` in `dir`; returns its exit status and everything it printed. */
export const buildProject = (dir, timeoutMs) => {
  const build = spawnSync(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], {
    cwd: dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NO_COLOR: "1" },
    encoding: "utf8",
    timeout: timeoutMs,
  });
  return { status: build.status, output: `${build.stdout}\n${build.stderr}` };
};
