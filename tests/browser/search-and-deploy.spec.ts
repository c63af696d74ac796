/** What search engines read, the 404 page, and the CDN's headers (public/_headers, as Cloudflare Pages applies them). */
import fs from "node:fs";
import path from "node:path";

import { parse, type DefaultTreeAdapterMap } from "parse5";
import sharp from "sharp";

import { hashedAssets } from "../../plugins/cdn-deploy/cdn-headers";
import { builtPages } from "../../plugins/cdn-deploy/built-files";
import { inlineCodeIn } from "../../plugins/cdn-deploy/inline-code";
import { modulesInPage, pageStyles } from "../../plugins/cdn-deploy/page-styles";
import { builtStylesheet, publicFilesReport } from "../../plugins/cdn-deploy/public-files";
import { readIslandFiles } from "../../plugins/islands/island-files";
import { lastModified } from "../../src/lib/dates";
import { NO_SCRIPT_STYLES, REVEAL_BOOT_SCRIPT, SPECULATION_RULES } from "../../src/lib/inline-head";
import { BUILD_LOG, cssOrderWarnings } from "../support/build";
import { expect, test } from "../support/fixtures";
import {
  FORM_ENDPOINT,
  INDEXED,
  INSIGHTS,
  TOPIC_PAGES,
  navigation,
  NOT_FOUND,
  PAGES,
  PUBLIC_DIR,
  ROOT,
  site,
  SITE_URL,
} from "../support/site";
import { builtDocument, builtFile, parseHtml, parseXml } from "../support/static-html";

const read = (file: string) => fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8");
/** The text of each element of a parsed sitemap (or its index) found by `selector`. */
const texts = (document: Document, selector: string) =>
  [...document.querySelectorAll(selector)].map((element) => element.textContent ?? "");
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
/** wrangler's mark of its development server ("dev"), which the suite's server does not imitate. */
const DEV_SERVER_HEADER = "x-server-env";

test.describe("search engines", { tag: "@desktop" }, () => {
  test("sitemap lists exactly the routes, the insights and the topic lists, with trailing slashes, the site's URL and each insight's last change", () => {
    const sitemaps = texts(parseXml(read("sitemap-index.xml")), "sitemap > loc").map(
      (loc) => new URL(loc).pathname,
    );
    const entries = sitemaps.flatMap((file) =>
      [...parseXml(read(file)).querySelectorAll("url")].map((url) => ({
        url: url.querySelector("loc")?.textContent,
        lastmod: url.querySelector("lastmod")?.textContent,
      })),
    );
    expect(entries.map((entry) => entry.url).sort()).toEqual(
      [...INDEXED, ...TOPIC_PAGES].map((page) => new URL(page.path, site.url).href).sort(),
    );
    for (const insight of INSIGHTS) {
      const entry = entries.find((e) => e.url === new URL(insight.path, site.url).href);
      // The day it last changed: the latest of published, updated and last reviewed.
      expect(entry?.lastmod?.slice(0, 10), insight.path).toBe(lastModified(insight));
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
      const head = builtDocument(builtFile(page.path)).head;
      const url = new URL(page.path, site.url).href;
      const image = new URL(site.shareImage, site.url).href;
      const value = (selector: string, attribute: "href" | "content") =>
        [...head.querySelectorAll(selector)].map((element) => element.getAttribute(attribute));
      expect(value('link[rel="canonical"]', "href")).toEqual([url]);
      expect(value('meta[property="og:url"]', "content")).toEqual([url]);
      expect(value('meta[property="og:title"]', "content")).toEqual([page.title]);
      expect(value('meta[property="og:image"]', "content")).toEqual([image]);
      expect(value('meta[name="twitter:card"]', "content")).toEqual(["summary_large_image"]);
      expect(value('meta[name="theme-color"]', "content")).toEqual([site.themeColor]);
      expect(value('link[rel="manifest"]', "href")).toHaveLength(1);
      expect(value('meta[name="robots"]', "content")).toEqual([]);
      const feedLinks = value('link[type="application/rss+xml"]', "href");
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
    const robots = builtDocument("404.html").head.querySelector('meta[name="robots"]');
    expect(robots?.getAttribute("content")).toBe("noindex");
  });
});

test.describe("CDN headers (public/_headers)", { tag: "@desktop" }, () => {
  // Headers are the server's answer alone: read over HTTP, with no page to render. (That the policy
  // blocks nothing the pages do is checked on every page in every-page.spec.ts.)
  test("sends the security headers on every page", async ({ request }) => {
    const samples = [INSIGHTS[0], TOPIC_PAGES[0]].map((page) => page.path);
    for (const route of [...PAGES.map((data) => data.path), ...samples, "/no-such-page/"]) {
      const response = await request.get(route);
      const headers = response.headers();
      // An unknown address is answered with 404.html, which carries the policy itself (only _headers' /*
      // rule matches such an address, and /* also reaches the editor at /admin/).
      const meta =
        parseHtml(await response.text())
          .querySelector('meta[http-equiv="Content-Security-Policy"]')
          ?.getAttribute("content") ?? undefined;
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
        new RegExp(`connect-src 'self' ${new URL(FORM_ENDPOINT).origin}(;|$)`),
      );
      expect(csp).toMatch(new RegExp(`frame-src ${new URL(site.map.embedUrl).origin}(;|$)`));
      expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8}/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toMatch(/camera=\(\)/);
    }
  });

  test("caches hashed assets for a year and revalidates HTML", async ({ page }) => {
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
    const image = await page.evaluate(
      // The banner's picture: its artwork or a photograph, both hashed under /static/.
      () => document.querySelector<HTMLImageElement>("main > * img")!.currentSrc,
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
      "/robots.txt",
      "/sitemap-index.xml",
      "/manifest.webmanifest",
    ]);
    const answer = async (origin: string, route: string) => {
      const response = await request.get(origin + route, { maxRedirects: 0 });
      const headers = Object.entries(response.headers())
        .filter(([name]) => !TRANSPORT_HEADERS.includes(name) && name !== DEV_SERVER_HEADER)
        // Each server names a file's content by a hash of its own (wrangler's is BLAKE3): that it names it is compared.
        .map(([name, value]) => [name, name === "etag" ? /^"\w+"$/.test(value) : value]);
      return { status: response.status(), headers: Object.fromEntries(headers.sort()) };
    };
    for (const route of sample) {
      expect(await answer(SITE_URL, route), route).toEqual(await answer(host.url, route));
    }
  });
});

