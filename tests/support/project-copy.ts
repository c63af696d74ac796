/**
 * Copies of the project in a temporary folder, for tests that build or run a
 * changed project without touching this one. node_modules is shared by a
 * symbolic link.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import sharp from "sharp";

import { BUILD_SOURCES } from "./build";
import { ROOT } from "./site";

/**
 * What a copy needs: what the build is made from, for `npm run cms` and the data check's command
 * line, scripts/ and the TypeScript settings tsx reads, and the spell checker's settings (copy warnings).
 */
const PROJECT_FILES = [...BUILD_SOURCES, "scripts", "tsconfig.json", "cspell.json", "project-words.txt"];

/** A fresh copy of the project; returns its folder. */
export const copyProject = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of PROJECT_FILES) {
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
};

/** The banner pictures' width in a copy: enough for a picture, too little to keep the image pipeline busy. */
const THUMBNAIL_WIDTH = 64;

/**
 * Replaces every banner photograph of a copy with a thumbnail of itself, under the same name: for tests
 * of text and of the editor, which need a picture but not its full-size modern formats (encoding those
 * takes a cold build or `gatsby develop` about a minute here).
 */
export const shrinkBannerPictures = async (dir: string) => {
  const heroes = path.join(dir, "src/images/hero");
  for (const name of fs.readdirSync(heroes)) {
    // The generated artwork is a small drawing already: only photographs are shrunk.
    if (name.endsWith(".svg")) continue;
    const file = path.join(heroes, name);
    const thumbnail = await sharp(file).resize({ width: THUMBNAIL_WIDTH }).toBuffer();
    fs.writeFileSync(file, thumbnail);
  }
};

/**
 * Removes a copy. Stop whatever runs in it first; a copy that still cannot be
 * removed is reported, never an error that would skip the rest of a clean-up.
 */
export const removeCopy = (dir: string | undefined) => {
  if (!dir) return;
  // To look into a failure: KEEP_COPY=1 leaves every copy in place and names it.
  if (process.env.KEEP_COPY === "1") {
    console.warn(`The copy is kept: ${dir}`);
    return;
  }
  try {
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  } catch (error) {
    console.warn(`could not remove ${dir}: ${(error as Error).message}`);
  }
};

/** Runs `gatsby build` in `dir`; resolves to its exit status and everything it printed. */
export const buildProject = (dir: string) =>
  new Promise<{ status: number | null; output: string }>((resolve, reject) => {
    const build = spawn(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], {
      cwd: dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NO_COLOR: "1" },
    });
    let output = "";
    build.stdout.on("data", (chunk) => (output += chunk));
    build.stderr.on("data", (chunk) => (output += chunk));
    build.on("error", reject);
    build.on("close", (status) => resolve({ status, output }));
  });

/** Writes one JSON file of a copy as the editor writes its files. */
export const writeJson = (dir: string, file: string, value: unknown) =>
  fs.writeFileSync(path.join(dir, file), `${JSON.stringify(value, null, 2)}\n`);

/** Changes one JSON file of a copy and writes it back as the editor's files are written. */
export const editJson = <T>(dir: string, file: string, change: (value: T) => void) => {
  const value = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as T;
  change(value);
  writeJson(dir, file, value);
};
