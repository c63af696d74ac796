/**
 * Walking a page by keyboard: what Tab should stop on, a map frame loaded before the walk, and one
 * press that waits for the focus to land on the page again.
 */
import type { Page } from "@playwright/test";

import { expect } from "./fixtures";
import { site } from "./site";

/**
 * How many times Tab stops in the page: every link and control a visitor can see and reach, a fold's
 * title among them (a phone's closed fold hides its links); a date field once for each of its parts
 * (day, month, year) and once for its calendar button. The map frame is not counted: what it offers to
 * Tab is the map provider's.
 */
export const tabStops = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        "a[href], button, input:not([type=hidden]), select, textarea, details > summary",
      ),
    ]
      // Drawn, and not inside a closed fold (whose content keeps its boxes, but is skipped by Tab).
      .filter((el) => el.tabIndex >= 0 && el.checkVisibility({ visibilityProperty: true }))
      .reduce((stops, el) => stops + (el instanceof HTMLInputElement && el.type === "date" ? 4 : 1), 0),
  );

/**
 * Loads the page's map frame, if it has one, and scrolls back to the top. The frame is put in the page
 * as it nears the viewport; one that navigates just as Tab enters it drops the focus, and a walk would
 * end there.
 */
export const mapFrameLoaded = async (page: Page) => {
  if (!(await page.locator("[data-map-frame]").count())) return;
  await page.locator("[data-map-frame]").scrollIntoViewIfNeeded();
  const mapFrame = await page.locator("iframe").elementHandle();
  await (await mapFrame?.contentFrame())?.waitForURL(site.map.embedUrl);
  await page.evaluate(() => window.scrollTo(0, 0));
};

/** The focused element's tag name (BODY when the focus rests nowhere in the page). */
export const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName);

/**
 * Presses Tab or Shift+Tab and waits for the focus to reach an element of the page. Tab offers the
 * map's frame its turn first. Where the frame runs in a process of its own, the page's focus rests on
 * <body> until the frame hands it back; where it runs in the page's, the frame itself holds the focus,
 * and one more press moves on. Either way the map's turn is not counted (see `tabStops`).
 */
export const pressToNextStop = async (page: Page, key: "Tab" | "Shift+Tab", message: string) => {
  await page.keyboard.press(key);
  await expect.poll(() => focusedTag(page), { message }).not.toBe("BODY");
  if ((await focusedTag(page)) === "IFRAME") await pressToNextStop(page, key, message);
};
