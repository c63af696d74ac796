/**
 * The content editor of the production build, saving straight to a copy of the content as
 * `npm run cms:direct` does (tests/support/local-editor.ts): every entry of every collection opens
 * with its preview drawn and saves after a change of its first text, writing that one line, and saves back byte for byte
 * once the change is undone; the home page saves after one edit of every section's heading, those
 * lines alone, whatever optional groups its sections leave out. Before launch lists what `npm run check:launch` lists for
 * the copy; a claim confirmed there and saved leaves both, and is back once its text changes.
 */
import fs from "node:fs";
import path from "node:path";

import type { Locator, Page } from "@playwright/test";

import { filesOnDisk } from "../../plugins/site-content/launch-files";
import { checkLaunch } from "../../src/lib/launch-check";
import { expect, test } from "../support/fixtures";
import { type LocalEditor, startLocalEditor } from "../support/local-editor";
import { ROOT } from "../support/site";
import { COLLECTIONS, collectionNames, LAUNCH, SETTINGS } from "../../src/schema/collections";

type Entry = { collection: string; slug: string; file: string };

/** Every entry the editor lists: each file of a folder kind, and each settings file. */
const ENTRIES: Entry[] = collectionNames.flatMap((name): Entry[] => {
  const collection = COLLECTIONS[name];
  if ("file" in collection)
    return [{ collection: SETTINGS.name, slug: name, file: `data/${collection.file}` }];
  return fs
    .readdirSync(path.join(ROOT, "data", collection.folder))
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => ({
      collection: name,
      slug: path.basename(file, ".json"),
      file: `data/${collection.folder}/${file}`,
    }));
});

const HOME = "data/pages/home.json";
const MARK = " (edited)";
const SAVE_MS = 30_000;

let editor: LocalEditor;
let page: Page;

/** The lines that differ between two texts of as many lines. */
const changedLines = (before: string, after: string) => {
  const a = before.split("\n");
  const b = after.split("\n");
  expect(b.length, "as many lines as before").toBe(a.length);
  return a.flatMap((line, index) => (line === b[index] ? [] : [[line, b[index]]]));
};

/**
 * Opens an entry by its address, by way of its collection's list: the editor reads an entry afresh
 * each time it opens one, but, asked for one entry straight from another, it was seen to keep the first.
 */
const openEntry = async ({ collection, slug }: Entry) => {
  const go = (hash: string) => page.evaluate((to) => (window.location.hash = to), hash);
  await go(`#/collections/${collection}`);
  await expect(page.locator(`a[href="#/collections/${collection}/entries/${slug}"]`)).toBeVisible({
    timeout: SAVE_MS,
  });
  await go(`#/collections/${collection}/entries/${slug}`);
  await expect(page.getByText(/Writing in .* collection/)).toBeVisible({ timeout: SAVE_MS });
  // The form is drawn before the entry's file is read: its first text is there once it is.
  await expect(textBoxes().first()).not.toHaveValue("", { timeout: SAVE_MS });
};

/** The text boxes an editor sees and can change (a page's address is fixed). */
const textBoxes = () => page.locator('input[type="text"]:not([readonly])').locator("visible=true");

/** The entry's first text of words (an address or a key would be refused with a space added). */
const firstSentence = async () => {
  const values = await textBoxes().evaluateAll((boxes) =>
    boxes.map((box) => (box as HTMLInputElement).value),
  );
  const index = values.findIndex((value) => /\S\s\S/.test(value));
  expect(index, "the entry has a text of words").toBeGreaterThanOrEqual(0);
  return textBoxes().nth(index);
};

/**
 * Types over a text box's whole value. (Decap's text boxes put the caret back where it was after each
 * change they draw, so Playwright's fill, selecting and then typing, can type beside the old text.)
 */
const replaceText = async (box: Locator, text: string) => {
  await box.click();
  await box.press("ControlOrMeta+a");
  await page.keyboard.insertText(text);
  await expect(box).toHaveValue(text);
};

/** Saves the entry (straight to the file: no workflow here) and waits for the editor to say so. */
const save = async () => {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
  const saved = page.getByText("Entry saved", { exact: true });
  // A refusal ("Oops, you've missed a required field") names its fields: shown in the failure.
  await expect(saved.or(page.getByText(/missed a required field/))).toBeVisible({ timeout: SAVE_MS });
  await expect(saved, await page.locator("main, body").first().innerText()).toBeVisible();
  await saved.click();
  await expect(saved).toBeHidden();
};

/** The file once it no longer reads `before` (the editor's server writes it a moment after answering). */
const savedOver = async (file: string, before: string) => {
  await expect
    .poll(() => editor.read(file), { message: `${file} is written`, timeout: SAVE_MS })
    .not.toBe(before);
  return editor.read(file);
};

