/**
 * Accessibility beyond each page's own visit (every-page.spec.ts: axe-core,
 * landmarks and headings, text at 200 %): axe-core with the menus and the
 * form's errors open, the Nu HTML Checker, broken links, and the keyboard.
 */
import path from "node:path";

import type { Page } from "@playwright/test";
import { LinkChecker } from "linkinator";

import { inSentenceCase } from "../../src/lib/service-names";
import { axeViolations } from "../support/axe";
import { htmlErrors } from "../support/html-checker";
import { appStarted, expect, keepLocal, test } from "../support/fixtures";
import { mapFrameLoaded, pressToNextStop, tabStops } from "../support/keyboard";
import {
  CONTACT_FORM,
  INDEXED,
  navigation,
  navLabel,
  pageAt,
  PUBLIC_DIR,
  SERVICES_MENU,
  site,
  SITE_URL,
} from "../support/site";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test.describe("with the reveal finished", () => {
  // With reduced motion the reveal shows everything at once, so axe sees the finished page.
  test.use({ reducedMotion: "reduce" });

  // Every page as it loads is checked in every-page.spec.ts; here, the states a click opens.
  test.describe("axe-core, WCAG 2.2 A/AA: no violation", () => {
    test("with the phone menu and its Services list open", { tag: "@phone" }, async ({ page }) => {
      await page.goto("/", { waitUntil: "networkidle" });
      await appStarted(page);
      const nav = page.getByRole("navigation", { name: navigation.navLabel });
      await nav.getByRole("button", { name: navigation.menuButtonLabel }).click();
      await nav.getByRole("button", { name: SERVICES_MENU.label }).click();
      await expect(nav.getByRole("button", { name: SERVICES_MENU.label })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      expect(await axeViolations(page)).toEqual([]);
    });

    test("with the Services dropdown open at 1280 px", { tag: "@desktop" }, async ({ page }) => {
      await page.goto("/", { waitUntil: "networkidle" });
      await appStarted(page);
      const services = page
        .getByRole("navigation", { name: navigation.navLabel })
        .getByRole("button", { name: SERVICES_MENU.label });
      await services.click();
      await expect(services).toHaveAttribute("aria-expanded", "true");
      expect(await axeViolations(page)).toEqual([]);
    });

    test("with the form's error messages showing", { tag: "@desktop" }, async ({ page }) => {
      await page.goto("/contactus/", { waitUntil: "networkidle" });
      await page.locator("form").getByRole("button", { name: CONTACT_FORM.submitLabel }).click();
      await expect(page.getByText(CONTACT_FORM.fields.name.required)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test.describe("keyboard", () => {
    test("reaches every link and control in reading order with a visible focus ring", async ({ page }) => {
      // The map frame gets an empty stand-in page instead of failing to resolve: Tab passes through a
      // loaded frame as through the real map, but an error page would offer its own button.
      await keepLocal(page.context());
      await page.goto("/contactus/", { waitUntil: "networkidle" });
      await mapFrameLoaded(page);
      // The form's code starts on the first touch and then offers one more control, the button that
      // clears the form: started first (a press that moves no focus), the count is of the form as a
      // visitor tabbing into it meets it.
      await page.locator("form").dispatchEvent("pointerdown");
      await expect(page.getByRole("button", { name: CONTACT_FORM.draft.clear })).toBeVisible();
      const expected = await tabStops(page);
      await expect(
        page.locator("[tabindex]:not([tabindex='-1']):not([tabindex='0'])"),
        "no positive tabindex reorders the page",
      ).toHaveCount(0);
      const seen: { tag: string; name: string; ring: boolean; visible: boolean }[] = [];
      for (let i = 0; i < expected; i++) {
        await pressToNextStop(
          page,
          "Tab",
          `Tab ${i + 1} of ${expected} reaches an element (after ${seen.map((f) => `${f.tag}:${f.name}`).join(", ")})`,
        );
        seen.push(
          await page.evaluate((first) => {
            const el = document.activeElement as HTMLElement;
            if (first) el.dataset.firstStop = "";
            const style = getComputedStyle(el);
            const rect = el.getBoundingClientRect();
            return {
              tag: el.tagName,
              name: (el.getAttribute("aria-label") || el.textContent || el.id || el.title || "")
                .trim()
                .slice(0, 30),
              ring: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
              visible: rect.width > 0 && rect.height > 0,
            };
          }, i === 0),
        );
      }
      // One more Tab goes past the last control: out of the page, or, in a browser with no toolbar to
      // take the focus, round to the first stop. Nothing beyond the counted elements takes it.
      await page.keyboard.press("Tab");
      await expect
        .poll(
          () =>
            page.evaluate(
              () =>
                document.activeElement === document.body ||
                document.activeElement?.hasAttribute("data-first-stop"),
            ),
          { message: "Tab leaves the last control for the page's edge or its first stop" },
        )
        .toBe(true);
      expect(
        seen.filter((f) => !f.ring || !f.visible),
        "each focus is visible with a ring",
      ).toEqual([]);
    });
  });
});

test.describe("forced colours (Windows' contrast themes)", () => {
  test.use({ reducedMotion: "reduce" });

  test("every filled button keeps a visible edge once its fill is dropped", async ({ page }) => {
    const pages = ["/", SERVICES_MENU.children![0].to!, "/contactus/"];
    const edgeless: string[] = [];
    let checked = 0;
    for (const route of pages) {
      await page.emulateMedia({ forcedColors: "none" });
      await page.goto(route, { waitUntil: "networkidle" });
      // A filled button, in normal colours: a link or button on the page drawn as a shape, by its fill or
      // by a ring of shadow all round (not a current link's underline), which forced colours drop.
      const filled = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("a[href], button")]
          .filter((el) => {
            const box = el.getBoundingClientRect();
            // At the top of the page: the skip link waits above it until focused, its ring its edge then.
            const onPage = box.bottom + window.scrollY > 0;
            return onPage && box.width > 1 && box.height > 1 && getComputedStyle(el).visibility !== "hidden";
          })
          .filter((el) => {
            const style = getComputedStyle(el);
            const fill = !/^(transparent|rgba\(\d+, \d+, \d+, 0\))$/.test(style.backgroundColor);
            const ring = /0px 0px 0px [1-9][\d.]*px inset/.test(style.boxShadow);
            return fill || ring;
          })
          .map((el, index) => {
            el.dataset.filledButton = String(index);
            return index;
          }),
      );
      await page.emulateMedia({ forcedColors: "active" });
      const edges = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("[data-filled-button]")].map((el) => {
          const style = getComputedStyle(el);
          const drawn = (width: string, lineStyle: string, color: string) =>
            parseFloat(width) >= 1 &&
            lineStyle !== "none" &&
            !/rgba\(\d+, \d+, \d+, 0\)|transparent/.test(color);
          return {
            name: (el.textContent || el.getAttribute("aria-label") || "").trim().slice(0, 40),
            edge:
              drawn(style.outlineWidth, style.outlineStyle, style.outlineColor) ||
              drawn(style.borderTopWidth, style.borderTopStyle, style.borderTopColor),
            fillDropped: style.backgroundColor,
          };
        }),
      );
      checked += filled.length;
      edgeless.push(...edges.filter((e) => !e.edge).map((e) => `${route}: ${e.name}`));
    }
    expect(checked, "filled buttons were found").toBeGreaterThan(3);
    expect(edgeless).toEqual([]);
  });

  test("the wordmark, a picture of navy letters, is drawn light on a dark theme's canvas", async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: "active", colorScheme: "dark" });
    await page.goto("/", { waitUntil: "networkidle" });
    const wordmarks = page.locator(`img[src="${site.wordmark}"]`);
    await expect(wordmarks).toHaveCount(2);
    expect(
      await wordmarks.evaluateAll((images) => images.map((image) => getComputedStyle(image).filter)),
    ).toEqual(["invert(1)", "invert(1)"]);
    // On a light theme's canvas the navy letters stand as they are.
    await page.emulateMedia({ forcedColors: "active", colorScheme: "light" });
    expect(
      await wordmarks.evaluateAll((images) => images.map((image) => getComputedStyle(image).filter)),
    ).toEqual(["none", "none"]);
  });

  test("the skip link keeps an edge when its fill is dropped", async ({ page }) => {
    await page.emulateMedia({ forcedColors: "active" });
    await page.goto("/", { waitUntil: "networkidle" });
    await page.keyboard.press("Tab");
    const skip = page.locator("a[href='#main']");
    await expect(skip).toBeFocused();
    const edge = await skip.evaluate((link) => {
      const style = getComputedStyle(link);
      return {
        width: parseFloat(style.borderTopWidth),
        colour: style.borderTopColor,
        fill: style.backgroundColor,
      };
    });
    expect(edge.width).toBeGreaterThanOrEqual(2);
    // In forced colours the edge takes the text's colour, never the (dropped) fill's.
    expect(edge.colour).not.toBe("rgba(0, 0, 0, 0)");
    expect(edge.colour).not.toBe(edge.fill);
  });
});

