import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";

import { scrollThrough } from "../lib/browser.mjs";
import { useSite } from "../lib/harness.mjs";
import { DESKTOP, PAGES, PHONE, PUBLIC_DIR, site } from "../lib/site.mjs";

const harness = useSite();

const staticHtml = (route) => fs.readFileSync(path.join(PUBLIC_DIR, route, "index.html"), "utf8");
const decode = (text) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

describe("the static HTML of each route carries its own head tags (SPEC §1)", () => {
  for (const page of PAGES) {
    it(`${page.path}: title, description, keywords, one JSON-LD graph with the organisation and lang="en"`, () => {
      const html = staticHtml(page.path);
      assert.match(html, /<html[^>]* lang="en"/);
      const title = html.match(/<title[^>]*>([^<]*)<\/title>/);
      assert.equal(decode(title?.[1] ?? ""), page.title);
      const description = html.match(/<meta[^>]*name="description"[^>]*content="([^"]*)"/);
      assert.equal(decode(description?.[1] ?? ""), page.description);
      const keywords = html.match(/<meta[^>]*name="keywords"[^>]*content="([^"]*)"/);
      assert.equal(decode(keywords?.[1] ?? ""), page.keywords.join(", "));
      const blocks = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)];
      assert.equal(blocks.length, 1, "exactly one JSON-LD block");
      // The organisation of SPEC §1 is the graph's ProfessionalService (a LocalBusiness, so an Organization).
      const org = JSON.parse(blocks[0][1])["@graph"].find((node) => node["@type"] === "ProfessionalService");
      assert.equal(org.name, site.name);
      assert.equal(org.url, new URL("/", site.url).href);
      assert.equal(org.logo, new URL(site.logoRaster, site.url).href);
      assert.deepEqual(
        { ...org.contactPoint },
        {
          "@type": "ContactPoint",
          telephone: site.phone,
          email: site.email,
          contactType: "Customer Service",
        },
      );
    });
  }
});

describe("every route answers and shows its hero title", () => {
  for (const page of PAGES) {
    it(`${page.path} at 375 and 1280 px, with no console error or failed request`, async () => {
      for (const viewport of [PHONE, DESKTOP]) {
        const { page: tab, context, response, problems } = await harness.open(page.path, { viewport });
        try {
          assert.equal(response.status(), 200);
          const h1 = tab.getByRole("heading", { level: 1 });
          assert.equal(await h1.count(), 1);
          assert.equal((await h1.textContent()).trim(), page.hero.title);
          assert.ok(await h1.isVisible(), "the hero title is visible at once");
          await scrollThrough(tab);
          await tab.waitForTimeout(300);
          assert.deepEqual(problems, []);
        } finally {
          await context.close();
        }
      }
    });
  }

  it("a route without its trailing slash reaches the page", async () => {
    const { page, context, response } = await harness.open("/training");
    assert.equal(response.status(), 200);
    assert.equal(new URL(page.url()).pathname, "/training/");
    await context.close();
  });
});

describe("hero height (SPEC §2, §9)", () => {
  const cases = [
    { width: 320, expected: 300 },
    { width: 375, expected: 300 },
    { width: 767, expected: 300 },
    { width: 768, expected: 600 },
    { width: 1280, expected: 600 },
  ];
  for (const { width, expected } of cases) {
    it(`is ${expected} px at ${width} px wide on every page`, async () => {
      const { page, context } = await harness.open("/", { viewport: { width, height: 900 } });
      try {
        for (const route of PAGES.map((p) => p.path)) {
          await page.goto(harness.url + route);
          const height = await page.evaluate(
            () => document.querySelector("h1").closest("main > *").getBoundingClientRect().height,
          );
          assert.equal(height, expected, route);
        }
      } finally {
        await context.close();
      }
    });
  }

  it("loads the hero image eagerly as AVIF at high priority, with no layout shift", async () => {
    const { page, context } = await harness.open("/", { viewport: PHONE });
    try {
      const hero = await page.evaluate(() => {
        const img = document.querySelector("main picture img");
        return {
          loading: img.getAttribute("loading"),
          priority: img.getAttribute("fetchpriority"),
          current: img.currentSrc,
          complete: img.complete && img.naturalWidth > 0,
        };
      });
      assert.equal(hero.loading, "eager");
      assert.equal(hero.priority, "high");
      assert.match(hero.current, /\.avif$/);
      assert.ok(hero.complete);
      const shift = await page.evaluate(
        () =>
          new Promise((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) total += entry.value;
            }).observe({ type: "layout-shift", buffered: true });
            setTimeout(() => resolve(total), 500);
          }),
      );
      assert.equal(shift, 0);
    } finally {
      await context.close();
    }
  });
});