test.describe("the content editor saves what it opens", { tag: "@desktop" }, () => {
  // One editor and one copy for the file's tests, run in order in one worker.
  test.describe.configure({ mode: "default" });

  test.beforeAll(async ({ browser }) => {
    editor = await startLocalEditor();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(editor.url);
    // The local file server needs no account: one click signs in.
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("link", { name: COLLECTIONS.pages.editor.label })).toBeVisible({
      timeout: 60_000,
    });
  });

  test.afterAll(async () => {
    await page?.close();
    await editor?.close();
  });

  for (const entry of ENTRIES) {
    test(`${entry.file}: opens, and saves after a change of its first text with that line alone changed`, async () => {
      const before = editor.read(entry.file);
      await openEntry(entry);
      // Its preview is drawn (a page, or Decap's list of the fields), not the editor's "There's been an error".
      const preview = page.frameLocator("#preview-pane");
      await expect(preview.locator("body")).toBeVisible({ timeout: SAVE_MS });
      await expect(preview.locator("body")).toContainText(/\S/);
      for (const where of [page, preview])
        await expect(where.getByText("There's been an error")).toHaveCount(0);
      const box = await firstSentence();
      const text = await box.inputValue();
      expect(before, "the entry's own text").toContain(JSON.stringify(text));
      await replaceText(box, `${text}${MARK}`);
      await save();
      // The one line changed: the rest is written as it was (src/cms/saved-data.test.ts holds every
      // data file to what an unchanged save writes).
      expect(changedLines(before, await savedOver(entry.file, before))).toEqual([
        [
          expect.stringContaining(JSON.stringify(text)),
          expect.stringContaining(JSON.stringify(`${text}${MARK}`)),
        ],
      ]);
    });
  }

  test("each section of the home page saves after one edit of its heading, those lines alone", async () => {
    // Every section opened and its heading edited in one entry, saved once: what a save adds to a
    // section it opens (an optional group it leaves out written empty, say) shows as a line too.
    type Section = { kind: string; heading: string };
    const home = JSON.parse(fs.readFileSync(path.join(ROOT, HOME), "utf8")) as { sections: Section[] };
    editor.restore(HOME);
    const before = editor.read(HOME);
    await openEntry({ collection: "pages", slug: "home", file: HOME });
    const headings = page.getByLabel("Section heading", { exact: true }).locator("visible=true");
    for (const [index, section] of home.sections.entries()) {
      // A folded section shows its heading beside its buttons, the first of which opens it.
      await page
        .getByText(section.heading, { exact: true })
        .locator("xpath=ancestor::div[.//button][1]")
        .getByRole("button")
        .first()
        .click();
      // Its heading box is the one open box that still holds the heading as it was.
      await expect(headings).toHaveCount(index + 1);
      const values = await headings.evaluateAll((boxes) =>
        boxes.map((box) => (box as HTMLInputElement).value),
      );
      const open = values.indexOf(section.heading);
      expect(open, `section ${index} (${section.kind}) opens with its heading`).toBeGreaterThanOrEqual(0);
      await replaceText(headings.nth(open), `${section.heading}${MARK}`);
    }
    await save();
    expect(changedLines(before, await savedOver(HOME, before))).toEqual(
      home.sections.map((section) => [
        `      "heading": ${JSON.stringify(section.heading)},`,
        `      "heading": ${JSON.stringify(`${section.heading}${MARK}`)},`,
      ]),
    );
    expect(
      new Set(home.sections.map((section) => section.kind)).size,
      "the home page's section kinds",
    ).toBeGreaterThan(5);
  });
  test("Before launch lists what check:launch lists; a confirmed claim leaves both, and is back once its text changes", async () => {
    const report = () => checkLaunch(filesOnDisk(editor.dir));
    const left = () => report().found.length + report().problems.length;
    const status = page.getByRole("status").filter({ hasText: /left before launch|Nothing left/ });
    const openLaunch = async () => {
      await page.evaluate((to) => (window.location.hash = to), `#/collections/${LAUNCH.name}`);
      await page.locator(`a[href="#/collections/${LAUNCH.name}/entries/${LAUNCH.name}"]`).click();
      await expect(status).toBeVisible({ timeout: SAVE_MS });
    };
    const leftText = (n: number) => `${n} left before launch. The site launches at 0.`;

    await openLaunch();
    const before = left();
    await expect(status).toHaveText(leftText(before));
    const claim = report().found.find((finding) => finding.claim !== undefined);
    expect(claim, "a claim still awaits the firm's confirmation (the build's record)").toBeDefined();
    if (!claim) return;

    await page.getByLabel(/Your name/).fill("Priya Shah");
    await page.getByRole("button", { name: "Confirm" }).first().click();
    await expect(status).toHaveText(leftText(before - 1));
    const unconfirmed = editor.read(LAUNCH.file);
    await save();
    expect(JSON.parse(await savedOver(LAUNCH.file, unconfirmed)).confirmations).toEqual([
      {
        file: claim.file,
        claim: claim.claim,
        text: claim.value,
        by: "Priya Shah",
        on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    ]);
    expect(left(), "npm run check:launch no longer lists it").toBe(before - 1);

    // The confirmed sentence is changed (keeping the claim's words): it needs a new confirmation.
    const file = path.join(editor.dir, claim.file);
    const document = JSON.parse(fs.readFileSync(file, "utf8"));
    const tokens = claim.pointer.slice(1).split("/");
    const holder = tokens.slice(0, -1).reduce((value, token) => value[token], document);
    holder[tokens.at(-1)!] = `${claim.value} (changed)`;
    fs.writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
    expect(left(), "npm run check:launch lists it again").toBe(before);
    await page.reload();
    await openLaunch();
    await expect(status).toHaveText(leftText(before));
  });
});
