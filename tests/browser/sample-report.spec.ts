/**
 * The sample audit report a buyer reads before asking (data/pages/sample-audit-report.json), and the
 * tables that carry it and Training's formats: GMP Audits' thumbnail opens the report by keyboard; the
 * report says it is fictional at its top on screen and on paper, prints without the site's frame, and
 * its tables take the focus to scroll; at 375 px the tables read as cards without the page scrolling
 * sideways. axe-core, headings and landmarks of each page are every-page.spec.ts's. Expectations come
 * from data/ at run time.
 */
import type { Locator, Page } from "@playwright/test";

import { expect, openedFold, test } from "../support/fixtures";
import { pressToNextStop } from "../support/keyboard";
import { navigation, PAGES, pageAt } from "../support/site";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- data read loosely

const REPORT_PAGE: Json = PAGES.find((page) =>
  (page.sections as Json[]).some((section) => section.kind === "auditReport"),
);
const REPORT: Json = REPORT_PAGE.sections.find((section: Json) => section.kind === "auditReport");
const AUDITS = pageAt("/gmpaudits/");
const THUMBNAIL: Json = AUDITS.sections.find((section: Json) => section.kind === "reportThumbnail");
const TRAINING = pageAt("/training/");
const FORMATS: Json = TRAINING.sections.find((section: Json) => section.kind === "table");

/** The page scrolls sideways by this much (0: it does not). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Every cell of a table lies inside the viewport's width: read without scrolling anything sideways. */
const cellsInside = async (page: Page, table: Locator) => {
  const width = page.viewportSize()!.width;
  const outside = await table.evaluate(
    (element, right) =>
      [...element.querySelectorAll("tbody th, tbody td")]
        .map((cell) => cell.getBoundingClientRect())
        .filter((box) => box.left < 0 || box.right > right).length,
    width,
  );
  expect(outside, "cells reaching past the viewport").toBe(0);
};

/** The most Tab presses from the top of a page to what a test looks for: the menu's links come first. */
const MAX_TABS = 40;

/** Presses Tab from where the focus is until `target` has it, and fails if it never does. */
const tabUntil = async (page: Page, target: Locator) => {
  for (let presses = 0; presses < MAX_TABS; presses++) {
    await pressToNextStop(page, "Tab", "Tab reaches an element of the page");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${MAX_TABS} presses of Tab never reached ${target.toString()}`);
};

test("GMP Audits' thumbnail is one link, named by its words, that the keyboard reaches and that opens the report", async ({
  page,
}) => {
  await page.goto(AUDITS.path);
  const band = page.getByRole("region", { name: THUMBNAIL.heading });
  const link = band.getByRole("link", { name: THUMBNAIL.link.label });
  await expect(link).toHaveCount(1);
  // The drawing of the report is inside the link, for the eye only.
  await expect(link.locator("svg[data-observations]")).toHaveAttribute("aria-hidden", "true");
  await expect(link.locator("svg[data-observations]")).toBeVisible();
  await tabUntil(page, link);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${REPORT_PAGE.path}$`));
  await expect(page.getByRole("heading", { level: 2, name: REPORT.heading })).toBeVisible();
});

test("the report says it is fictional at its top; Tab reaches each table's region with a visible ring", async ({
  page,
}) => {
  await page.goto(REPORT_PAGE.path);
  const report = page.locator("[data-audit-report]");
  const notice = report.getByText(REPORT.notice);
  await expect(notice).toBeVisible();
  const firstFact = report.getByText(REPORT.facts[0].value, { exact: true });
  expect((await notice.boundingBox())!.y, "the notice stands above the header").toBeLessThan(
    (await firstFact.boundingBox())!.y,
  );
  for (const caption of [REPORT.observations.caption, REPORT.actions.caption]) {
    const region = page.getByRole("region", { name: caption });
    await expect(region.getByRole("table", { name: caption })).toBeVisible();
    // The region takes the focus: it scrolls a table wider than itself.
    await tabUntil(page, region);
    const ring = await region.evaluate((element) => {
      const style = getComputedStyle(element);
      return style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
    });
    expect(ring, "the focused region shows its ring").toBe(true);
  }
});

test("on paper the report keeps its notice and tables, without the menu, banner, closing band or footer", async ({
  page,
}) => {
  await page.goto(REPORT_PAGE.path);
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("[data-audit-report]").getByText(REPORT.notice)).toBeVisible();
  const observations = page.getByRole("table", { name: REPORT.observations.caption });
  await expect(observations).toBeVisible();
  // A table on paper, whatever the sheet's width: its column heads show.
  await expect(observations.getByRole("columnheader").first()).toBeVisible();
  await expect(page.getByRole("table", { name: REPORT.actions.caption })).toBeVisible();
  await expect(page.getByRole("navigation", { name: navigation.navLabel })).toBeHidden();
  await expect(page.locator("body > header")).toBeHidden();
  await expect(page.locator("body > footer")).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
  const closing = REPORT_PAGE.sections.find((section: Json) => section.kind === "cta");
  if (closing) await expect(page.getByRole("heading", { name: closing.heading })).toBeHidden();
});

