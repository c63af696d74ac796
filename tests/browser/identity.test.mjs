/**
 * The site's visual identity and polish (issue 14), measured in the production
 * build: heading weights, the measure of running text, an opaque header, cards
 * whose rows line up, one badge colour, units kept on one line, and the map's
 * fallback when its frame is refused or fails.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { useSite } from "../lib/harness.mjs";
import { DESKTOP, pageAt, PAGES, PHONE, site } from "../lib/site.mjs";

const harness = useSite();

/** Issue 14: heading weights between these, and running text no wider than this many characters. */
const HEADING_WEIGHT = { min: 600, max: 700 };
const MEASURE_CH = 75;
/** Positions measured in the browser agree within this many pixels. */
const TOLERANCE_PX = 1;
const NBSP = "\u00a0";

const CONTACT = pageAt("/contactus/");
const CONTACT_SECTION = CONTACT.sections.find((section) => section.kind === "contact").id;
const REGULATORY = pageAt("/regulatoryaffairs/");
const SUPPORT_CARDS = REGULATORY.sections.find((section) => section.kind === "cards").id;
const MAP_ORIGIN = new URL(site.map.embedUrl).origin;

const near = (a, b) => Math.abs(a - b) <= TOLERANCE_PX;

describe("visual identity (issue 14)", () => {
  it("every heading is set at a weight from 600 to 700", async () => {
    const { page, context } = await harness.open("/", { viewport: DESKTOP, reducedMotion: "reduce" });
    try {
      for (const { path } of PAGES) {
        await page.goto(harness.url + path);
        const weights = await page.evaluate(() =>
          [...document.querySelectorAll("h1, h2, h3, h4")].map((h) => [
            h.textContent,
            Number(getComputedStyle(h).fontWeight),
          ]),
        );
        assert.ok(weights.length > 2, path);
        for (const [text, weight] of weights)
          assert.ok(
            weight >= HEADING_WEIGHT.min && weight <= HEADING_WEIGHT.max,
            `${path} "${text}": ${weight}`,
          );
      }
    } finally {
      await context.close();
    }
  });

  it(`no paragraph of the pages' text is wider than ${MEASURE_CH} characters`, async () => {
    const { page, context } = await harness.open("/", {
      viewport: { width: 1920, height: 1000 },
      reducedMotion: "reduce",
    });
    try {
      for (const { path } of PAGES) {
        await page.goto(harness.url + path);
        const tooWide = await page.evaluate((measure) => {
          const wide = [];
          for (const p of document.querySelectorAll("main p")) {
            if (!p.getClientRects().length) continue;
            // A box exactly `measure` characters ("0", the unit ch) wide in the paragraph's own font.
            const probe = document.createElement("span");
            probe.style.display = "inline-block";
            probe.style.width = `${measure}ch`;
            p.append(probe);
            const limit = probe.getBoundingClientRect().width;
            probe.remove();
            const width = p.getBoundingClientRect().width;
            if (width > limit + 1) wide.push(`${p.textContent.slice(0, 40)}…: ${width} > ${limit}`);
          }
          return wide;
        }, MEASURE_CH);
        assert.deepEqual(tooWide, [], path);
      }
    } finally {
      await context.close();
    }
  });

  it("headings balance their lines and paragraphs avoid a lone last word", async () => {
    const { page, context } = await harness.open("/gmpaudits/", { viewport: DESKTOP });
    try {
      const wrap = await page.evaluate(() => ({
        h2: getComputedStyle(document.querySelector("main h2")).textWrap,
        p: getComputedStyle(document.querySelector("main section p")).textWrap,
      }));
      assert.match(wrap.h2, /balance/);
      assert.match(wrap.p, /pretty/);
    } finally {
      await context.close();
    }
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`the header is fully opaque at ${viewport.width} px, also over scrolled content`, async () => {
      const { page, context } = await harness.open("/aboutus/", { viewport });
      try {
        await page.evaluate(() => window.scrollTo(0, 900));
        const look = await page.evaluate(() => {
          const style = getComputedStyle(document.querySelector("header"));
          return {
            background: style.backgroundColor,
            opacity: style.opacity,
            backdrop: style.backdropFilter,
          };
        });
        const [, , , alpha = "1"] = look.background.match(/[\d.]+/g);
        assert.equal(Number(alpha), 1, look.background);
        assert.equal(look.opacity, "1");
        assert.equal(look.backdrop, "none");
      } finally {
        await context.close();
      }
    });
  }

  it("the three contact cards share their top and bottom, and their titles and values line up", async () => {
    const { page, context } = await harness.open(CONTACT.path, {
      viewport: DESKTOP,
      reducedMotion: "reduce",
    });
    try {
      const cards = await page.evaluate((id) => {
        const box = (el) => el.getBoundingClientRect();
        return [...document.querySelectorAll(`#${id} ul > li`)].map((li) => ({
          top: box(li).top,
          bottom: box(li).bottom,
          title: box(li.querySelector("h3")).top,
          value: box(li.lastElementChild).top,
        }));
      }, CONTACT_SECTION);
      assert.equal(cards.length, 3);
      for (const key of ["top", "bottom", "title", "value"])
        assert.ok(
          cards.every((card) => near(card[key], cards[0][key])),
          `${key}: ${cards.map((card) => card[key])}`,
        );
    } finally {
      await context.close();
    }
  });

  it("Regulatory Affairs cards keep their texts on one line across a row when one title wraps further", async () => {
    const { page, context } = await harness.open(REGULATORY.path, {
      viewport: DESKTOP,
      reducedMotion: "reduce",
    });
    try {
      const rows = (id) =>
        page.evaluate((id) => {
          const box = (el) => el.getBoundingClientRect();
          return [...document.querySelectorAll(`#${id} ul > li`)].map((li) => ({
            top: box(li).top,
            bottom: box(li).bottom,
            titleHeight: box(li.querySelector("h3")).height,
            titleBottom: box(li.querySelector("h3")).bottom,
            text: box(li.querySelector("p")).top,
          }));
        }, id);
      for (const width of [1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        // An editor gives the first card a longer title, one line more than the others.
        await page
          .locator(`#${SUPPORT_CARDS} li h3`)
          .first()
          .evaluate(
            (h3, original) => {
              h3.textContent = `${original} for Every Market and Every Stage`;
            },
            REGULATORY.sections.find((section) => section.id === SUPPORT_CARDS).cards[0].title,
          );
        const cards = await rows(SUPPORT_CARDS);
        assert.equal(cards.length, 3);
        assert.ok(
          cards[0].titleHeight > cards[1].titleHeight + TOLERANCE_PX,
          `${width} px: the title wraps further`,
        );
        for (const key of ["top", "bottom", "titleBottom", "text"])
          assert.ok(
            cards.every((card) => near(card[key], cards[0][key])),
            `${width} px, ${key}: ${cards.map((card) => card[key])}`,
          );
      }
    } finally {
      await context.close();
    }
  });

  it("number badges take one colour on every page", async () => {
    const { page, context } = await harness.open("/", { viewport: DESKTOP, reducedMotion: "reduce" });
    try {
      const colours = new Map();
      for (const { path } of PAGES) {
        await page.goto(harness.url + path);
        const found = await page.evaluate(() =>
          [...document.querySelectorAll("main [aria-hidden='true']")]
            .filter((el) => /^\d{1,2}$/.test(el.textContent.trim()))
            .map((el) => {
              const style = getComputedStyle(el);
              return `${style.backgroundColor} / ${style.color}`;
            }),
        );
        for (const colour of found) colours.set(colour, [...(colours.get(colour) ?? []), path]);
      }
      const pages = new Set([...colours.values()].flat());
      assert.ok(pages.size >= 2, `badges on ${[...pages]}`);
      assert.equal(colours.size, 1, JSON.stringify(Object.fromEntries(colours)));
    } finally {
      await context.close();
    }
  });

  it("units stay on one line: the rendered text holds no-break spaces inside them", async () => {
    const { page, context } = await harness.open("/", { viewport: PHONE, reducedMotion: "reduce" });
    try {
      const checks = [
        ["/gmpaudits/", "main", ["21 CFR", "ICH Q7"]],
        ["/computersystemvalidations/", "main", ["GAMP 5", "CFR Part 11", "Annex 11"]],
        ["/contactus/", "main", ["R. C. Dutt Road"]],
        ["/", "footer", ["R. C. Dutt Road"]],
      ];
      for (const [path, where, units] of checks) {
        await page.goto(harness.url + path);
        const text = await page.locator(where).evaluate((el) => el.textContent);
        for (const unit of units) {
          assert.ok(text.includes(unit.replaceAll(" ", NBSP)), `${path} ${where}: "${unit}" kept together`);
          assert.ok(!text.includes(unit), `${path} ${where}: no breakable "${unit}" left`);
        }
      }
    } finally {
      await context.close();
    }
  });
});

describe("the map's fallback (issue 14)", () => {
  /** The box with the address and the link to the map service. */
  const fallback = (page) => page.getByRole("link", { name: site.map.linkLabel }).locator("xpath=..");

  const assertFallbackShown = async (page) => {
    const box = fallback(page);
    await box.scrollIntoViewIfNeeded();
    assert.ok(await box.isVisible());
    assert.match(await box.innerText(), /Dutt/);
    assert.equal(await box.getByRole("link").getAttribute("href"), site.map.linkUrl);
    const size = await box.boundingBox();
    assert.ok(size.height > 100 && size.width > 250, JSON.stringify(size));
  };

  it("shows the address and a link to the map when the map's request fails", async () => {
    const { page, context } = await harness.open("/", { viewport: PHONE });
    try {
      await page.route(
        (url) => url.origin === MAP_ORIGIN,
        (route) => route.abort(),
      );
      await page.goto(harness.url + CONTACT.path);
      const failed = page.waitForEvent("requestfailed", (request) => request.url() === site.map.embedUrl);
      await assertFallbackShown(page);
      await failed;
      await assertFallbackShown(page);
    } finally {
      await context.close();
    }
  });

  it("takes the frame away when a security policy refuses it, leaving the fallback", async () => {
    const { page, context } = await harness.open("/", { viewport: DESKTOP });
    try {
      // A policy such as a company's or an extension's that refuses every frame.
      await page.route(harness.url + CONTACT.path, async (route) => {
        const response = await route.fetch();
        await route.fulfill({
          response,
          headers: { ...response.headers(), "content-security-policy": "frame-src 'none'" },
        });
      });
      await page.goto(harness.url + CONTACT.path);
      await page.getByRole("link", { name: site.map.linkLabel }).scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (title) => !document.querySelector(`iframe[title="${title}"]`),
        site.map.title,
        { timeout: 5000 },
      );
      await assertFallbackShown(page);
      // With the frame gone, the fallback takes the map's whole row.
      const widths = await page.evaluate(() => {
        const link = [...document.querySelectorAll("a")].find((a) => a.href.includes("openstreetmap"));
        return {
          box: link.parentElement.getBoundingClientRect().width,
          row: link.parentElement.parentElement.getBoundingClientRect().width,
        };
      });
      assert.ok(near(widths.box, widths.row), JSON.stringify(widths));
    } finally {
      await context.close();
    }
  });

  it("is there without JavaScript too", async () => {
    const { page, context } = await harness.open(CONTACT.path, { viewport: PHONE, javaScriptEnabled: false });
    try {
      await assertFallbackShown(page);
    } finally {
      await context.close();
    }
  });
});
