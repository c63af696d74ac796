import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";

import sharp from "sharp";

import { newLocalContext, scrollThrough } from "../lib/browser.mjs";
import { useSite } from "../lib/harness.mjs";
import { DESKTOP, navigation, NOT_FOUND, PAGES, PHONE, PUBLIC_DIR, site } from "../lib/site.mjs";

const harness = useSite();
const read = (file) => fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8");
const attribute = (html, pattern) => html.match(pattern)?.[1]?.replace(/&amp;/g, "&");

describe("search engines", () => {
  it("sitemap lists exactly the eight routes, with trailing slashes and the site's URL", () => {
    const index = read("sitemap-index.xml");
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    const urls = sitemaps.flatMap((file) =>
      [...read(file).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]),
    );
    assert.deepEqual(urls.sort(), PAGES.map((page) => new URL(page.path, site.url).href).sort());
  });

  it("robots.txt allows crawling but the content editor, and points at the sitemap", () => {
    const robots = read("robots.txt");
    assert.match(robots, /^User-agent: \*$/m);
    assert.match(robots, /^Disallow: \/admin\/$/m);
    assert.match(robots, new RegExp(`^Sitemap: ${new URL("/sitemap-index.xml", site.url).href}$`, "m"));
  });

  for (const page of PAGES) {
    it(`${page.path}: canonical URL, Open Graph and Twitter card, theme colour, manifest`, () => {
      const html = read(path.join(page.path, "index.html"));
      const url = new URL(page.path, site.url).href;
      const image = new URL(site.shareImage, site.url).href;
      assert.equal(attribute(html, /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/), url);
      assert.equal(attribute(html, /<meta[^>]*property="og:url"[^>]*content="([^"]+)"/), url);
      assert.equal(attribute(html, /<meta[^>]*property="og:title"[^>]*content="([^"]+)"/), page.title);
      assert.equal(attribute(html, /<meta[^>]*property="og:image"[^>]*content="([^"]+)"/), image);
      assert.equal(
        attribute(html, /<meta[^>]*name="twitter:card"[^>]*content="([^"]+)"/),
        "summary_large_image",
      );
      assert.equal(attribute(html, /<meta[^>]*name="theme-color"[^>]*content="([^"]+)"/), site.themeColor);
      assert.ok(attribute(html, /<link[^>]*rel="manifest"[^>]*href="([^"]+)"/));
      assert.ok(!/name="robots"/.test(html));
    });
  }

  it("the share image is our 1200 × 630 picture", async () => {
    const { width, height } = await sharp(path.join(PUBLIC_DIR, site.shareImage)).metadata();
    assert.deepEqual({ width, height }, { width: 1200, height: 630 });
  });

  it("the web app manifest names the company and its icons exist", () => {
    const manifest = JSON.parse(read("manifest.webmanifest"));
    assert.equal(manifest.name, site.name);
    assert.equal(manifest.short_name, site.shortName);
    assert.equal(manifest.theme_color, site.themeColor);
    assert.ok(manifest.icons.length >= 4);
    for (const icon of manifest.icons) assert.ok(fs.existsSync(path.join(PUBLIC_DIR, icon.src)), icon.src);
    assert.ok(manifest.icons.some((icon) => icon.sizes === "512x512"));
  });
});

describe("the 404 page", () => {
  it("answers an unknown address with status 404, the site's navigation and ways home and to contact", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, response } = await harness.open("/no-such-page/", { viewport });
      try {
        assert.equal(response.status(), 404);
        await page.getByRole("heading", { level: 1, name: NOT_FOUND.hero.title }).waitFor();
        assert.equal(await page.getByRole("navigation", { name: navigation.navLabel }).count(), 1);
        const main = page.getByRole("main");
        assert.equal(await main.getByRole("link", { name: /Home Page/ }).getAttribute("href"), "/");
        assert.equal(
          await main.getByRole("link", { name: /Contact Us/ }).getAttribute("href"),
          "/contactus/",
        );
        assert.equal(await page.locator('meta[name="robots"]').getAttribute("content"), "noindex");
      } finally {
        await context.close();
      }
    }
  });

  it("is built as 404.html for hosts that serve it for unknown routes", () => {
    assert.match(read("404.html"), /<meta[^>]*name="robots"[^>]*content="noindex"/);
  });
});

