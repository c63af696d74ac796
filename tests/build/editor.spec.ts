/**
 * The content editor used as an editor uses it, on a copy of the project made
 * a git repository: `npm run cms` (gatsby develop + decap-server in git mode),
 * then in Chromium: open /admin/, open a page, change a field, save it as a
 * draft, set it Ready and publish. The draft must live on its own branch with
 * the file on the published branch untouched; once published, the change must
 * be one commit with the editor's message and name, changing that one value,
 * the data check must pass, and the running site must show it. An emptied
 * required field must be refused with a message and leave the file alone; a
 * new banner picture must land where the build's image pipeline finds it, and
 * the site must serve it in the modern formats; an article made with New
 * Insight must be written under the slug of its title, pass the data check
 * and appear at /insights/. A consultant with a photo (About Us) and a case
 * study marked for the home page (GMP Audits), each added with Add in its
 * section's list, must be written to those files, pass the data check and
 * show on the running site, the case study on the home page too, the consultant as the author an
 * article's Author field offers and its byline shows; so must a requirement added to a
 * readiness check's area. The copy's
 * own banner pictures are thumbnails, so develop does not spend its first
 * minute encoding them.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import type { APIResponse, Browser, Page } from "@playwright/test";
import sharp from "sharp";

import { expect, keepLocal, test } from "../support/fixtures";
import { copyProject, removeCopy, shrinkBannerPictures } from "../support/project-copy";
import { PREVIEW_DUOTONE_ID } from "../../src/components/hero/duotone";
import { CONTACT_PATH } from "../../src/lib/contact-request";
import { CONTACT_FORM, labelled, navigation, pageAt, ROOT } from "../support/site";

const EDITOR = "http://localhost:8000/admin/";
const SITE = "http://localhost:8000";
const STARTUP_LIMIT_MS = 10 * 60_000;
const TRAINING = "data/pages/training.json";
/** The Training page in the editor's list, found by its address: its heading is what the tests change. */
const TRAINING_ENTRY = "(/training/)";
/** The readiness check the editor test adds a requirement to. */
const CHECK = "data/checks/schedule-m-readiness.json";
/** Screenshots of each step, as CONTENT.md shows them (docs/editor/ holds the copies it uses). */
const SHOTS = path.resolve("test-results/editor");

let dir: string;
let cms: ChildProcess | undefined;
let page: Page;

const shoot = (name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
/** The preview follows the form's scrolling; bring the page's banner back into view for a screenshot. */
const showBanner = () =>
  page
    .frameLocator("#preview-pane")
    .getByRole("heading", { level: 1 })
    .evaluate((heading) => heading.ownerDocument.defaultView?.scrollTo(0, 0));

/**
 * The typefaces the browser drew the text of the preview's first `selector` in, as Chromium reports them
 * (DevTools' platform fonts): a face the stylesheet names but that came too late is not among them.
 */
const previewDrawnFonts = async (selector: string): Promise<string[]> => {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send("DOM.enable");
    await session.send("CSS.enable");
    const { root } = await session.send("DOM.getDocument", { depth: -1, pierce: true });
    type Node = {
      nodeName: string;
      attributes?: string[];
      children?: Node[];
      contentDocument?: Node & { nodeId: number };
    };
    const frames: Node[] = [root as Node];
    let frameDocument: { nodeId: number } | undefined;
    while (frames.length > 0 && !frameDocument) {
      const node = frames.pop()!;
      const attributes = node.attributes ?? [];
      if (node.nodeName === "IFRAME" && attributes[attributes.indexOf("id") + 1] === "preview-pane")
        frameDocument = node.contentDocument;
      frames.push(...(node.children ?? []));
    }
    if (!frameDocument) return [];
    // The first match with text of its own (a paragraph holding only a link reports no font).
    const { nodeIds } = await session.send("DOM.querySelectorAll", {
      nodeId: frameDocument.nodeId,
      selector,
    });
    for (const nodeId of nodeIds) {
      const { fonts } = await session.send("CSS.getPlatformFontsForNode", { nodeId });
      if (fonts.length > 0) return fonts.map((font) => font.familyName);
    }
    return [];
  } finally {
    await session.detach();
  }
};

/**
 * The file's text once it is whole JSON, else null: while it does not exist, and while the editor rewrites
 * it (its server empties a file and then writes it; git, publishing, replaces it), so that a read in between
 * sees part of it or nothing (a CI run read an empty file once, and once lost it between a check that it
 * existed and the read). Any other error of the read is thrown.
 */