describe("ticked lists in columns", () => {
  // GMP Audits has 10 items (3 + 3 + 3 + 1 at 1280 px), CSV 14 (... + 2), Training 13.
  for (const route of ["/gmpaudits/", "/computersystemvalidations/", "/training/"]) {
    it(`${route}: a last row that is not full is centred at 1280 px`, async () => {
      const { page, context } = await harness.open(route, { viewport: DESKTOP, reducedMotion: "reduce" });
      try {
        const rows = await page.evaluate(() => {
          const list = document.querySelector("main ul[id$='-items']");
          const box = list.getBoundingClientRect();
          const rowsByTop = new Map();
          for (const item of list.children) {
            const rect = item.getBoundingClientRect();
            const row = rowsByTop.get(Math.round(rect.top)) ?? {
              left: rect.left,
              right: rect.right,
              count: 0,
            };
            row.left = Math.min(row.left, rect.left);
            row.right = Math.max(row.right, rect.right);
            row.count += 1;
            rowsByTop.set(Math.round(rect.top), row);
          }
          return [...rowsByTop.values()].map((row) => ({
            count: row.count,
            offset: (row.left + row.right) / 2 - (box.left + box.right) / 2,
          }));
        });
        assert.equal(rows[0].count, 3, "three columns");
        const last = rows.at(-1);
        assert.ok(last.count < 3, "this list's last row is not full");
        assert.ok(Math.abs(last.offset) <= 1, `last row off centre by ${last.offset} px`);
      } finally {
        await context.close();
      }
    });
  }
});

describe("Contact Us (SPEC §2)", () => {
  it("shows the address, phone and email cards and the lazily loaded, titled map", async () => {
    const { page, context } = await harness.open("/contactus/", { viewport: DESKTOP });
    try {
      const region = page.getByRole("region", { name: "Get In Touch" });
      assert.ok(await region.getByText(`${site.address.city}, ${site.address.region}`).isVisible());
      assert.equal(
        await region.getByRole("link", { name: site.phone }).getAttribute("href"),
        "tel:+910000000000",
      );
      assert.equal(
        await region.getByRole("link", { name: site.email }).getAttribute("href"),
        `mailto:${site.email}`,
      );
      await page.getByRole("link", { name: site.map.linkLabel }).scrollIntoViewIfNeeded();
      const map = page.locator(`iframe[title="${site.map.title}"]`);
      assert.equal(await map.getAttribute("loading"), "lazy");
      assert.equal(await map.getAttribute("src"), site.map.embedUrl);
    } finally {
      await context.close();
    }
  });

  it("asks the maps service for nothing until the map comes near the viewport (SPEC §2: loaded lazily)", async () => {
    const { page, context } = await harness.open("/contactus/", { viewport: PHONE });
    const mapOrigin = new URL(site.map.embedUrl).origin;
    try {
      // The page has settled (no request for 500 ms) at its top: no frame, so nothing was asked for.
      assert.equal(await page.locator("iframe").count(), 0);
      assert.deepEqual(
        page.frames().filter((frame) => frame.url().startsWith(mapOrigin)),
        [],
        "no frame of the maps service",
      );
      const request = page.waitForRequest((r) => r.url() === site.map.embedUrl);
      await page.getByRole("link", { name: site.map.linkLabel }).scrollIntoViewIfNeeded();
      await request;
      assert.ok(await page.locator(`iframe[title="${site.map.title}"]`).isVisible());
    } finally {
      await context.close();
    }
  });

  it("shows the map without JavaScript too", async () => {
    const { page, context } = await harness.open("/contactus/", {
      viewport: DESKTOP,
      javaScriptEnabled: false,
    });
    try {
      const map = page.locator(`iframe[title="${site.map.title}"]`);
      assert.equal(await map.getAttribute("src"), site.map.embedUrl);
      await map.scrollIntoViewIfNeeded();
      assert.ok(await map.isVisible());
    } finally {
      await context.close();
    }
  });
});