test.describe("links say where they lead", () => {
  test("each standard the firm works to is a link that ends on the name of the page it leads to", async ({
    page,
  }) => {
    const home = pageAt("/");
    const standards = home.sections.find((section: { kind: string }) => section.kind === "standards");
    await page.goto("/", { waitUntil: "networkidle" });
    const links = page.getByRole("region", { name: standards.heading }).getByRole("link");
    await expect(links).toHaveCount(standards.standards.length);
    for (const [index, standard] of (standards.standards as { name: string; to: string }[]).entries()) {
      const link = links.nth(index);
      await expect(link).toHaveAttribute("href", standard.to);
      // Its name: the standard first (as seen), the page's name as the menu gives it, in sentence case,
      // last (seen too).
      const destination = inSentenceCase(navLabel(standard.to));
      await expect(link).toHaveAccessibleName(
        new RegExp(`^${escapeRegExp(standard.name)}.*${escapeRegExp(destination)}$`, "s"),
      );
      await expect(link.getByText(destination, { exact: true })).toBeVisible();
    }
  });
});

test.describe("Nu HTML Checker", { tag: "@desktop" }, () => {
  test("finds no error in any built page", async () => {
    const files = [
      ...INDEXED.map((page) => path.join(PUBLIC_DIR, page.path, "index.html")),
      path.join(PUBLIC_DIR, "404.html"),
    ];
    expect(await htmlErrors(files, PUBLIC_DIR)).toEqual([]);
  });
});

