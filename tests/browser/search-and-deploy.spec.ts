/** What search engines read, the 404 page, and the CDN's headers (public/_headers, as Cloudflare Pages applies them). */
import fs from "node:fs";
import path from "node:path";

import sharp from "sharp";

import { hashedAssets } from "../../plugins/cdn-deploy/cdn-headers";
import {
  builtPages,
  checkBuiltPages,
  currentStylesheet,
  inlineCodeIn,
} from "../../plugins/cdn-deploy/inline-code";
import { expect, test } from "../support/fixtures";
import { INSIGHTS, navigation, NOT_FOUND, PAGES, PUBLIC_DIR, site, SITE_URL } from "../support/site";

const read = (file: string) => fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8");
const attribute = (html: string, pattern: RegExp) => html.match(pattern)?.[1]?.replace(/&amp;/g, "&");
/** How a server moves the bytes, not what the host's rules say. */
const TRANSPORT_HEADERS = [
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "vary",
];

test.describe("search engines", { tag: "@desktop" }, () => {
  test("sitemap lists exactly the routes and the insights, with trailing slashes, the site's URL and each insight's last change", () => {
    const index = read("sitemap-index.xml");
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    const entries = sitemaps.flatMap((file) =>
      [...read(file).matchAll(/<url>(.*?)<\/url>/g)].map((m) => ({
        url: m[1].match(/<loc>([^<]+)<\/loc>/)?.[1],
        lastmod: m[1].match(/<lastmod>([^<]+)<\/lastmod>/)?.[1],
      })),
    );
    expect(entries.map((entry) => entry.url).sort()).toEqual(
      [...PAGES, ...INSIGHTS].map((page) => new URL(page.path, site.url).href).sort(),
    );
    for (const insight of INSIGHTS) {
      const entry = entries.find((e) => e.url === new URL(insight.path, site.url).href);
      // The day it last changed: the latest of published, updated and last reviewed.
      const latest = [insight.published, insight.updated, insight.reviewed].filter(Boolean).sort().pop();
      expect(entry?.lastmod?.slice(0, 10), insight.path).toBe(latest);
    }
  });

  test("robots.txt allows crawling but the content editor, and points at the sitemap", () => {
    const robots = read("robots.txt");
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/admin\/$/m);
    expect(robots).toMatch(new RegExp(`^Sitemap: ${new URL("/sitemap-index.xml", site.url).href}$`, "m"));
  });

  for (const page of PAGES) {
    test(`${page.path}: canonical URL, Open Graph and Twitter card, theme colour, manifest`, () => {
      const html = read(path.join(page.path, "index.html"));
      const url = new URL(page.path, site.url).href;
      const image = new URL(site.shareImage, site.url).href;
      expect(attribute(html, /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/)).toBe(url);
      expect(attribute(html, /<meta[^>]*property="og:url"[^>]*content="([^"]+)"/)).toBe(url);
      expect(attribute(html, /<meta[^>]*property="og:title"[^>]*content="([^"]+)"/)).toBe(page.title);
      expect(attribute(html, /<meta[^>]*property="og:image"[^>]*content="([^"]+)"/)).toBe(image);
      expect(attribute(html, /<meta[^>]*name="twitter:card"[^>]*content="([^"]+)"/)).toBe(
        "summary_large_image",
      );
      expect(attribute(html, /<meta[^>]*name="theme-color"[^>]*content="([^"]+)"/)).toBe(site.themeColor);
      expect(attribute(html, /<link[^>]*rel="manifest"[^>]*href="([^"]+)"/)).toBeTruthy();
      expect(html).not.toMatch(/name="robots"/);
      const feedLinks = (html.match(/<link[^>]*application\/rss\+xml[^>]*>/g) ?? []).map((tag) =>
        attribute(tag, /href="([^"]+)"/),
      );
      expect(feedLinks, "the insights' feed is announced").toEqual(["/insights/rss.xml"]);
    });
  }

  test("the share image is our 1200 × 630 picture", async () => {
    const { width, height } = await sharp(path.join(PUBLIC_DIR, site.shareImage)).metadata();
    expect({ width, height }).toEqual({ width: 1200, height: 630 });
  });

  test("the web app manifest names the company and its icons exist", () => {
    const manifest = JSON.parse(read("manifest.webmanifest"));
    expect(manifest.name).toBe(site.name);
    expect(manifest.short_name).toBe(site.shortName);
    expect(manifest.theme_color).toBe(site.themeColor);
    expect(manifest.icons.length).toBeGreaterThanOrEqual(4);
    for (const icon of manifest.icons)
      expect(fs.existsSync(path.join(PUBLIC_DIR, icon.src)), icon.src).toBe(true);
    expect(manifest.icons.some((icon: { sizes: string }) => icon.sizes === "512x512")).toBe(true);
  });
});

test.describe("the 404 page", () => {
  test("answers an unknown address with status 404, the site's navigation and ways home and to contact", async ({
    page,
  }) => {
    const response = await page.goto("/no-such-page/", { waitUntil: "networkidle" });
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND.hero.title })).toBeVisible();
    await expect(page.getByRole("navigation", { name: navigation.navLabel })).toHaveCount(1);
    const main = page.getByRole("main");
    // The 404 page's own cards lead home and to the contact page, whatever their words.
    await expect(main.locator('a[href="/"]').first()).toBeVisible();
    await expect(main.locator('a[href="/contactus/"]').first()).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("is built as 404.html for hosts that serve it for unknown routes", { tag: "@desktop" }, () => {
    expect(read("404.html")).toMatch(/<meta[^>]*name="robots"[^>]*content="noindex"/);
  });
});

