/**
 * The content editor as deployed: /admin/ in the production build, served
 * as Cloudflare Pages serves it (wrangler pages dev applies public/_headers
 * by Cloudflare's rules), with its own Content-Security-Policy, out of search
 * engines' reach (that visitors' pages load nothing of it: every-page.spec.ts).
 */
import fs from "node:fs";
import path from "node:path";

import { expect, test } from "../support/fixtures";
import { PAGES, PUBLIC_DIR } from "../support/site";

const EDITOR = "/admin/";

/** How many policies a Content-Security-Policy header holds (Cloudflare joins two rules' values with ", "). */
const policyCount = (csp: string | undefined) => (csp?.match(/(^|, )default-src /g) ?? []).length;

declare global {
  interface Window {
    violations: string[];
  }
}

test.describe("the content editor as the CDN serves it", () => {
  test(
    "every public page carries exactly one policy, the strict one",
    { tag: "@desktop" },
    async ({ request }) => {
      for (const page of PAGES) {
        const csp = (await request.get(page.path)).headers()["content-security-policy"];
        expect(policyCount(csp), page.path).toBe(1);
        expect(csp, page.path).toMatch(/script-src 'self' 'sha256-/);
        expect(csp, page.path).not.toMatch(/unsafe-inline|unsafe-eval/);
      }
    },
  );

  test(
    "/admin/ carries only the editor's policy, is kept out of search results and revalidated",
    { tag: "@desktop" },
    async ({ request }) => {
      for (const route of [EDITOR, `${EDITOR}cms.js`, `${EDITOR}decap-cms-app.js`]) {
        const headers = (await request.get(route)).headers();
        const csp = headers["content-security-policy"];
        expect(policyCount(csp), `${route}: one policy, not the public one joined to it`).toBe(1);
        // The editor compiles its validation code as it runs (ajv), and styles its components in the browser.
        expect(csp, route).toMatch(/script-src 'self' 'unsafe-eval';/);
        expect(csp, route).toMatch(/style-src 'self' 'unsafe-inline';/);
        expect(csp, route).toMatch(/connect-src 'self' https:\/\/api\.github\.com/);
        expect(csp, route).not.toMatch(/sha256/);
        expect(headers["x-robots-tag"], route).toBe("noindex, nofollow");
        expect(headers["cache-control"], route).toBe("public, max-age=0, must-revalidate");
        expect(headers["x-frame-options"], route).toBe("DENY");
      }
      const html = fs.readFileSync(path.join(PUBLIC_DIR, "admin/index.html"), "utf8");
      expect(html).toMatch(/<meta name="robots" content="none">/);
    },
  );

  test(
    "the editor starts under its policy, blocked in nothing, and offers to sign in",
    { tag: "@desktop" },
    async ({ page, context }) => {
      await context.addInitScript(() => {
        window.violations = [];
        document.addEventListener("securitypolicyviolation", (event) =>
          window.violations.push(`${event.violatedDirective}: ${event.blockedURI}`),
        );
      });
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(EDITOR);
      // The editor is a large script: on a busy machine it takes a while to start.
      await expect(page.getByRole("button", { name: "Login with GitHub" })).toBeVisible({ timeout: 30_000 });
      expect(await page.evaluate(() => window.violations)).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  test(
    "no source map of the editor is deployed, and the sitemap does not list it",
    { tag: "@desktop" },
    () => {
      const editorFiles = fs.readdirSync(path.join(PUBLIC_DIR, "admin"));
      expect(editorFiles).toContain("decap-cms-app.js");
      expect(editorFiles.filter((file) => file.endsWith(".map"))).toEqual([]);
      const sitemaps = fs.readdirSync(PUBLIC_DIR).filter((file) => /^sitemap.*\.xml$/.test(file));
      for (const file of sitemaps) {
        expect(fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8"), file).not.toMatch(/\/admin/);
      }
    },
  );
});
