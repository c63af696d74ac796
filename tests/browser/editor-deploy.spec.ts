/**
 * The content editor as deployed: /admin/ in the production build, served
 * as Cloudflare Pages serves it (public/_headers applied by the host's rules:
 * tests/support/site-server.ts), with its own Content-Security-Policy, out of search engines' reach
 * (that visitors' pages load nothing of it: every-page.spec.ts), and signing
 * in with GitHub through the site's own functions, which only the host runs
 * (@host: wrangler pages dev, against the stand-in for GitHub's OAuth pages).
 */
import fs from "node:fs";
import path from "node:path";

import type { Route } from "@playwright/test";

import { expect, test } from "../support/fixtures";
import { GITHUB_SIGN_IN, INDEXED, PUBLIC_DIR, ROOT, site } from "../support/site";
import { builtDocument, parseHtml } from "../support/static-html";

const EDITOR = "/admin/";

/** How many policies a Content-Security-Policy header holds (Cloudflare joins two rules' values with ", "). */
const policyCount = (csp: string | undefined) => (csp?.match(/(^|, )default-src /g) ?? []).length;

declare global {
  interface Window {
    violations: string[];
    messages: string[];
  }
}

test.describe("the content editor as the CDN serves it", () => {
  test(
    "every public page, each article too, carries exactly one policy, the strict one",
    { tag: "@desktop" },
    async ({ request }) => {
      for (const page of INDEXED) {
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
      const robots = builtDocument("admin/index.html").head.querySelector('meta[name="robots"]');
      expect(robots?.getAttribute("content")).toBe("none");
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
      // The firm's, not Decap's: its name in the tab, its mark as the icon, its wordmark on the sign-in.
      await expect(page).toHaveTitle(`${site.name}: content editor`);
      expect(await page.locator('link[rel="icon"]').getAttribute("href")).toMatch(/\.svg$/);
      const wordmark = page.locator(`img[src="${site.wordmark}"]`);
      await expect(wordmark).toBeVisible();
      expect(await wordmark.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
        true,
      );
      // Drawn large enough to read, centred over the button.
      const logo = (await wordmark.boundingBox())!;
      const button = (await page.getByRole("button", { name: "Login with GitHub" }).boundingBox())!;
      expect(logo.width).toBeGreaterThanOrEqual(240);
      expect(Math.abs(logo.x + logo.width / 2 - (button.x + button.width / 2))).toBeLessThan(2);
      expect(await page.evaluate(() => window.violations)).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  test(
    "Login with GitHub runs the handshake through the site's own functions and signs the editor in",
    { tag: "@host" },
    async ({ page, context, host }) => {
      const backend = JSON.parse(fs.readFileSync(path.join(ROOT, "src/cms/backend.json"), "utf8"));
      // GitHub's API as the signed-in editor's token sees it: the editor and the repository it may write to.
      const apiCalls: { path: string; authorization: string }[] = [];
      await context.route("https://api.github.com/**", (route: Route) => {
        const url = new URL(route.request().url());
        apiCalls.push({ path: url.pathname, authorization: route.request().headers().authorization ?? "" });
        const answers: Record<string, unknown> = {
          "/user": { login: "editor-one", name: "Editor One", avatar_url: "" },
          [`/repos/${backend.repo}`]: {
            full_name: backend.repo,
            name: backend.repo.split("/")[1],
            owner: { login: backend.repo.split("/")[0] },
            permissions: { admin: false, push: true, pull: true },
          },
        };
        const json = answers[url.pathname];
        return route.fulfill(json ? { json } : { status: 404, json: { message: "Not Found" } });
      });
      // What the login route set, seen on its way to the sign-in window.
      const stateCookies: string[] = [];
      context.on("response", async (response) => {
        if (new URL(response.url()).pathname !== "/oauth/login") return;
        const setCookie = await response.headerValue("set-cookie");
        if (setCookie) stateCookies.push(setCookie);
      });
      await page.goto(host.url + EDITOR);
      const login = page.getByRole("button", { name: "Login with GitHub" });
      await expect(login).toBeVisible({ timeout: 30_000 });
      const [popup] = await Promise.all([page.waitForEvent("popup"), login.click()]);
      // The window goes to /oauth/login, GitHub's (stand-in) authorize page, /oauth/callback, and closes
      // once it has handed the token over: it may be closed already by the time the opener has it.
      if (!popup.isClosed()) await popup.waitForEvent("close", { timeout: 20_000 });
      await expect(login).toBeHidden();
      await expect(page.getByRole("link", { name: "Workflow" })).toBeVisible();
      // The header is the firm's too: its wordmark at the left, before Contents, Workflow and Media.
      const header = await page.locator("header").evaluate((element) => {
        const content = element.querySelector('[class*="-AppHeaderContent"]');
        const mark = content && getComputedStyle(content, "::before");
        return {
          image: mark?.backgroundImage ?? "",
          width: Number.parseFloat(mark?.width ?? "0"),
          right: content ? content.getBoundingClientRect().left + Number.parseFloat(mark?.width ?? "0") : 0,
          nav: element.querySelector("nav")?.getBoundingClientRect().left ?? 0,
        };
      });
      expect(header.image).toContain(site.wordmark);
      expect(header.width).toBeGreaterThanOrEqual(100);
      expect(header.nav).toBeGreaterThan(header.right);
      expect(apiCalls.find((call) => call.path === "/user")?.authorization).toBe(
        `token ${GITHUB_SIGN_IN.token}`,
      );

      const received: { endpoint: string; query?: Record<string, string>; body?: Record<string, string> }[] =
        await (await fetch(`${GITHUB_SIGN_IN.origin}/received`)).json();
      // Other tests sign in beside this one: this sign-in's request to GitHub is the one with its state.
      const state = /^decap_oauth_state=([^;]+);/.exec(stateCookies[0] ?? "")?.[1];
      const authorize = received.find(
        (request) => request.endpoint === "authorize" && request.query?.state === state,
      )?.query;
      expect(authorize).toMatchObject({
        client_id: GITHUB_SIGN_IN.clientId,
        scope: "repo",
        redirect_uri: `${new URL(page.url()).origin}/oauth/callback`,
      });
      // The state went out in a Secure, HttpOnly, SameSite=Lax cookie, and came back to be checked.
      expect(stateCookies[0]).toBe(
        `decap_oauth_state=${authorize?.state}; Path=/oauth/; Max-Age=600; Secure; HttpOnly; SameSite=Lax`,
      );
      expect(received.filter((request) => request.endpoint === "access_token").at(-1)?.body).toMatchObject({
        client_id: GITHUB_SIGN_IN.clientId,
        client_secret: "(sent)",
      });
    },
  );

  test(
    "the sign-in routes are never cached and refuse a callback whose state was not issued here",
    { tag: "@host" },
    async ({ request, host }) => {
      const login = await request.get(`${host.url}/oauth/login?provider=github&scope=repo`, {
        maxRedirects: 0,
      });
      expect(login.status()).toBe(302);
      expect(login.headers()["cache-control"]).toBe("no-store");
      expect(login.headers().location).toMatch(
        new RegExp(`^${GITHUB_SIGN_IN.origin}/login/oauth/authorize\\?`),
      );
      const forged = await request.get(`${host.url}/oauth/callback?code=stolen&state=forged`);
      expect(forged.status()).toBe(400);
      expect(forged.headers()["cache-control"]).toBe("no-store");
      expect(parseHtml(await forged.text()).querySelector("h1")?.textContent).toBe(
        "This sign-in could not be checked",
      );
    },
  );

  test(
    "a window of another site that starts the sign-in gets no token",
    { tag: "@host" },
    async ({ page, host }) => {
      // Another origin (the stand-in's), opening the site's sign-in as Decap would, listening for messages.
      await page.goto(`${GITHUB_SIGN_IN.origin}/received`);
      await page.evaluate(() => {
        window.messages = [];
        window.addEventListener("message", (event) => window.messages.push(String(event.data)));
      });
      const [popup] = await Promise.all([
        page.waitForEvent("popup"),
        page.evaluate((site) => void window.open(`${site}/oauth/login?provider=github&scope=repo`), host.url),
      ]);
      // The sign-in went through: the callback's page is the hand-over page, and its script has run.
      await expect(popup.getByRole("heading", { name: "Signing in to the editor" })).toBeVisible();
      await popup.waitForLoadState("load");
      // Messages arrive in order: once this one is in, anything the hand-over sent would be too.
      await popup.evaluate(() => window.opener.postMessage("sentinel", "*"));
      await expect.poll(() => page.evaluate(() => window.messages)).toEqual(["sentinel"]);
    },
  );

  test("the functions stay out of the built files: no function code, no secret", { tag: "@desktop" }, () => {
    const files = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((entry) =>
          entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
        );
    const built = files(PUBLIC_DIR);
    expect(built.filter((file) => /\/(functions|oauth)(\/|$)|_worker\.js$/.test(file))).toEqual([]);
    for (const file of built.filter((name) => /\.(html|js|json|css|txt|xml)$|_headers$/.test(name))) {
      const text = fs.readFileSync(file, "utf8");
      // Marks of the functions' code: their cookie, their secret's name, the hand-over's first message.
      for (const mark of ["decap_oauth_state", "GITHUB_CLIENT_SECRET", "authorizing:github"])
        expect(text.includes(mark), `${path.relative(PUBLIC_DIR, file)} holds ${mark}`).toBe(false);
    }
  });

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

  test(
    "Decap CMS's script is its package's own, minified there, with the licence notices it names beside it",
    { tag: "@desktop" },
    () => {
      const dist = path.join(path.dirname(require.resolve("decap-cms-app/package.json")), "dist");
      for (const file of ["decap-cms-app.js", "decap-cms-app.js.LICENSE.txt"]) {
        const built = fs.readFileSync(path.join(PUBLIC_DIR, "admin", file));
        expect(built.equals(fs.readFileSync(path.join(dist, file))), `admin/${file}`).toBe(true);
      }
    },
  );
});