test.describe("links", { tag: "@desktop" }, () => {
  test("linkinator finds no broken internal link or asset", async () => {
    const checker = new LinkChecker();
    const result = await checker.check({
      path: `${SITE_URL}/`,
      recurse: true,
      linksToSkip: ["^(?!http://127\\.0\\.0\\.1)"],
      concurrency: 4,
    });
    const broken = result.links
      .filter((link) => link.state === "BROKEN")
      .map((link) => `${link.status} ${link.url} (on ${link.parent})`);
    expect(broken).toEqual([]);
    expect(
      result.links.filter((link) => link.state === "OK").length,
      "the whole site was crawled",
    ).toBeGreaterThan(50);
  });
});

test.describe("keyboard", () => {
  test(
    "offers a skip link first, which moves focus to the main content",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/training/", { waitUntil: "networkidle" });
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: navigation.skipLinkLabel });
      await expect(skip).toBeFocused();
      await expect(skip).toHaveText(navigation.skipLinkLabel);
      await expect(skip).toHaveAttribute("href", "#main");
      await expect(skip, "visible when focused").toBeVisible();
      await page.keyboard.press("Enter");
      await expect(page.locator("#main")).toBeFocused();
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(() => document.activeElement?.closest("main") !== null),
        "the next Tab stays in the main content",
      ).toBe(true);
    },
  );
});

/** How far the page runs past the screen's edge, sideways (0 when it fits). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe("reflow at the narrowest screens", { tag: "@desktop" }, () => {
  test.use({ reducedMotion: "reduce" });

  test("with WCAG 1.4.12's text spacing, the urgent band's call wraps inside the screen at 320 and 375 px", async ({
    page,
  }) => {
    const overflowing: string[] = [];
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 800 });
      for (const route of ["/", "/gmpaudits/", "/qualityconsulting/", "/thank-you/"]) {
        await page.goto(route);
        // Adopted: the page's Content-Security-Policy refuses a <style> element it did not write.
        await page.evaluate(() => {
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(
            "* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }",
          );
          document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
        });
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) overflowing.push(`${route} at ${width} px: ${overflow} px past the screen`);
      }
    }
    expect(overflowing).toEqual([]);
  });

  test("with the browser's text at 200 %, every page with the request form fits a 320 px screen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Page.enable");
    await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
    for (const route of ["/contactus/", "/schedule-m-readiness/", "/us-fda-inspection-readiness/"]) {
      await page.goto(route);
      await expect.poll(() => sidewaysOverflow(page), { message: route }).toBe(0);
    }
    await cdp.detach();
  });
});