const readSaved = (file: string): string | null => {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dir, file), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  try {
    JSON.parse(text);
    return text;
  } catch {
    return null;
  }
};

/** How long a file the test reads may stay missing or part-written: an editor's rewrite takes milliseconds. */
const REWRITE_MS = 10_000;

/** The file's text, once whole JSON; fails, naming the file, when it is not within REWRITE_MS. */
const savedText = async (file: string): Promise<string> => {
  const last: { text: string | null } = { text: null };
  await expect
    .poll(() => (last.text = readSaved(file)), { message: `${file} is whole JSON`, timeout: REWRITE_MS })
    .not.toBeNull();
  return last.text as string;
};

/** Changed lines between two texts of the same length in lines, as [before, after] pairs. */
const changedLines = (before: string, after: string) => {
  const a = before.split("\n");
  const b = after.split("\n");
  expect(b.length, "the same number of lines").toBe(a.length);
  return a.flatMap((line, index) => (line === b[index] ? [] : [[line, b[index]]]));
};

/** `npm run check:data` on the copy passes. */
const dataCheckPasses = () => {
  const check = spawnSync(path.join(dir, "node_modules/.bin/tsx"), ["scripts/check-data-cli.ts"], {
    cwd: dir,
    encoding: "utf8",
  });
  expect(check.status, check.stdout + check.stderr).toBe(0);
};

/**
 * What `read` finds on the running site's `route`, loaded afresh until it is what the test expects
 * (develop rebuilds the page a moment after the file changes).
 */
const siteShows = <T>(browser: Browser, route: string, read: (site: Page) => Promise<T>, message: string) =>
  expect.poll(
    async () => {
      const site = await browser.newPage();
      try {
        await site.goto(`${SITE}${route}`);
        return await read(site);
      } finally {
        await site.close();
      }
    },
    { message, timeout: 90_000 },
  );

const openEntry = async (collection: string, file: string) => {
  await page.goto(EDITOR);
  await page.getByRole("link", { name: collection }).click();
  await page.getByRole("link", { name: file }).click();
};

/** Opens the page's section with this heading: collapsed, it shows its heading beside its buttons, opening first. */
/** The heading a page's first section of a kind has in data/ (the editor lists the section under it). */
const sectionHeading = (route: string, kind: string): string =>
  pageAt(route).sections.find((section: { kind: string }) => section.kind === kind).heading;

const openSection = (heading: string) =>
  page
    .getByText(heading, { exact: true })
    .locator("xpath=ancestor::div[.//button][1]")
    .getByRole("button")
    .first()
    .click();

/**
 * The lines of npm run cms's log that report an error (the editor's git server colours its own, whatever
 * NO_COLOR says), or a picture develop could not find.
 */