test.describe("what the build deploys (public/)", { tag: "@desktop" }, () => {
  // One reading of public/ answers both of the first two tests.
  let report: ReturnType<typeof publicFilesReport>;
  test.beforeAll(() => {
    report = publicFilesReport({
      publicDir: PUBLIC_DIR,
      staticDir: path.join(ROOT, "static"),
      siteUrl: site.url,
      islands: readIslandFiles(ROOT),
    });
  });

  test("holds only what a page, the content editor or the host loads: none of Gatsby's runtime", () => {
    expect(report.unloaded).toEqual([]);
  });

  test("holds every file of the site that a page, its styles, the manifest or the sitemap names", () => {
    expect(report.missing).toEqual([]);
  });

  test("was built with the one stylesheet in every template's order of style modules (no webpack CSS order warning)", () => {
    expect(cssOrderWarnings(fs.readFileSync(BUILD_LOG, "utf8"))).toEqual([]);
  });

  test("holds no page with a NUL byte (React 18's stream writes them; the postbuild pass takes them out, plugins/cdn-deploy/inline-code.ts)", () => {
    const withNul = builtPages(PUBLIC_DIR).filter((file) =>
      fs.readFileSync(path.join(PUBLIC_DIR, file)).includes(0),
    );
    expect(withNul).toEqual([]);
  });

  // The Content-Security-Policy allows this code by hash; after a Gatsby upgrade that changes the
  // pages, this says what changed, instead of the build blaming the data.
  test("every page holds the build's own inline code, its own part of the stylesheet, and none of Gatsby's runtime markup", () => {
    const stylesheet = builtStylesheet(ROOT);
    for (const page of builtPages(PUBLIC_DIR)) {
      const html = read(page);
      const found = inlineCodeIn(html);
      expect(found.scripts, page).toEqual([REVEAL_BOOT_SCRIPT, SPECULATION_RULES]);
      expect(found.styles, page).toEqual([pageStyles(stylesheet, modulesInPage(html)), NO_SCRIPT_STYLES]);
      expect(found.styleAttributes, page).toEqual([]);
      const ids: string[] = [];
      const visit = (node: DefaultTreeAdapterMap["node"]) => {
        if ("attrs" in node) ids.push(...node.attrs.filter((a) => a.name === "id").map((a) => a.value));
        if ("childNodes" in node) node.childNodes.forEach(visit);
      };
      visit(parse(html));
      expect(
        ids.filter((id) => ["___gatsby", "gatsby-focus-wrapper", "gatsby-announcer"].includes(id)),
        page,
      ).toEqual([]);
    }
  });
});
