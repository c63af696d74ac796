/**
 * The content editor used as an editor uses it, on a copy of the project:
 * `npm run cms` (gatsby develop + decap-server writing to disk), then in
 * Chromium: open /admin/, open a page, change a field, publish. The file must
 * hold the new value and nothing else changed, the data check must pass, and
 * the running site must show it; an emptied required field must be refused
 * with a message and leave the file alone; a new banner picture must land
 * where the build's image pipeline finds it, and the site must serve it in
 * the modern formats.
 */
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";

import sharp from "sharp";

import { launchBrowser, newLocalContext } from "../lib/browser.mjs";
import { copyProject } from "../lib/project-copy.mjs";

const EDITOR = "http://localhost:8000/admin/";
const SITE = "http://localhost:8000";
const STARTUP_LIMIT_MS = 12 * 60 * 1000;
const TRAINING = "data/pages/training.json";
/** Screenshots of each step, as CONTENT.md shows them (docs/editor/ holds the copies it uses). */
const SHOTS = path.resolve("test-results/editor");
const shoot = (name) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
/** The preview follows the form's scrolling; bring the page's banner back into view for a screenshot. */
const showBanner = () =>
  page
    .frameLocator("#preview-pane")
    .getByRole("heading", { level: 1 })
    .evaluate((heading) => heading.ownerDocument.defaultView.scrollTo(0, 0));

let dir;
let cms;
let browser;
let page;

/** Polls `read` until `accepts` its value, for up to `limitMs`; returns the last value. */
const waitFor = async (read, accepts, limitMs = 60_000) => {
  const startedAt = Date.now();
  let value = await read();
  while (!accepts(value) && Date.now() - startedAt < limitMs) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
};

const readFile = (file) => fs.readFileSync(path.join(dir, file), "utf8");

/**
 * The file's text once it is whole JSON, else null: the editor's server empties a file and then
 * writes it, so a read in between sees part of it (a CI run read an empty file once).
 */
const readSaved = (file) => {
  const text = readFile(file);
  try {
    JSON.parse(text);
    return text;
  } catch {
    return null;
  }
};

/** Changed lines between two texts of the same length in lines, as [before, after] pairs. */
const changedLines = (before, after) => {
  const a = before.split("\n");
  const b = after.split("\n");
  assert.equal(a.length, b.length, "the same number of lines");
  return a.flatMap((line, index) => (line === b[index] ? [] : [[line, b[index]]]));
};

const checkData = () =>
  spawnSync(path.join(dir, "node_modules/.bin/tsx"), ["scripts/check-data-cli.ts"], {
    cwd: dir,
    encoding: "utf8",
  });

const openEntry = async (collection, file) => {
  await page.goto(EDITOR);
  await page.getByRole("link", { name: collection }).click();
  await page.getByRole("link", { name: file }).click();
};

const publish = async () => {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now").click();
};