test(
  "at 375 px Training's formats and the report's observations read as cards; the page never scrolls sideways",
  {
    tag: "@phone",
  },
  async ({ page }) => {
    for (const [path, caption] of [
      [TRAINING.path, FORMATS.caption],
      [REPORT_PAGE.path, REPORT.observations.caption],
    ] as const) {
      await page.goto(path);
      if (path === TRAINING.path) await openedFold(page, FORMATS.id);
      const table = page.getByRole("table", { name: caption });
      await table.scrollIntoViewIfNeeded();
      await expect(table).toBeVisible();
      expect(await sidewaysScroll(page), `${path} scrolls sideways`).toBe(0);
      await cellsInside(page, table);
      // Each cell shows its column's head beside it, since the heads' row is out of sight.
      const label = table.locator("tbody td").first().locator(":scope > [aria-hidden='true']");
      await expect(label).toBeVisible();
    }
  },
);

test(
  "at 375 px each of Training's formats is a card headed by its name in the heading serif, its values under the name",
  { tag: "@phone" },
  async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(TRAINING.path);
    await openedFold(page, FORMATS.id);
    const table = page.getByRole("table", { name: FORMATS.caption });
    await table.scrollIntoViewIfNeeded();
    const cards = await table.locator("tbody tr").evaluateAll((rows) =>
      rows.map((row) => {
        const style = getComputedStyle(row);
        const edge = (side: string) => parseFloat(style.getPropertyValue(`border-${side}-width`));
        const box = row.getBoundingClientRect();
        const head = row.querySelector("th")!;
        const headBox = head.getBoundingClientRect();
        return {
          name: (head.textContent ?? "").replace(/\s+/g, " ").trim(),
          edged: ["top", "right", "bottom", "left"].every((side) => edge(side) > 0),
          // The head opens the card and spans it: the band its name stands on.
          headOnTop: Math.abs(headBox.top - box.top - edge("top")) < 1,
          headAcross: Math.abs(headBox.width - (box.width - edge("left") - edge("right"))) < 1,
          font: getComputedStyle(head).fontFamily,
          valuesUnder: [...row.querySelectorAll("td")].every(
            (cell) => cell.getBoundingClientRect().top >= headBox.bottom - 1,
          ),
        };
      }),
    );
    expect(cards.map((card) => card.name)).toEqual(FORMATS.rows.map((row: Json) => row.cells[0]));
    for (const card of cards) {
      expect(card, card.name).toMatchObject({
        edged: true,
        headOnTop: true,
        headAcross: true,
        valuesUnder: true,
      });
      expect(card.font, card.name).toMatch(/^"Source Serif 4"/);
    }
  },
);

test(
  "at 768 and 1280 px Training's formats are columns that do not scroll sideways, each row's name in the heading serif and its values on the name's baseline",
  { tag: "@desktop" },
  async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(TRAINING.path);
      const region = page.getByRole("region", { name: FORMATS.caption });
      await expect(region.getByRole("columnheader")).toHaveCount(FORMATS.columns.length);
      const seen = await region.evaluate((element) => {
        // Where a cell's first line sits: an empty inline box put at its start stands on it.
        const baseline = (cell: Element) => {
          const marker = document.createElement("span");
          marker.style.display = "inline-block";
          (cell.querySelector(":scope > div") ?? cell).prepend(marker);
          const y = marker.getBoundingClientRect().bottom;
          marker.remove();
          return y;
        };
        const table = element.querySelector("table")!;
        return {
          sideways: element.scrollWidth - element.clientWidth,
          headTops: [...table.querySelectorAll("thead th")].map((head) => head.getBoundingClientRect().top),
          rows: [...table.querySelectorAll("tbody tr")].map((row) => {
            const cells = [...row.children];
            const lines = cells.map(baseline);
            const lefts = cells.map((cell) => cell.getBoundingClientRect().left);
            return {
              spread: Math.max(...lines) - Math.min(...lines),
              across: lefts.every((left, index) => index === 0 || left > lefts[index - 1]),
              font: getComputedStyle(cells[0]).fontFamily,
            };
          }),
        };
      });
      const at = `${width} px`;
      expect(seen.sideways, `${at}: the table scrolls sideways by`).toBe(0);
      expect(Math.max(...seen.headTops) - Math.min(...seen.headTops), `${at}: one row of heads`).toBeLessThan(
        1,
      );
      expect(seen.rows).toHaveLength(FORMATS.rows.length);
      for (const row of seen.rows) {
        expect(row.across, `${at}: a row's cells side by side`).toBe(true);
        expect(row.spread, `${at}: a row's first lines on one baseline`).toBeLessThan(1);
        expect(row.font, at).toMatch(/^"Source Serif 4"/);
      }
    }
  },
);
