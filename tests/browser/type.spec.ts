/**
 * The firm's own type on every system: Source Serif 4 for headings and Source Sans 3 for text, each a
 * subset served by the site itself and preloaded; `font-display: optional`, so a face that is late is
 * never swapped in and nothing moves, with the faces or without them. The logo is the name drawn in the
 * heading serif's outlines, the same in header and footer. On a phone the banner's deck is at least
 * the size of the text below it.
 */
import type { Browser } from "@playwright/test";

import { expect, test } from "../support/fixtures";
import { INSIGHTS, PAGES, site, SITE_URL } from "../support/site";

/** At most three font files and 120 KB of them on a first visit (the budget). */
const MAX_FONT_FILES = 3;
const MAX_FONT_BYTES = 120 * 1024;
/** How long the font files are held back: far beyond the first render, which they may then not join. */
const FONT_DELAY_MS = 3000;
const WIDTHS = [375, 768, 1280];
/** The banner's title on a 375 px phone (the design review: 32 to 34 px). */
const PHONE_TITLE_PX = { min: 32, max: 34 };

/** Home, a service page and an article: each kind of banner or header. */
const SAMPLE_PATHS = [
  "/",
  PAGES.find((data) => data.path === "/gmpaudits/")?.path ?? PAGES[1].path,
  INSIGHTS[0].path,
];

/** How many visits wait for their late faces at the same time. */
const VISITS_AT_ONCE = 4;

/** Runs the task on every item, at most `limit` at a time; rejects with the first failure. */
const inTurns = async <T>(items: T[], limit: number, task: (item: T) => Promise<void>) => {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
};

const freshPage = async (browser: Browser, width: number) => {
  // A fresh context: nothing cached, as on a first visit.
  const context = await browser.newContext({ viewport: { width, height: 800 }, reducedMotion: "reduce" });
  return { context, page: await context.newPage() };
};