before(async () => {
  dir = copyProject("editor-");
  cms = spawn(process.execPath, ["scripts/cms.mjs"], {
    cwd: dir,
    env: { ...process.env, CI: "true", NO_COLOR: "1" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm run cms did not get ready:\n${output}`)),
      STARTUP_LIMIT_MS,
    );
    const listen = (chunk) => {
      output += chunk;
      if (output.includes(`The content editor is ready: ${EDITOR}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    cms.stdout.on("data", listen);
    cms.stderr.on("data", listen);
    cms.on("exit", (code) => reject(new Error(`npm run cms stopped (${code}):\n${output}`)));
  });
  await ready;
  browser = await launchBrowser();
  const context = await newLocalContext(browser, { viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await page.goto(EDITOR);
  // The local file server needs no account: one click signs in.
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: "Pages" }).waitFor();
  fs.mkdirSync(SHOTS, { recursive: true });
  await shoot("collections");
});

after(async () => {
  await browser?.close();
  if (cms?.pid && cms.exitCode === null) {
    // The whole process group (npm, gatsby develop and its workers), and wait for npm to go,
    // so nothing still writes into the copy when it is removed.
    const exited = new Promise((resolve) => cms.once("exit", resolve));
    try {
      process.kill(-cms.pid, "SIGTERM");
      await exited;
    } catch {
      // Already gone.
    }
  }
});

describe("editing in the browser (npm run cms on a copy of the project)", () => {
  it("a published change writes that one value to the file; the check passes; the site shows it", async () => {
    const before = readFile(TRAINING);
    await openEntry("Pages", "Training (/training/)");
    // The preview is the real page: the site's own hero, with its picture, beside the form.
    const preview = page.frameLocator("#preview-pane");
    await preview.getByRole("heading", { level: 1, name: "Training" }).waitFor();
    await waitFor(
      () => preview.locator("picture img").evaluate((img) => img.complete && img.naturalWidth > 0),
      Boolean,
    );
    await page.getByLabel("Banner heading").fill("Training Programmes");
    await preview.getByRole("heading", { level: 1, name: "Training Programmes" }).waitFor();
    await showBanner();
    await shoot("editing");
    await publish();

    const after = await waitFor(
      () => readSaved(TRAINING),
      (text) => text !== null && text !== before,
    );
    assert.deepEqual(changedLines(before, after), [
      ['    "title": "Training",', '    "title": "Training Programmes",'],
    ]);
    const check = checkData();
    assert.equal(check.status, 0, check.stdout + check.stderr);

    const site = await browser.newPage();
    const heading = await waitFor(
      async () => {
        await site.goto(`${SITE}/training/`);
        return site.getByRole("heading", { level: 1 }).textContent();
      },
      (text) => text === "Training Programmes",
      90_000,
    );
    await site.close();
    assert.equal(heading, "Training Programmes");
  });

  it("an emptied required field is refused with a message beside it, and the file stays as it was", async () => {
    const before = readFile(TRAINING);
    await openEntry("Pages", "Training (/training/)");
    await page.getByLabel("Banner heading").fill("");
    await publish();
    await page.getByText("Banner heading is required.").waitFor();
    await page.getByLabel("Banner heading").scrollIntoViewIfNeeded();
    await showBanner();
    await shoot("refused");
    // Give a wrongly accepted save the time it would take to reach the disk.
    const after = await waitFor(
      () => readSaved(TRAINING),
      (text) => text !== null && text !== before,
      3000,
    );
    assert.equal(after, before);
  });

  it("a new banner picture is stored where the build finds it, and the data check accepts the page", async () => {
    const picture = path.join(dir, "new-training-banner.jpg");
    await sharp({ create: { width: 2400, height: 1100, channels: 3, background: "#0b2545" } })
      .jpeg()
      .toFile(picture);
    const before = await browser.newPage();
    await before.goto(`${SITE}/training/`);
    const heroBefore = { fallback: await before.locator("main picture img").getAttribute("src") };
    await before.close();
    await openEntry("Pages", "Training (/training/)");
    await page.getByRole("button", { name: "Choose different image" }).click();
    await page.locator('input[type="file"]').setInputFiles(picture);
    await page.getByRole("button", { name: "Choose selected" }).click();
    await publish();

    const stored = path.join(dir, "src/images/hero/new-training-banner.jpg");
    assert.ok(await waitFor(() => fs.existsSync(stored), Boolean), "the picture is in src/images/hero/");
    const data = await waitFor(
      () => JSON.parse(readSaved(TRAINING) ?? "null"),
      (json) => json?.hero.image.endsWith("new-training-banner.jpg"),
    );
    assert.equal(data.hero.image, "../../src/images/hero/new-training-banner.jpg");
    const check = checkData();
    assert.equal(check.status, 0, check.stdout + check.stderr);

    // The running site serves the new picture as the others: AVIF and WebP sizes made by the image pipeline.
    const site = await browser.newPage();
    const hero = async () => {
      await site.goto(`${SITE}/training/`);
      return site.locator("main picture").evaluate((picture) => ({
        fallback: picture.querySelector("img").getAttribute("src"),
        types: [...picture.querySelectorAll("source")].map((source) => source.type).sort(),
      }));
    };
    const served = await waitFor(hero, (now) => now.fallback !== heroBefore.fallback, 90_000);
    await site.close();
    assert.notEqual(served.fallback, heroBefore.fallback, "the page shows the new picture");
    assert.deepEqual(served.types, ["image/avif", "image/webp"]);
  });
});
