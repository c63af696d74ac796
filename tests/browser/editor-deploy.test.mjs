/**
 * The content editor as deployed: /admin/ in the production build, served
 * as Cloudflare Pages serves it (wrangler pages dev applies public/_headers
 * by Cloudflare's rules), with its own Content-Security-Policy, out of search
 * engines' reach, and nothing of it in visitors' pages.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";

import { launchBrowser, newLocalContext } from "../lib/browser.mjs";
import { PAGES, PUBLIC_DIR } from "../lib/site.mjs";
import { startWrangler } from "../lib/wrangler.mjs";

const EDITOR = "/admin/";
let server;
let browser;

before(async () => {
  server = await startWrangler({ root: PUBLIC_DIR, port: 8788 });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

const headersOf = async (route) => (await fetch(server.url + route)).headers;

/** How many policies a Content-Security-Policy header holds (Cloudflare joins two rules' values with ", "). */
const policyCount = (csp) => (csp?.match(/(^|, )default-src /g) ?? []).length;

describe("the content editor as the CDN serves it", () => {
  it("every public page carries exactly one policy, the strict one", async () => {
    for (const page of PAGES) {
      const csp = (await headersOf(page.path)).get("content-security-policy");
      assert.equal(policyCount(csp), 1, page.path);
      assert.match(csp, /script-src 'self' 'sha256-/, page.path);
      assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/, page.path);
    }
  });

  it("/admin/ carries only the editor's policy, is kept out of search results and revalidated", async () => {
    for (const route of [EDITOR, `${EDITOR}cms.js`, `${EDITOR}decap-cms-app.js`]) {
      const headers = await headersOf(route);
      const csp = headers.get("content-security-policy");
      assert.equal(policyCount(csp), 1, `${route}: one policy, not the public one joined to it`);
      // The editor compiles its validation code as it runs (ajv), and styles its components in the browser.
      assert.match(csp, /script-src 'self' 'unsafe-eval';/, route);
      assert.match(csp, /style-src 'self' 'unsafe-inline';/, route);
      assert.match(csp, /connect-src 'self' https:\/\/api\.github\.com/, route);
      assert.doesNotMatch(csp, /sha256/, route);
      assert.equal(headers.get("x-robots-tag"), "noindex, nofollow", route);
      assert.equal(headers.get("cache-control"), "public, max-age=0, must-revalidate", route);
      assert.equal(headers.get("x-frame-options"), "DENY", route);
    }
    const html = fs.readFileSync(path.join(PUBLIC_DIR, "admin/index.html"), "utf8");
    assert.match(html, /<meta name="robots" content="none">/);
  });

  it("the editor starts under its policy, blocked in nothing, and offers to sign in", async () => {
    const context = await newLocalContext(browser, { viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => {
      window.__violations = [];
      document.addEventListener("securitypolicyviolation", (event) =>
        window.__violations.push(`${event.violatedDirective}: ${event.blockedURI}`),
      );
    });
    const page = await context.newPage();
    const errors = [];
    page.on("pageerror", (error) => errors.push(error.message));
    try {
      await page.goto(server.url + EDITOR);
      await page.getByRole("button", { name: "Login with GitHub" }).waitFor({ timeout: 30_000 });
      assert.deepEqual(await page.evaluate(() => window.__violations), []);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it("no source map of the editor is deployed, and the sitemap does not list it", () => {
    const editorFiles = fs.readdirSync(path.join(PUBLIC_DIR, "admin"));
    assert.ok(editorFiles.includes("decap-cms-app.js"));
    assert.deepEqual(
      editorFiles.filter((file) => file.endsWith(".map")),
      [],
    );
    const sitemaps = fs.readdirSync(PUBLIC_DIR).filter((file) => /^sitemap.*\.xml$/.test(file));
    for (const file of sitemaps) {
      assert.doesNotMatch(fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8"), /\/admin/, file);
    }
  });

  it("visitors' pages load nothing of the editor", async () => {
    const context = await newLocalContext(browser, { viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const requests = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    try {
      for (const data of PAGES) {
        await page.goto(server.url + data.path, { waitUntil: "networkidle" });
        const html = fs.readFileSync(path.join(PUBLIC_DIR, data.path, "index.html"), "utf8");
        assert.doesNotMatch(html, /\/admin\/|decap/i, data.path);
      }
      assert.deepEqual(
        requests.filter((pathname) => pathname.startsWith(EDITOR) || /decap|cms\.js/.test(pathname)),
        [],
      );
      const scripts = requests.filter((pathname) => pathname.endsWith(".js"));
      for (const script of new Set(scripts)) {
        const code = fs.readFileSync(path.join(PUBLIC_DIR, script), "utf8");
        assert.doesNotMatch(code, /decap|netlify-identity|registerPreviewTemplate|src\/cms/i, script);
      }
    } finally {
      await context.close();
    }
  });
});