test.describe("type", () => {
  test(
    "both faces are preloaded from the site itself and used, within the budget",
    { tag: "@desktop" },
    async ({ browser }) => {
      for (const width of [375, 1280]) {
        const { context, page } = await freshPage(browser, width);
        await page.goto("/", { waitUntil: "networkidle" });
        const seen = await page.evaluate(async () => {
          await document.fonts.ready;
          const fonts = performance
            .getEntriesByType("resource")
            .filter((entry) => /\.(woff2?|ttf|otf)(\?|$)/.test(entry.name)) as PerformanceResourceTiming[];
          return {
            files: fonts.map((entry) => ({ url: entry.name, bytes: entry.encodedBodySize })),
            preloads: [
              ...document.querySelectorAll<HTMLLinkElement>('head link[rel="preload"][as="font"]'),
            ].map((link) => ({ href: link.href, crossOrigin: link.crossOrigin, type: link.type })),
            heading: getComputedStyle(document.querySelector("h1")!).fontFamily,
            text: getComputedStyle(document.body).fontFamily,
            // The faces themselves, loaded (document.fonts.check would also pass for a family with no face).
            loaded: [...document.fonts]
              .filter((face) => face.status === "loaded")
              .map((face) => face.family.replace(/"/g, "")),
          };
        });
        expect(seen.preloads, `${width} px: preloaded faces`).toHaveLength(2);
        for (const preload of seen.preloads) {
          expect(new URL(preload.href).origin).toBe(SITE_URL);
          // A font is fetched in CORS mode: a preload without crossorigin would be fetched twice.
          expect(preload.crossOrigin).toBe("anonymous");
          expect(preload.type).toBe("font/woff2");
          expect(
            seen.files.filter((file) => file.url === preload.href),
            preload.href,
          ).toHaveLength(1);
        }
        expect(seen.files.length, `${width} px: font files`).toBeLessThanOrEqual(MAX_FONT_FILES);
        for (const file of seen.files) expect(new URL(file.url).origin, file.url).toBe(SITE_URL);
        const bytes = seen.files.reduce((sum, file) => sum + file.bytes, 0);
        expect(bytes, `${width} px: bytes of fonts`).toBeLessThanOrEqual(MAX_FONT_BYTES);
        expect(seen.heading).toMatch(/^"Source Serif 4", "Source Serif 4 Fallback"/);
        expect(seen.text).toMatch(/^"Source Sans 3", "Source Sans 3 Fallback"/);
        expect(seen.loaded, `${width} px: both faces loaded`).toEqual(
          expect.arrayContaining(["Source Serif 4", "Source Sans 3"]),
        );
        await context.close();
      }
    },
  );

  test(
    "nothing shifts whether the faces come at once or 3 s late",
    { tag: "@desktop" },
    async ({ browser }) => {
      test.slow();
      // Phones wrap the most lines, so every page is loaded there; the sample at the wider screens.
      const runs: [number, number, string[]][] = [
        [375, 0, ["/"]],
        [1280, 0, ["/"]],
        [375, FONT_DELAY_MS, PAGES.map((data) => data.path as string)],
        [768, FONT_DELAY_MS, SAMPLE_PATHS],
        [1280, FONT_DELAY_MS, SAMPLE_PATHS],
      ];
      const visits = runs.flatMap(([width, delay, paths]) => paths.map((path) => ({ width, delay, path })));
      // Each visit waits out the late faces, idle: several at once, each a first visit in its own window.
      await inTurns(visits, VISITS_AT_ONCE, async ({ width, delay, path }) => {
        const { context, page } = await freshPage(browser, width);
        await context.addInitScript(() => {
          const shifts: number[] = [];
          (window as unknown as { shifts: number[] }).shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
          }).observe({ type: "layout-shift", buffered: true });
        });
        if (delay > 0) {
          await context.route(/\.woff2$/, async (route) => {
            // Held back to stand for a slow connection: the first render happens without the faces.
            await new Promise((resolve) => setTimeout(resolve, delay));
            await route.continue();
          });
        }
        // networkidle: the late faces have arrived (and, being optional, are not swapped in).
        await page.goto(path, { waitUntil: "networkidle" });
        const score = await page.evaluate(async () => {
          await document.fonts.ready;
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          return (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0);
        });
        await context.close();
        expect(score, `${path} at ${width} px, faces ${delay} ms late`).toBe(0);
      });
    },
  );

  test(
    "the logo is the name drawn in outlines, the same in header and footer",
    { tag: "@desktop" },
    async ({ browser, request }) => {
      for (const width of WIDTHS) {
        const { context, page } = await freshPage(browser, width);
        await page.goto("/");
        const header = page
          .locator("header[data-site-header]")
          .getByRole("img", { name: site.name, exact: true });
        const footer = page.getByRole("contentinfo").getByRole("img", { name: site.name, exact: true });
        await expect(header, `${width} px`).toBeVisible();
        const src = await header.getAttribute("src");
        expect(src).toBeTruthy();
        await expect(footer).toHaveAttribute("src", src!);
        // Drawn, not set: the picture has loaded and holds outlines, no text in a system font.
        expect(await header.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
          true,
        );
        const svg = await (await request.get(src!)).text();
        expect(svg).toContain("<path");
        expect(svg).not.toMatch(/<text\b/);
        await context.close();
      }
    },
  );

  test(
    "on every screen the banner's deck is at least the size of the text",
    { tag: "@desktop" },
    async ({ browser }) => {
      for (const width of WIDTHS) {
        const { context, page } = await freshPage(browser, width);
        for (const path of SAMPLE_PATHS.slice(0, 2)) {
          await page.goto(path);
          const sizes = await page.evaluate(() => {
            const title = document.querySelector("h1")!;
            const deck = title.nextElementSibling;
            const size = (element: Element | null) =>
              element ? parseFloat(getComputedStyle(element).fontSize) : 0;
            return {
              title: size(title),
              deck: size(deck),
              body: size(document.body),
              deckIsText: deck?.tagName === "P",
            };
          });
          expect(sizes.deckIsText, `${path}: a deck under the title`).toBe(true);
          expect(sizes.deck, `${path} at ${width} px: deck`).toBeGreaterThanOrEqual(sizes.body);
          if (width === 375) {
            expect(sizes.title, `${path} at ${width} px: title`).toBeGreaterThanOrEqual(PHONE_TITLE_PX.min);
            expect(sizes.title, `${path} at ${width} px: title`).toBeLessThanOrEqual(PHONE_TITLE_PX.max);
          }
        }
        await context.close();
      }
    },
  );
});
