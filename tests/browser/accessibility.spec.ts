/**
 * Accessibility: axe-core (WCAG 2.2 A/AA) on every page at both widths, the
 * Nu HTML Checker, broken links, the keyboard, landmarks and headings, and
 * text resized to 200 %.
 */
import path from "node:path";

import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { LinkChecker } from "linkinator";

import { htmlErrors } from "../support/html-checker";
import { expect, test } from "../support/fixtures";
import { DESKTOP, INSIGHTS, navigation, NOT_FOUND, PAGES, PUBLIC_DIR, SITE_URL, site } from "../support/site";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Runs axe-core in the page (not in the map's frame, which is the map provider's); "rule-id: selector" for each offending element. */
const axeViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ iframes: false })
    .analyze();
  return violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(" ")} — ${v.help}`),
  );
};

test.describe("with the reveal finished", () => {
  // With reduced motion the reveal shows everything at once, so axe sees the finished page.
  // The page's CSP is bypassed so that axe can be injected.
  test.use({ reducedMotion: "reduce", bypassCSP: true });

  test.describe("axe-core, WCAG 2.2 A/AA: no violation on any page", () => {
    for (const data of [...PAGES, ...INSIGHTS, NOT_FOUND]) {
      test(data.path, async ({ page }) => {
        await page.goto(data.path, { waitUntil: "networkidle" });
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test("with the phone menu and its Services list open", { tag: "@phone" }, async ({ page }) => {
      await page.goto("/", { waitUntil: "networkidle" });
      const nav = page.getByRole("navigation", { name: navigation.navLabel });
      await nav.getByRole("button", { name: navigation.menuButtonLabel }).click();
      await nav.getByRole("button", { name: "Services" }).click();
      await expect(nav.getByRole("button", { name: "Services" })).toHaveAttribute("aria-expanded", "true");
      expect(await axeViolations(page)).toEqual([]);
    });

    test("with the Services dropdown open at 1280 px", { tag: "@desktop" }, async ({ page }) => {
      await page.goto("/", { waitUntil: "networkidle" });
      const services = page
        .getByRole("navigation", { name: navigation.navLabel })
        .getByRole("button", { name: "Services" });
      await services.click();
      await expect(services).toHaveAttribute("aria-expanded", "true");
      expect(await axeViolations(page)).toEqual([]);
    });

    test("with the form's error messages showing", { tag: "@desktop" }, async ({ page }) => {
      await page.goto("/contactus/", { waitUntil: "networkidle" });
      await page.locator("form").getByRole("button", { name: "Submit" }).click();
      await expect(page.getByText("Please enter your name.")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test.describe("keyboard", () => {
    test("reaches every link and control in reading order with a visible focus ring", async ({ page }) => {
      await page.goto("/contactus/", { waitUntil: "networkidle" });
      // The map frame is put in the page as it nears the viewport. Let it load first: a frame that
      // navigates just as Tab enters it drops the focus, and the walk would end there.
      await page.getByRole("link", { name: site.map.linkLabel }).scrollIntoViewIfNeeded();
      const mapFrame = await page.locator("iframe").elementHandle();
      await (await mapFrame?.contentFrame())?.waitForURL(site.map.embedUrl);
      await page.evaluate(() => window.scrollTo(0, 0));
      // The map frame is not counted: what it offers to Tab is the map provider's.
      const expected = await page.evaluate(
        () =>
          [
            ...document.querySelectorAll<HTMLElement>(
              "a[href], button, input:not([type=hidden]), select, textarea",
            ),
          ].filter(
            (el) =>
              el.tabIndex >= 0 &&
              el.getClientRects().length > 0 &&
              getComputedStyle(el).visibility !== "hidden",
          ).length,
      );
      await expect(
        page.locator("[tabindex]:not([tabindex='-1']):not([tabindex='0'])"),
        "no positive tabindex reorders the page",
      ).toHaveCount(0);
      const focusedTag = () => page.evaluate(() => document.activeElement?.tagName);
      const seen: { tag: string; name: string; ring: boolean; visible: boolean }[] = [];
      for (let i = 0; i < expected; i++) {
        await page.keyboard.press("Tab");
        // Tab offers the map's frame (another origin, run in its own process) its turn first; until
        // that frame hands the focus back, the page's focus rests on <body>. Wait for it to move on.
        await expect
          .poll(focusedTag, {
            message: `Tab ${i + 1} of ${expected} reaches an element (after ${seen.map((f) => `${f.tag}:${f.name}`).join(", ")})`,
          })
          .not.toBe("BODY");
        seen.push(
          await page.evaluate(() => {
            const el = document.activeElement as HTMLElement;
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
          }),
        );
      }
      // One more Tab leaves the page: nothing beyond the counted elements takes the focus.
      await page.keyboard.press("Tab");
      await expect.poll(focusedTag, { message: "Tab leaves the page after the last control" }).toBe("BODY");
      expect(
        seen.filter((f) => !f.ring || !f.visible),
        "each focus is visible with a ring",
      ).toEqual([]);
    });
  });

  test.describe("text resized to 200 %", () => {
    for (const data of [...PAGES, ...INSIGHTS]) {
      // WCAG 1.4.4 asks for 200 % text at desktop width without loss; on a phone the hero must still grow
      // rather than cut its title off (sideways scrolling of wide elements there is tolerated).
      test(`${data.path} keeps the hero's text inside it (and at 1280 px, without horizontal scrolling)`, async ({
        page,
      }) => {
        await page.goto(data.path, { waitUntil: "networkidle" });
        const result = await page.evaluate(() => {
          document.documentElement.style.fontSize = "200%";
          const hero = document.querySelector("main > *")!.getBoundingClientRect();
          const content = document.querySelector("h1")!.parentElement!.getBoundingClientRect();
          return {
            overflowX: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            heroClipsText: content.top < hero.top || content.bottom > hero.bottom,
          };
        });
        if (page.viewportSize()?.width === DESKTOP.width) expect(result.overflowX).toBe(0);
        expect(result.heroClipsText, "the hero's title and lead fit inside it").toBe(false);
      });
    }
  });
});