describe("CDN headers (public/_headers)", () => {
  it("sends the security headers on every page", async () => {
    for (const route of [...PAGES.map((page) => page.path), "/no-such-page/"]) {
      const { response, context, page } = await harness.open(route);
      const headers = response.headers();
      // An unknown address is answered with 404.html, which carries the policy itself (only _headers' /*
      // rule matches such an address, and /* also reaches the editor at /admin/).
      const meta = await page
        .locator('meta[http-equiv="Content-Security-Policy"]')
        .getAttribute("content", { timeout: 1000 })
        .catch(() => null);
      await context.close();
      const csp = route === "/no-such-page/" ? meta : headers["content-security-policy"];
      assert.ok(csp, route);
      if (route !== "/no-such-page/") {
        assert.equal(meta, null, `${route}: the policy comes from the header alone`);
        assert.match(csp, /frame-ancestors 'none'/);
      }
      assert.equal(headers["x-frame-options"], "DENY");
      assert.match(csp, /default-src 'self'/);
      assert.doesNotMatch(csp, /unsafe-eval|'unsafe-inline'/);
      assert.match(
        csp,
        /connect-src 'self' http:\/\/127\.0\.0\.1:9911(;|$)/,
        "the form service the build posts to",
      );
      assert.match(csp, new RegExp(`frame-src ${new URL(site.map.embedUrl).origin}(;|$)`));
      assert.match(headers["strict-transport-security"], /max-age=\d{8}/);
      assert.equal(headers["x-content-type-options"], "nosniff");
      assert.equal(headers["referrer-policy"], "strict-origin-when-cross-origin");
      assert.match(headers["permissions-policy"], /camera=\(\)/);
    }
  });

  it("caches hashed assets for a year and revalidates HTML and page data", async () => {
    const { page, context, response } = await harness.open("/training/");
    try {
      assert.equal(response.headers()["cache-control"], "public, max-age=0, must-revalidate");
      const script = await page.evaluate(() =>
        document.querySelector("script[src^='/app-']").getAttribute("src"),
      );
      const asset = await page.request.get(`${harness.url}${script}`);
      assert.equal(asset.headers()["cache-control"], "public, max-age=31536000, immutable");
      const pageData = await page.request.get(`${harness.url}/page-data/training/page-data.json`);
      assert.equal(pageData.headers()["cache-control"], "public, max-age=0, must-revalidate");
      const image = await page.evaluate(() => document.querySelector("main picture img").currentSrc);
      const imageAnswer = await page.request.get(image);
      assert.equal(imageAnswer.headers()["cache-control"], "public, max-age=31536000, immutable");
    } finally {
      await context.close();
    }
  });

  it("the Content-Security-Policy blocks nothing the site does", async () => {
    for (const data of PAGES) {
      const context = await newLocalContext(harness.browser, { viewport: PHONE });
      // Listen from the very start, so that anything blocked while the page loads counts too.
      await context.addInitScript(() => {
        window.__violations = [];
        document.addEventListener("securitypolicyviolation", (event) =>
          window.__violations.push(`${event.violatedDirective}: ${event.blockedURI}`),
        );
      });
      const page = await context.newPage();
      await page.goto(harness.url + data.path, { waitUntil: "networkidle" });
      try {
        await page.getByRole("button", { name: navigation.menuButtonLabel }).click();
        await scrollThrough(page);
        await page.waitForTimeout(200);
        assert.deepEqual(await page.evaluate(() => window.__violations), [], data.path);
      } finally {
        await context.close();
      }
    }
  });
});
