import assert from "node:assert/strict";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, it } from "node:test";

import { LinkChecker } from "linkinator";

import { useSite } from "../lib/harness.mjs";
import { htmlErrors } from "../lib/html-checker.mjs";
import { DESKTOP, navigation, NOT_FOUND, PAGES, PHONE, PUBLIC_DIR, site } from "../lib/site.mjs";

const require = createRequire(import.meta.url);
const harness = useSite();

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const WIDTHS = [PHONE, DESKTOP];
/** How long focus may rest on <body> while a frame passes it on, before the Tab walk counts as ended. */
const FOCUS_SETTLE_MS = 1000;

/** Runs axe-core in the page; returns "rule-id: selector" for each offending element. */
const axeViolations = async (page) => {
  await page.addScriptTag({ path: require.resolve("axe-core/axe.min.js") });
  const violations = await page.evaluate(
    (tags) => window.axe.run(document, { runOnly: { type: "tag", values: tags } }).then((r) => r.violations),
    AXE_TAGS,
  );
  return violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(" ")} — ${v.help}`),
  );
};

/**
 * With reduced motion the reveal shows everything at once, so axe sees the
 * finished page. The page's CSP is bypassed so that axe can be injected.
 */
const openRevealed = (route, viewport) =>
  harness.open(route, { viewport, reducedMotion: "reduce", bypassCSP: true });

describe("axe-core, WCAG 2.2 A/AA: no violation on any page", () => {
  for (const page of [...PAGES, NOT_FOUND]) {
    for (const viewport of WIDTHS) {
      it(`${page.path} at ${viewport.width} px`, async () => {
        const { page: tab, context } = await openRevealed(page.path, viewport);
        try {
          assert.deepEqual(await axeViolations(tab), []);
        } finally {
          await context.close();
        }
      });
    }
  }

  it("with the phone menu and its Services list open", async () => {
    const { page, context } = await openRevealed("/", PHONE);
    try {
      const nav = page.getByRole("navigation", { name: navigation.navLabel });
      await nav.getByRole("button", { name: navigation.menuButtonLabel }).click();
      await nav.getByRole("button", { name: "Services" }).click();
      assert.deepEqual(await axeViolations(page), []);
    } finally {
      await context.close();
    }
  });

  it("with the Services dropdown open at 1280 px", async () => {
    const { page, context } = await openRevealed("/", DESKTOP);
    try {
      await page
        .getByRole("navigation", { name: navigation.navLabel })
        .getByRole("button", { name: "Services" })
        .click();
      assert.deepEqual(await axeViolations(page), []);
    } finally {
      await context.close();
    }
  });

  it("with the form's error messages showing", async () => {
    const { page, context } = await openRevealed("/contactus/", DESKTOP);
    try {
      await page.locator("form").getByRole("button", { name: "Submit" }).click();
      await page.getByText("Please enter your name.").waitFor();
      assert.deepEqual(await axeViolations(page), []);
    } finally {
      await context.close();
    }
  });
});

describe("Nu HTML Checker", () => {
  it("finds no error in any built page", async () => {
    const files = [
      ...PAGES.map((page) => path.join(PUBLIC_DIR, page.path, "index.html")),
      path.join(PUBLIC_DIR, "404.html"),
    ];
    assert.deepEqual(await htmlErrors(files, PUBLIC_DIR), []);
  });
});

describe("links", () => {
  it("linkinator finds no broken internal link or asset", async () => {
    const checker = new LinkChecker();
    const result = await checker.check({
      path: `${harness.url}/`,
      recurse: true,
      linksToSkip: ["^(?!http://127\\.0\\.0\\.1)"],
      concurrency: 4,
    });
    const broken = result.links
      .filter((link) => link.state === "BROKEN")
      .map((link) => `${link.status} ${link.url} (on ${link.parent})`);
    assert.deepEqual(broken, []);
    assert.ok(result.links.filter((link) => link.state === "OK").length > 50, "the whole site was crawled");
  });
});

describe("keyboard", () => {
  it("offers a skip link first, which moves focus to the main content", async () => {
    const { page, context } = await harness.open("/training/", { viewport: DESKTOP });
    try {
      await page.keyboard.press("Tab");
      const first = await page.evaluate(() => ({
        text: document.activeElement.textContent,
        href: document.activeElement.getAttribute("href"),
      }));
      assert.deepEqual(first, { text: navigation.skipLinkLabel, href: "#main" });
      assert.ok(
        await page.getByRole("link", { name: navigation.skipLinkLabel }).isVisible(),
        "visible when focused",
      );
      await page.keyboard.press("Enter");
      assert.equal(await page.evaluate(() => document.activeElement.id), "main");
      await page.keyboard.press("Tab");
      const next = await page.evaluate(() => document.activeElement.closest("main") !== null);
      assert.ok(next, "the next Tab stays in the main content");
    } finally {
      await context.close();
    }
  });

  for (const viewport of WIDTHS) {
    it(`reaches every link and control in reading order with a visible focus ring at ${viewport.width} px`, async () => {
      const { page, context } = await openRevealed("/contactus/", viewport);
      try {
        // The map frame is put in the page as it nears the viewport. Let it load first: a frame that
        // navigates just as Tab enters it drops the focus, and the walk would end there.
        await page.getByRole("link", { name: site.map.linkLabel }).scrollIntoViewIfNeeded();
        const mapFrame = await page.locator("iframe").elementHandle();
        await (await mapFrame.contentFrame()).waitForURL(site.map.embedUrl);
        await page.evaluate(() => window.scrollTo(0, 0));
        // The map frame is not counted: what it offers to Tab is the map provider's.
        const expected = await page.evaluate(
          () =>
            [
              ...document.querySelectorAll("a[href], button, input:not([type=hidden]), select, textarea"),
            ].filter(
              (el) =>
                el.tabIndex >= 0 &&
                el.getClientRects().length > 0 &&
                getComputedStyle(el).visibility !== "hidden",
            ).length,
        );
        assert.equal(
          await page.locator("[tabindex]:not([tabindex='-1']):not([tabindex='0'])").count(),
          0,
          "no positive tabindex reorders the page",
        );
        const seen = [];
        for (let i = 0; i < expected + 5; i++) {
          await page.keyboard.press("Tab");
          // Tab offers the map's frame (another origin, run in its own process) its turn first; until
          // that frame hands the focus back, the page's focus rests on <body>. Wait for it to settle.
          await page
            .waitForFunction(() => document.activeElement !== document.body, null, {
              timeout: FOCUS_SETTLE_MS,
            })
            .catch(() => {});
          const focus = await page.evaluate(() => {
            const el = document.activeElement;
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
          });
          if (focus.tag === "BODY") break;
          seen.push(focus);
        }
        assert.equal(
          seen.length,
          expected,
          `Tab reached ${seen.length} of ${expected}: ${seen.map((f) => f.tag + ":" + f.name).join(", ")}`,
        );
        assert.deepEqual(
          seen.filter((f) => !f.ring || !f.visible),
          [],
          "each focus is visible with a ring",
        );
      } finally {
        await context.close();
      }
    });
  }
});

describe("structure for screen readers", () => {
  for (const page of PAGES) {
    it(`${page.path}: landmarks, one h1 and no skipped heading level`, async () => {
      const { page: tab, context } = await harness.open(page.path, { viewport: DESKTOP });
      try {
        const structure = await tab.evaluate(() => ({
          banner: document.querySelectorAll("body header:not(main header)").length,
          main: document.querySelectorAll("main").length,
          footer: document.querySelectorAll("footer").length,
          navLabels: [...document.querySelectorAll("nav")].map((nav) => nav.getAttribute("aria-label")),
          levels: [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName[1])),
          imagesWithoutAlt: [...document.querySelectorAll("img:not([alt])")].length,
          untitledFrames: [...document.querySelectorAll("iframe:not([title])")].length,
        }));
        assert.equal(structure.banner, 1);
        assert.equal(structure.main, 1);
        assert.equal(structure.footer, 1);
        assert.deepEqual(structure.navLabels, [navigation.navLabel, navigation.footerNavLabel]);
        assert.equal(structure.levels.filter((level) => level === 1).length, 1);
        assert.equal(structure.levels[0], 1, "the h1 comes first");
        structure.levels.forEach((level, i) => {
          if (i > 0)
            assert.ok(
              level <= structure.levels[i - 1] + 1,
              `h${structure.levels[i - 1]} is followed by h${level}`,
            );
        });
        assert.equal(structure.imagesWithoutAlt, 0);
        assert.equal(structure.untitledFrames, 0);
      } finally {
        await context.close();
      }
    });
  }
});

describe("text resized to 200 %", () => {
  for (const page of PAGES) {
    for (const viewport of WIDTHS) {
      // WCAG 1.4.4 asks for 200 % text at desktop width without loss; on a phone the hero must still grow
      // rather than cut its title off (sideways scrolling of wide elements there is tolerated).
      const scrolls = viewport === DESKTOP ? ", without horizontal scrolling" : "";
      it(`${page.path} at ${viewport.width} px keeps the hero's text inside it${scrolls}`, async () => {
        const { page: tab, context } = await openRevealed(page.path, viewport);
        try {
          const result = await tab.evaluate(() => {
            document.documentElement.style.fontSize = "200%";
            const hero = document.querySelector("main > *").getBoundingClientRect();
            const content = document.querySelector("h1").parentElement.getBoundingClientRect();
            return {
              overflowX: document.documentElement.scrollWidth - document.documentElement.clientWidth,
              heroClipsText: content.top < hero.top || content.bottom > hero.bottom,
            };
          });
          if (viewport === DESKTOP) assert.equal(result.overflowX, 0);
          assert.equal(result.heroClipsText, false, "the hero's title and lead fit inside it");
        } finally {
          await context.close();
        }
      });
    }
  }
});