test.describe("Nu HTML Checker", { tag: "@desktop" }, () => {
  test("finds no error in any built page", async () => {
    const files = [
      ...[...PAGES, ...INSIGHTS].map((page) => path.join(PUBLIC_DIR, page.path, "index.html")),
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

test.describe("structure for screen readers", { tag: "@desktop" }, () => {
  for (const data of [...PAGES, ...INSIGHTS]) {
    test(`${data.path}: landmarks, one h1 and no skipped heading level`, async ({ page }) => {
      await page.goto(data.path, { waitUntil: "networkidle" });
      const structure = await page.evaluate(() => ({
        banner: document.querySelectorAll("body header:not(main header)").length,
        main: document.querySelectorAll("main").length,
        footer: document.querySelectorAll("footer").length,
        navLabels: [...document.querySelectorAll("nav")].map((nav) => nav.getAttribute("aria-label")),
        levels: [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName[1])),
        imagesWithoutAlt: [...document.querySelectorAll("img:not([alt])")].length,
        untitledFrames: [...document.querySelectorAll("iframe:not([title])")].length,
      }));
      expect(structure.banner).toBe(1);
      expect(structure.main).toBe(1);
      expect(structure.footer).toBe(1);
      expect(structure.navLabels).toEqual([navigation.navLabel, navigation.footerNavLabel]);
      expect(structure.levels.filter((level) => level === 1)).toHaveLength(1);
      expect(structure.levels[0], "the h1 comes first").toBe(1);
      structure.levels.forEach((level, i) => {
        if (i > 0)
          expect(level, `h${structure.levels[i - 1]} is followed by h${level}`).toBeLessThanOrEqual(
            structure.levels[i - 1] + 1,
          );
      });
      expect(structure.imagesWithoutAlt).toBe(0);
      expect(structure.untitledFrames).toBe(0);
    });
  }
});
