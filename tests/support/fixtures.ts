/**
 * Playwright Test with what every browser test here shares: the page's
 * problems collected and the stand-in form service. (No traffic leaves this
 * machine: playwright.config.ts lets Chromium resolve only local names.)
 */
import path from "node:path";

import { expect, test as base, type BrowserContext, type Locator, type Page } from "@playwright/test";

import { FORM_CONTROL_URL, GITHUB_SIGN_IN, PORTS, PUBLIC_DIR, ROOT } from "./site";
import { startWrangler } from "./wrangler";

const isLocal = (url: string) => /^(http:\/\/(127\.0\.0\.1|localhost)[:/]|data:|blob:|about:)/.test(url);

/**
 * Answers every request not for this machine with an empty page, where a failed look-up would not do:
 * for the editor test's page and for a test that needs the map's frame loaded. It routes every
 * request through the test runner, which turns the browser's cache off, so no other test uses it.
 */
export const keepLocal = (context: BrowserContext) =>
  context.route(
    (url) => !isLocal(url.href),
    (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html",
        body: "<!doctype html><title>Offline stand-in</title>",
      }),
  );

export type FormScenario = "success" | "refused" | "failure" | "server-error" | "html";

/** What the stand-in received for one submission. */
export type Received = {
  method: string;
  path: string;
  contentType: string;
  fields: Record<string, string>;
};

const control = async (method: "GET" | "POST", route: string, body?: unknown) => {
  const response = await fetch(FORM_CONTROL_URL + route, {
    method,
    headers: body ? { "Content-Type": "application/json" } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`form stand-in ${method} ${route}: HTTP ${response.status}`);
  return response.json();
};

/** The stand-in form service (tests/support/form-stand-in.mjs), driven over its control port. */
export const formService = {
  answer: (scenario: FormScenario, { delayMs = 0 } = {}) => control("POST", "/answer", { scenario, delayMs }),
  received: (): Promise<Received[]> => control("GET", "/received"),
  /** Sends the browser's redirect to `from` (an origin) on to the same path at `to` instead. */
  forward: (from: string, to: string) => control("POST", "/forward", { from, to }),
  reset: () => control("POST", "/reset"),
  /** Closes the service's port: the browser's request is refused, as by a service that is down. */
  stop: () => control("POST", "/stop"),
  start: () => control("POST", "/start"),
};

type Fixtures = {
  /** Console errors, page errors and HTTP errors of `page`, as readable lines. */
  problems: string[];
  /** The stand-in form service, reset to answer success before the test. */
  formService: typeof formService;
};

type WorkerFixtures = {
  /**
   * The build as the host serves it, functions/ included (the editor's sign-in, against the stand-in
   * for GitHub): `wrangler pages dev`, one per worker, for tests tagged @host.
   */
  host: { url: string };
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("response", (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    await use(problems);
  },
  formService: async ({}, use) => {
    await formService.start();
    await formService.reset();
    await use(formService);
  },
  host: [
    async ({}, use) => {
      const server = await startWrangler({
        root: PUBLIC_DIR,
        port: PORTS.host,
        functions: {
          dir: path.join(ROOT, "functions"),
          env: {
            GITHUB_CLIENT_ID: GITHUB_SIGN_IN.clientId,
            GITHUB_CLIENT_SECRET: GITHUB_SIGN_IN.clientSecret,
            GITHUB_OAUTH_TEST_ORIGIN: GITHUB_SIGN_IN.origin,
          },
        },
      });
      await use({ url: server.url });
      await server.close();
    },
    // Wrangler takes several seconds to start on a busy machine.
    { scope: "worker", timeout: 90_000 },
  ],
});

export { expect };

/**
 * Scrolls to the bottom half a screen at a time, as a reader does, so every scroll-triggered section
 * reveals and every lazy image and frame comes near the viewport: each step is rendered (two frames)
 * before the next, all in one call into the page.
 */
export const scrollThrough = (page: Page) =>
  page.evaluate(async () => {
    // No function is declared in here: tsx (which runs scripts/screenshots.mjs) names each one through a
    // helper that exists only in Node, and the page would throw "__name is not defined".
    const step = Math.max(200, Math.floor(window.innerHeight / 2));
    for (let y = step; ; y += step) {
      const end = y >= document.documentElement.scrollHeight;
      window.scrollTo({ top: end ? document.documentElement.scrollHeight : y, behavior: "instant" });
      for (let frame = 0; frame < 2; frame++) await new Promise((done) => requestAnimationFrame(done));
      if (end) break;
    }
  });

/** Lets the page render two more frames: scroll and animation events already under way are delivered by then. */
export const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/**
 * Waits until the page's script has taken over the page (it has started the reveals, and the menus
 * with them): src/islands/site.ts in a build.
 */
export const appStarted = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => (window as { __revealStarted?: boolean }).__revealStarted === true), {
      message: "the site's script has started",
    })
    .toBe(true);

/** Once the folds script has given a phone fold its state: a tap on its title if it is closed. */
const tappedOpen = async (fold: Locator) => {
  await expect(fold).toHaveAttribute("data-fold-set", "");
  if (!(await fold.evaluate((details: HTMLDetailsElement) => details.open)))
    await fold.locator("summary").click();
};

/**
 * Opens a section folded behind its heading on a phone (a disclosure the folds script has closed), with
 * a tap on its heading as a visitor does; a section that is not folded, or is open, is left as it is.
 */
export const openedFold = async (page: Page, sectionId: string) => {
  const fold = page.locator(`#${sectionId} details[data-fold]`).first();
  if ((await fold.count()) === 0) return;
  await tappedOpen(fold);
};

/**
 * Opens the footer's link columns, each folded behind its title on a phone, with a tap on each title as
 * a visitor does; from 768 px they show open and are left as they are.
 */
export const openedFooterLinks = async (page: Page) => {
  for (const fold of await page.getByRole("contentinfo").locator("details[data-fold]").all())
    await tappedOpen(fold);
};