const errorLines = (log: string) =>
  log
    .split("\n")
    // eslint-disable-next-line no-control-regex
    .map((line) => line.replace(/\x1b\[[0-9;]*m/g, ""))
    .filter((line) => /^error\b/.test(line) || /ENOENT.*src\/images/.test(line));

/** The file's JSON once it is whole, else null (for polls). */
const savedJson = <T>(file: string) => JSON.parse(readSaved(file) ?? "null") as T | null;
/** The file's JSON, once whole (savedText). */
const savedObject = async <T>(file: string) => JSON.parse(await savedText(file)) as T;

/** The editor's name and address in the copy's git settings: whoever publishes signs the commit. */
const EDITOR_NAME = "Asha Editor";
const EDITOR_EMAIL = "asha.editor@example.com";

/** Runs git in the copy; returns what it printed. */
const git = (...args: string[]) => {
  const run = spawnSync("git", args, { cwd: dir, encoding: "utf8" });
  expect(run.status, `git ${args.join(" ")}: ${run.stderr}`).toBe(0);
  return run.stdout.trim();
};

/** The copy as a repository of its own on branch main, everything committed, as a laptop's clone is. */
const makeRepository = () => {
  fs.copyFileSync(path.join(ROOT, ".gitignore"), path.join(dir, ".gitignore"));
  git("init", "--quiet", "--initial-branch=main");
  git("config", "user.name", EDITOR_NAME);
  git("config", "user.email", EDITOR_EMAIL);
  git("add", "--all");
  git("commit", "--quiet", "--no-verify", "-m", "The site as it is");
};

/** Saves the entry as a draft: on its own branch, not yet published. */
const saveDraft = async () => {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible({ timeout: 60_000 });
};

/** Hands a saved draft over as Ready, then publishes it (the editor asks for a confirmation). */
const publishDraft = async () => {
  await page.getByRole("button", { name: "Status: Draft" }).click();
  await page.getByRole("menuitem", { name: "Ready" }).click();
  await expect(page.getByRole("button", { name: "Status: Ready" })).toBeVisible({ timeout: 60_000 });
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now").click();
};

const publish = async () => {
  await saveDraft();
  await publishDraft();
};

/** Starts `npm run cms` in the copy (as `cms`, so afterAll can stop it) and resolves once the editor is ready. */
const startCms = () =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/cms.mjs"], {
      cwd: dir,
      env: { ...process.env, CI: "true", NO_COLOR: "1" },
      stdio: ["ignore", "pipe", "pipe"],
      // Its own process group, so that stopping it stops gatsby develop and its workers too.
      detached: true,
    });
    cms = child;
    let output = "";
    const timer = setTimeout(
      () => reject(new Error(`npm run cms did not get ready:\n${output}`)),
      STARTUP_LIMIT_MS,
    );
    // Everything it prints, for whoever reads a failure: test-results/editor/cms.log.
    fs.mkdirSync(SHOTS, { recursive: true });
    const log = fs.createWriteStream(path.join(SHOTS, "cms.log"));
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    const listen = (chunk: Buffer) => {
      output += chunk;
      if (output.includes(`The content editor is ready: ${EDITOR}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on("data", listen);
    child.stderr.on("data", listen);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`npm run cms stopped (${code}):\n${output}`));
    });
  });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(STARTUP_LIMIT_MS + 60_000);
  dir = copyProject("editor-");
  await shrinkBannerPictures(dir);
  makeRepository();
  await startCms();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await keepLocal(context);
  page = await context.newPage();
  await page.goto(EDITOR);
  // The local file server needs no account: one click signs in.
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("link", { name: "Pages" })).toBeVisible({ timeout: 60_000 });
  fs.mkdirSync(SHOTS, { recursive: true });
  // Photographed once the pages are listed (the guide shows the list, not its loading).
  await expect(page.getByRole("link", { name: "(/aboutus/)" })).toBeVisible({ timeout: 60_000 });
  await shoot("collections");
  // The Before launch view, as the firm sees it first: the count on top, then what is wanted.
  await page.getByRole("link", { name: "Before launch" }).click();
  await page.locator('a[href="#/collections/launch/entries/launch"]').click();
  await expect(page.getByRole("status").filter({ hasText: /left before launch/ })).toBeVisible({
    timeout: 60_000,
  });
  await shoot("launch");
});

/** On a failure, what the editor's git server and develop reported: the request that failed and why. */
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  const file = path.join(SHOTS, "cms.log");
  const log = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const reported = log.split("\n").filter((line) => /error|failed|refus/i.test(line));
  await testInfo.attach("npm run cms: its errors", {
    body: reported.slice(-30).join("\n") || "(none)",
    contentType: "text/plain",
  });
});

test.afterAll(async () => {
  await page?.context().close();
  // Stop the whole process group (npm, gatsby develop and its workers) and wait for it, so nothing
  // still writes into the copy when it is removed.
  if (cms?.pid && cms.exitCode === null && cms.signalCode === null) {
    const exited = new Promise((resolve) => cms!.once("exit", resolve));
    process.kill(-cms.pid, "SIGTERM");
    await exited;
  }
  removeCopy(dir);
});

test.describe("the site in gatsby develop (Gatsby's runtime, where a build loads its islands)", () => {
  test("runs the menus, the request a link chose, the map's frame and the form's own checks", async ({
    browser,
  }) => {
    const site = await browser.newPage({ viewport: { width: 375, height: 800 }, hasTouch: true });
    try {
      const form: { submitLabel: string; messages: { attentionMany: string } } = pageAt(
        CONTACT_PATH,
      ).sections.find((section: { kind: string }) => section.kind === "form");
      await site.goto(`${SITE}${CONTACT_PATH}?request=CSV`, { waitUntil: "networkidle" });
      const menu = site
        .getByRole("navigation", { name: navigation.navLabel })
        .getByRole("button", { name: navigation.menuButtonLabel });
      await menu.click();
      await expect(menu).toHaveAttribute("aria-expanded", "true");
      await site.keyboard.press("Escape");
      await expect(menu).toHaveAttribute("aria-expanded", "false");
      // In the form: the header's request button is named "Request a proposal" too.
      await expect(site.locator("form").getByLabel(labelled(CONTACT_FORM.fields.request.label))).toHaveValue(
        "CSV",
      );
      await site.getByRole("button", { name: form.submitLabel }).click();
      // Five fields are still empty: the form's own message, not the browser's.
      await expect(site.getByRole("status")).toHaveText(form.messages.attentionMany.replace("{count}", "5"));
      await site.locator("[data-map-frame]").scrollIntoViewIfNeeded();
      await expect(site.locator("[data-map-frame]")).toHaveAttribute("data-map-frame", /shown|refused/);
    } finally {
      await site.close();
    }
  });
});

test.describe("editing in the browser (npm run cms on a copy of the project)", () => {
  test("a published change writes that one value to the file; the check passes; the site shows it", async ({
    browser,
  }) => {
    const before = await savedText(TRAINING);
    const title: string = JSON.parse(before).hero.title;
    const renamed = `${title} Programmes`;
    await openEntry("Pages", TRAINING_ENTRY);
    // The preview is the real page: the site's own hero, with its picture, beside the form.
    const preview = page.frameLocator("#preview-pane");
    await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible({
      timeout: 60_000,
    });
    await expect
      .poll(
        () =>
          preview
            // The drawn artwork, or a photograph's <picture>.
            .locator("img[data-artwork], picture img")
            .first()
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        {
          message: "the preview shows the banner picture",
          timeout: 60_000,
        },
      )
      .toBe(true);
    // In the site's own faces, served by the editor's server as by the site, and drawn in them once they
    // arrive (not left in the fallback faces the site keeps for a face that comes late).
    await expect
      .poll(() => previewDrawnFonts("h1"), {
        message: "the preview's heading is drawn in Source Serif 4",
        timeout: 30_000,
      })
      .toEqual(["Source Serif 4"]);
    await expect
      .poll(() => previewDrawnFonts("main p"), {
        message: "the preview's text is drawn in Source Sans 3",
        timeout: 30_000,
      })
      // (A variable face is named by its default instance, such as "Source Sans 3 ExtraLight".)
      .toEqual([expect.stringMatching(/^Source Sans 3\b/)]);
    await page.getByLabel("Banner heading").fill(renamed);
    await expect(preview.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
    await showBanner();
    await shoot("editing");
    const published = git("rev-parse", "main");
    await saveDraft();
    // The draft is a branch of its own; the published branch and its file are as they were.
    expect(git("branch", "--list", "cms/*")).toContain("cms/pages/training");
    expect(git("rev-parse", "main")).toBe(published);
    expect(git("show", `main:${TRAINING}`)).toBe(before.trimEnd());
    // Nothing else in the working tree changed under the editor (the draft's branch holds that file alone).
    expect(git("status", "--porcelain")).toBe("");
    expect(git("diff", "--name-only", "main", "cms/pages/training")).toBe(TRAINING);
    // Saving draws the preview afresh, and its stylesheet arrives a moment after its text: the page stays
    // hidden until it applies, so once the heading is visible the page is styled.
    await expect(preview.getByRole("heading", { level: 1, name: renamed })).toBeVisible({ timeout: 60_000 });
    expect(await preview.locator("header").evaluate((header) => getComputedStyle(header).position)).toBe(
      "sticky",
    );
    await showBanner();
    await shoot("draft");
    await publishDraft();

    const saved = () => {
      const text = readSaved(TRAINING);
      return text !== null && text !== before;
    };
    await expect.poll(saved, { message: "the file is saved", timeout: 60_000 }).toBe(true);
    // Publishing ends by deleting the draft's branch, a moment after the merge wrote the file.
    await expect
      .poll(() => git("branch", "--list", "cms/*"), {
        message: "the draft's branch is gone",
        timeout: 30_000,
      })
      .toBe("");
    expect(changedLines(before, await savedText(TRAINING))).toEqual([
      [`    "title": ${JSON.stringify(title)},`, `    "title": ${JSON.stringify(renamed)},`],
    ]);
    // One commit on main, by the editor, saying what changed, and that file alone; the draft's branch is gone.
    expect(git("rev-list", "--count", `${published}..main`)).toBe("1");
    expect(git("log", "-1", "--format=%s|%an|%ae", "main")).toBe(
      `Update Page “training”|${EDITOR_NAME}|${EDITOR_EMAIL}`,
    );
    expect(git("diff", "--name-only", published, "main")).toBe(TRAINING);
    expect(git("status", "--porcelain")).toBe("");
    dataCheckPasses();
    await siteShows(
      browser,
      "/training/",
      (site) => site.getByRole("heading", { level: 1 }).textContent(),
      "the running site shows the new heading",
    ).toBe(renamed);
  });

  test("an emptied required field is refused with a message beside it, and the file stays as it was", async () => {
    const before = await savedText(TRAINING);
    await openEntry("Pages", TRAINING_ENTRY);
    await page.getByLabel("Banner heading").fill("");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Banner heading is required.")).toBeVisible();
    await page.getByLabel("Banner heading").scrollIntoViewIfNeeded();
    await showBanner();
    await shoot("refused");
    // Nothing must happen here: give a wrongly accepted save the time it would take to reach the disk.
    await page.waitForTimeout(3000);
    expect(fs.readFileSync(path.join(dir, TRAINING), "utf8")).toBe(before);
  });

  test("a new banner picture is stored where the build finds it, and the data check accepts the page", async ({
    browser,
  }) => {
    // Outside the copy: the editor's server commits every file in the repository.
    const pictureDir = fs.mkdtempSync(path.join(os.tmpdir(), "picture-"));
    const picture = path.join(pictureDir, "new-training-banner.jpg");
    await sharp({ create: { width: 2400, height: 1100, channels: 3, background: "#0b2545" } })
      .jpeg()
      .toFile(picture);
    const site = await browser.newPage();
    /**
     * The banner's picture as a fresh load of the running site draws it, or null while it has none.
     * The load is not awaited: develop makes a picture's sizes when the browser first asks for them,
     * which on a busy machine can outlast the poll, and the markup is what is read here.
     */
    const hero = async () => {
      await site.goto(`${SITE}/training/`, { waitUntil: "commit" });
      await site.getByRole("heading", { level: 1 }).waitFor({ timeout: 30_000 });
      return site.evaluate(() => {
        // The banner's first picture: the generated artwork (an <img>) or a photograph's <picture>.
        const img = document.querySelector("main > * img");
        if (!img) return null;
        return {
          fallback: img.getAttribute("src"),
          types: [...(img.closest("picture")?.querySelectorAll("source") ?? [])]
            .map((source) => source.type)
            .sort(),
        };
      });
    };
    expect((await hero())?.fallback, "the banner shows today's artwork").toMatch(/\/training\.svg$/);
    await openEntry("Pages", TRAINING_ENTRY);
    await page.getByRole("button", { name: "Choose different image" }).click();
    await page.locator('input[type="file"]').setInputFiles(picture);
    await page.getByRole("button", { name: "Choose selected" }).click();
    // The preview shows the photograph through the palette's duotone, as the build will make it.
    const previewed = page.frameLocator("#preview-pane").locator("main picture img");
    // (The editor hands the preview the file it holds, as a blob: address.)
    await expect(previewed).toHaveAttribute("src", /^blob:/, { timeout: 30_000 });
    await expect
      .poll(() => previewed.evaluate((img) => getComputedStyle(img).filter), {
        message: "the preview's stylesheet filters the photograph",
        timeout: 30_000,
      })
      .toBe(`url("#${PREVIEW_DUOTONE_ID}")`);
    await expect(page.frameLocator("#preview-pane").locator(`filter#${PREVIEW_DUOTONE_ID}`)).toHaveCount(1);
    await publish();

    const stored = path.join(dir, "src/images/hero/new-training-banner.jpg");
    await expect
      .poll(() => fs.existsSync(stored), { message: "the picture is in src/images/hero/", timeout: 60_000 })
      .toBe(true);
    await expect
      .poll(() => savedJson<{ hero: { image: string } }>(TRAINING)?.hero.image, {
        message: "the page names it",
        timeout: 60_000,
      })
      .toBe("../../src/images/hero/new-training-banner.jpg");
    dataCheckPasses();

    // The running site serves the new picture as the others: AVIF and WebP sizes made by the image pipeline.
    await expect
      .poll(async () => (await hero())?.fallback, {
        message: "the page shows the new picture",
        timeout: 90_000,
      })
      .toMatch(/\/new-training-banner\.jpg$/);
    const shown = await hero();
    expect(shown?.types).toEqual(["image/avif", "image/webp"]);
    // And the picture itself is served, made from the new file. Develop makes it when first asked for;
    // under load that first answer was once a 404, so it is asked again until served (a picture develop
    // cannot make still ends the poll in failure).
    let served: APIResponse | undefined;
    const askForPicture = async () =>
      (served = await site.request.get(`${SITE}${shown!.fallback}`, { timeout: 180_000 })).status();
    await expect.poll(askForPicture, { message: "the picture is served", timeout: 60_000 }).toBe(200);
    expect(served?.headers()["content-type"]).toBe("image/jpeg");
    // Saving and reading the draft never touched the files develop reads (the drafts have a worktree
    // of their own): no picture appeared and vanished under it, so it reported no error.
    const log = fs.readFileSync(path.join(SHOTS, "cms.log"), "utf8");
    // (Webpack's own cache may warn of a rename it lost; only develop's errors and the pictures count.)
    expect(errorLines(log)).toEqual([]);
    await site.close();
    fs.rmSync(pictureDir, { recursive: true, force: true });
  });

  test("New Insight writes data/insights/<slug of the title>.json, the check passes, and the site lists it", async ({
    browser,
  }) => {
    const title = "Cleaning Validation Limits After the Revised Schedule M";
    const file = "data/insights/cleaning-validation-limits-after-the-revised-schedule-m.json";
    await page.goto(EDITOR);
    await page.getByRole("link", { name: "Insights", exact: true }).click();
    await page.getByRole("link", { name: "New Insight" }).click();
    // A topic and a service as the copy's data name them today.
    const topic: string = JSON.parse(await savedText("data/insights.json")).topics[0].name;
    const service: string = JSON.parse(await savedText("data/pages/gmpaudits.json")).hero.title;
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page
      .getByLabel("Summary", { exact: true })
      .fill("How limits are set and justified, and what an inspector asks to see.");
    await page.getByLabel("Date published", { exact: true }).fill("2026-11-24");
    // Who signs it and the dates a reader cites it by.
    await page.getByLabel("Date last reviewed", { exact: true }).fill("2026-11-24");
    await page.getByLabel("Regulatory position as of", { exact: true }).fill("2026-11-24");
    await page.getByLabel("Author", { exact: true }).fill("An example author");
    await page.getByLabel("Technical reviewer", { exact: true }).fill("An example reviewer");
    // Topics come from the Insights settings, services from the pages: both chosen from a list.
    await page.getByLabel("Topics", { exact: true }).fill(topic.slice(0, 5));
    await page.getByText(topic, { exact: true }).click();
    await page.getByLabel("Related services", { exact: true }).click();
    // Only the service pages, the menu's Services group, are offered (not Contact, Privacy or Page not
    // found), each by its banner heading as the copy's file has it now (an earlier test changed one).
    const services = (navigation.links as { children?: { to: string }[] }[]).flatMap(
      (link) => link.children ?? [],
    );
    const headings = new Map(
      fs
        .readdirSync(path.join(dir, "data/pages"))
        .map((name) => JSON.parse(readSaved(`data/pages/${name}`) ?? "{}"))
        .map((entry) => [entry.path as string, entry.hero?.title as string]),
    );
    // A choice holds its text in an element of its own; the list holds the choices side by side.
    const choices = page.getByText(service, { exact: true }).locator("xpath=../..").locator(":scope > *");
    await expect
      .poll(async () => (await choices.allTextContents()).sort())
      .toEqual(services.map((child) => headings.get(child.to)).sort());
    await page.getByText(service, { exact: true }).click();
    // The text, typed into the rich-text editor.
    await page.locator('[data-slate-editor="true"]').click();
    await page.keyboard.type("Limits rest on toxicology, not on habit.");
    // The preview is the article page, text formatted.
    const preview = page.frameLocator("#preview-pane");
    await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 60_000 });
    await expect(preview.getByText("Limits rest on toxicology, not on habit.")).toBeVisible();
    // Until its first save a new entry has no folder to find pictures from: a plain banner, not a broken one.
    await expect(preview.locator("main picture img")).toHaveCount(0);
    await showBanner();
    await shoot("insight");
    await publish();

    await expect
      .poll(() => readSaved(file) !== null, {
        message: "the article is saved under its slug",
        timeout: 60_000,
      })
      .toBe(true);
    expect(JSON.parse(await savedText(file))).toMatchObject({
      title,
      published: "2026-11-24",
      reviewed: "2026-11-24",
      positionAsOf: "2026-11-24",
      author: "An example author",
      reviewer: "An example reviewer",
      topics: [topic],
      services: ["/gmpaudits/"],
    });
    dataCheckPasses();
    await siteShows(
      browser,
      "/insights/",
      (site) => site.locator("main article h3").allTextContents(),
      "the running site lists the new article",
    ).toContain(title);
  });
  test("a consultant with a photo and a case study are each Add in a list, the consultant chosen as an article's author: the files hold them, the check passes, the site shows them", async ({
    browser,
  }) => {
    const logBefore = fs.readFileSync(path.join(SHOTS, "cms.log"), "utf8").length;
    const pictureDir = fs.mkdtempSync(path.join(os.tmpdir(), "picture-"));
    const portrait = path.join(pictureDir, "new-consultant.jpg");
    await sharp({ create: { width: 600, height: 600, channels: 3, background: "#13807a" } })
      .jpeg()
      .toFile(portrait);
    // Clearly made up: the editor guide shows these screenshots.
    const name = "Example Consultant";
    const preview = page.frameLocator("#preview-pane");

    await openEntry("Pages", "(/aboutus/)");
    await openSection(sectionHeading("/aboutus/", "consultants"));
    await page.getByRole("button", { name: "Add consultant" }).click();
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Role", { exact: true }).fill("Example Lead Auditor");
    await page.getByRole("button", { name: "Add qualification" }).click();
    await page.getByLabel("Qualification", { exact: true }).fill("Example qualification");
    // Services are chosen from the pages, by their banner heading (as the copy's data names it today).
    const audits = (await savedObject<{ hero: { title: string } }>("data/pages/gmpaudits.json")).hero.title;
    await page.getByLabel("Areas (optional)").click();
    await page.locator('[id*="-option-"]').getByText(audits, { exact: true }).click();
    await page.getByRole("button", { name: "Choose an image" }).click();
    await page.locator('input[type="file"]').setInputFiles(portrait);
    await page.getByRole("button", { name: "Choose selected" }).click();
    // The preview draws the card with the photo, found in the consultants' own folder.
    await expect(preview.getByRole("heading", { level: 3, name })).toBeVisible({ timeout: 60_000 });
    await expect
      .poll(
        () =>
          preview
            .locator("#our-consultants img")
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        { message: "the preview shows the photo", timeout: 60_000 },
      )
      .toBe(true);
    await preview.locator("#our-consultants").scrollIntoViewIfNeeded();
    await shoot("consultant");
    await publish();

    type Consultants = { sections: { kind: string; consultants?: unknown[] }[] };
    const consultants = () =>
      savedJson<Consultants>("data/pages/aboutus.json")?.sections.find((s) => s.kind === "consultants")
        ?.consultants;
    await expect.poll(consultants, { message: "About Us holds the consultant", timeout: 60_000 }).toEqual([
      {
        name,
        role: "Example Lead Auditor",
        qualifications: ["Example qualification"],
        areas: ["/gmpaudits/"],
        photo: "../../src/images/consultants/new-consultant.jpg",
      },
    ]);
    expect(fs.existsSync(path.join(dir, "src/images/consultants/new-consultant.jpg"))).toBe(true);

    // The consultant signs an article: its Author field offers the names About lists, and says that
    // the stand-in it holds is nobody listed.
    const articleName = fs.readdirSync(path.join(dir, "data/insights")).sort()[0];
    const articleFile = `data/insights/${articleName}`;
    const article = await savedObject<{ title: string; author: string }>(articleFile);
    await openEntry("Insights", article.title);
    const author = page.getByLabel("Author", { exact: true });
    await expect(author).toHaveValue(article.author);
    await expect(
      page.getByText(`"${article.author}" is not a consultant listed on the About page`),
    ).toBeVisible({
      timeout: 30_000,
    });
    // Offered to the author and to the technical reviewer.
    await expect(page.locator(`datalist option[value="${name}"]`)).toHaveCount(2);
    await author.fill(name);
    await expect(page.getByText(`"${name}" is not a consultant`)).toHaveCount(0);
    await publish();
    await expect
      .poll(() => savedJson<{ author: string }>(articleFile)?.author, {
        message: "the article names its author",
        timeout: 60_000,
      })
      .toBe(name);

    const study = {
      title: "Example: inspection readiness at a sterile site",
      sector: "Example sector",
      market: "Example market",
      situation: "Example situation, made up for the test.",
      work: "Example work, made up for the test.",
      result: "Example result, made up for the test.",
    };
    await openEntry("Pages", "(/gmpaudits/)");
    await openSection(sectionHeading("/gmpaudits/", "caseStudies"));
    await page.getByRole("button", { name: "Add case study" }).click();
    await page.getByLabel("Title", { exact: true }).fill(study.title);
    await page.getByLabel("Sector", { exact: true }).fill(study.sector);
    await page.getByLabel("Market", { exact: true }).fill(study.market);
    await page.getByLabel("The situation", { exact: true }).fill(study.situation);
    await page.getByLabel("What we did", { exact: true }).fill(study.work);
    await page.getByLabel("The result", { exact: true }).fill(study.result);
    await page.getByRole("switch", { name: "Show on the home page (optional)" }).click();
    await expect(preview.getByRole("heading", { level: 3, name: study.title })).toBeVisible({
      timeout: 60_000,
    });
    await preview.locator("#case-studies").scrollIntoViewIfNeeded();
    await shoot("case-study");
    await publish();

    type CaseStudies = { sections: { kind: string; caseStudies?: unknown[] }[] };
    await expect
      .poll(
        () =>
          savedJson<CaseStudies>("data/pages/gmpaudits.json")?.sections.find((s) => s.kind === "caseStudies")
            ?.caseStudies,
        { message: "GMP Audits holds the case study", timeout: 60_000 },
      )
      .toEqual([{ ...study, featured: true }]);
    dataCheckPasses();

    await siteShows(
      browser,
      "/aboutus/",
      (site) => site.locator("#our-consultants h3").allTextContents(),
      "About Us shows the consultant",
    ).toEqual([name]);
    await siteShows(
      browser,
      `/insights/${articleName.replace(/\.json$/, "")}/`,
      (site) => site.locator("main article > header").innerText(),
      "the article's byline names the consultant",
    ).toContain(name);
    await siteShows(
      browser,
      "/gmpaudits/",
      (site) => site.locator("#case-studies h3").allTextContents(),
      "GMP Audits shows the case study",
    ).toEqual([study.title]);
    await siteShows(
      browser,
      "/",
      (site) => site.locator("#case-studies h3").allTextContents(),
      "the home page lists it",
    ).toEqual([study.title]);
    // The editor found the photo where it stored it: no request for it anywhere else failed.
    const log = fs.readFileSync(path.join(SHOTS, "cms.log"), "utf8").slice(logBefore);
    expect(errorLines(log)).toEqual([]);
    fs.rmSync(pictureDir, { recursive: true, force: true });
  });
  test("a requirement added to a readiness check with Add is written to its area, the check passes, the page shows it", async ({
    browser,
  }) => {
    const file = CHECK;
    type Check = { path: string; areas: { id: string; questions: unknown[] }[] };
    const before = await savedObject<Check>(file);
    const area = before.areas[0];
    // Clearly made up: an editor's new question as it would be typed.
    const question = {
      id: "example-added-requirement",
      requirement: "Example requirement added in the editor: a written procedure covers it.",
      source: "Example source, made up for the test",
      gap: "Example gap, made up",
    };
    await openEntry("Readiness checks", `(${before.path})`);
    // A collapsed area shows its anchor name beside its buttons.
    await openSection(area.id);
    await page.getByRole("button", { name: "Add requirement" }).click();
    // The collapsed requirements keep their fields in the page, hidden: by role, only the new one's count.
    const field = (label: string) => page.getByRole("textbox", { name: label, exact: true });
    await field("Key").fill(question.id);
    await field("Requirement").fill(question.requirement);
    await field("Source").fill(question.source);
    await field("The gap, in short").fill(question.gap);
    // The preview is the check's page, the new requirement in its area.
    const preview = page.frameLocator("#preview-pane");
    await expect(preview.getByText(question.requirement).first()).toBeVisible({ timeout: 60_000 });
    await publish();

    const questions = () => savedJson<Check>(file)?.areas.find(({ id }) => id === area.id)?.questions;
    await expect
      .poll(questions, { message: "the area holds the new requirement, last", timeout: 60_000 })
      .toEqual([...area.questions, question]);
    // The other areas are as they were.
    expect((await savedObject<Check>(file)).areas.slice(1)).toEqual(before.areas.slice(1));
    dataCheckPasses();
    await siteShows(
      browser,
      before.path,
      (site) => site.locator("main").textContent(),
      "the check's page shows the new requirement",
    ).toContain(question.requirement);
  });
});