test.describe("CDN headers (public/_headers)", { tag: "@desktop" }, () => {
  // Headers are the server's answer alone: read over HTTP, with no page to render. (That the policy
  // blocks nothing the pages do is checked on every page in every-page.spec.ts.)
  test("sends the security headers on every page", async ({ request }) => {
    for (const route of [...PAGES.map((data) => data.path), "/no-such-page/"]) {
      const response = await request.get(route);
      const headers = response.headers();
      // An unknown address is answered with 404.html, which carries the policy itself (only _headers' /*
      // rule matches such an address, and /* also reaches the editor at /admin/).
      const meta = (await response.text())
        .match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/)?.[1]
        ?.replace(/&quot;/g, '"')
        .replace(/&amp;/g, "&");
      const csp = route === "/no-such-page/" ? meta : headers["content-security-policy"];
      expect(csp, route).toBeTruthy();
      if (route !== "/no-such-page/") {
        expect(meta, `${route}: the policy comes from the header alone`).toBeUndefined();
        expect(csp).toMatch(/frame-ancestors 'none'/);
      }
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(csp).toMatch(/default-src 'self'/);
      expect(csp).not.toMatch(/unsafe-eval|'unsafe-inline'/);
      expect(csp, "the form service the build posts to").toMatch(
        /connect-src 'self' http:\/\/127\.0\.0\.1:9911(;|$)/,
      );
      expect(csp).toMatch(new RegExp(`frame-src ${new URL(site.map.embedUrl).origin}(;|$)`));
      expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8}/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toMatch(/camera=\(\)/);
    }
  });

  test("caches hashed assets for a year and revalidates HTML and page data", async ({ page }) => {
    const response = await page.goto("/training/", { waitUntil: "networkidle" });
    expect(response!.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    // The page's own script, and the form's island's scripts (webpack's), which the contact page names.
    const site = await page.locator("script[type='module'][src^='/islands/']").getAttribute("src");
    await page.goto("/contactus/", { waitUntil: "networkidle" });
    const form = await page.locator("[data-island-scripts]").getAttribute("data-island-scripts");
    for (const script of [site, ...form!.split(" ")]) {
      const asset = await page.request.get(script!);
      expect(asset.headers()["cache-control"], script!).toBe("public, max-age=31536000, immutable");
    }
    await page.goto("/training/", { waitUntil: "networkidle" });
    const pageData = await page.request.get("/page-data/training/page-data.json");
    expect(pageData.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const image = await page.evaluate(
      () => document.querySelector<HTMLImageElement>("main picture img")!.currentSrc,
    );
    const imageAnswer = await page.request.get(image);
    expect(imageAnswer.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

// The suite's server (tests/support/site-server.ts) beside the host's own runtime, wrangler pages dev.
test.describe("CDN headers as the host sends them", { tag: "@host" }, () => {
  test("the tests' server answers as the host does: the same status and headers on a sample of addresses", async ({
    request,
    host,
  }) => {
    const firstFile = (dir: string) =>
      fs
        .readdirSync(path.join(PUBLIC_DIR, dir), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `/${path.relative(PUBLIC_DIR, path.join(entry.parentPath, entry.name))}`)
        .sort()[0];
    const sample = new Set([
      ...[...PAGES, ...INSIGHTS.slice(0, 1)].map((page) => page.path),
      "/aboutus",
      "/index.html",
      "/no-such-page/",
      "/admin/",
      "/admin/cms.js",
      `/${hashedAssets(PUBLIC_DIR)[0]}`,
      firstFile("islands"),
      firstFile("static"),
      "/page-data/training/page-data.json",
      "/robots.txt",
      "/sitemap-index.xml",
      "/manifest.webmanifest",
    ]);
    const answer = async (origin: string, route: string) => {
      const response = await request.get(origin + route, { maxRedirects: 0 });
      const headers = Object.entries(response.headers()).filter(
        ([name]) => !TRANSPORT_HEADERS.includes(name),
      );
      return { status: response.status(), headers: Object.fromEntries(headers.sort()) };
    };
    for (const route of sample) {
      expect(await answer(SITE_URL, route), route).toEqual(await answer(host.url, route));
    }
  });
});

test.describe("the inline-code check's knowledge of Gatsby", { tag: "@desktop" }, () => {
  // plugins/cdn-deploy/inline-code.ts names each piece of inline code Gatsby writes; after a Gatsby
  // upgrade that changes one, this says which, instead of the build blaming the data.
  test("every piece of inline code it allows is still in the built pages as Gatsby writes it", () => {
    const pages = builtPages(PUBLIC_DIR);
    const { own } = checkBuiltPages(PUBLIC_DIR);
    const found = pages.map((page) => inlineCodeIn(read(page)));
    expect(currentStylesheet(PUBLIC_DIR), "webpack.stats.json names the stylesheet").toBeDefined();
    for (const kind of ["scripts", "styles", "styleAttributes"] as const) {
      const missing = own[kind].filter((code) => !found.some((page) => page[kind].includes(code)));
      expect(
        missing.map((code) => code.slice(0, 80)),
        `${kind} the check allows but no page holds`,
      ).toEqual([]);
    }
  });
});
