/**
 * Browser tests: Playwright Test against the production build as the CDN
 * serves it (tests/support/site-server.ts: Cloudflare Pages' routes and public/_headers),
 * in Debian's Chromium (its headless shell); tests tagged @host also run it under `wrangler pages
 * dev`, the host's runtime, for the sign-in functions. `npx playwright test`
 * builds first when public/ is missing or stale (tests/support/serve-site.ts);
 * the HTML report lands in test-results/report.
 */
import { defineConfig } from "@playwright/test";

import {
  CHROMIUM_FLAGS,
  DESKTOP,
  FORM_CONTROL_URL,
  GITHUB_SIGN_IN,
  LOCAL_ONLY,
  PHONE,
  PORTS,
  SITE_URL,
} from "./tests/support/site";
import { testBrowser } from "./tests/support/test-browser";

/**
 * Tags that pin a test to a project: a test written for one screen runs in that
 * project only; `@form-service` tests share the one stand-in service, so they
 * run one at a time in a project of their own (they set their screen themselves),
 * and so do `@host` tests, which share wrangler's one port.
 */
const pinnedElsewhere = (project: string) =>
  new RegExp(
    ["@phone", "@desktop", "@no-javascript", "@reduced-motion", "@form-service", "@host"]
      .filter((tag) => tag !== `@${project}`)
      .join("|"),
  );

export default defineConfig({
  testDir: "tests/browser",
  testMatch: "**/*.spec.ts",
  globalSetup: "./tests/support/global-setup.ts",
  outputDir: "test-results/artifacts",
  reporter: [
    ["list"],
    ["html", { outputFolder: "test-results/report", open: "never" }],
    ["json", { outputFile: "test-results/browser.json" }],
  ],
  retries: 0,
  // Three on two cores: they keep both busy while each waits on the browser (3.7 → 3.0 min for the
  // suite here). Under that load a readiness check's first answer was once undone as its island
  // started; the loader now makes such a choice again (src/islands/loader.ts, and its held-script test).
  workers: 3,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  use: {
    baseURL: SITE_URL,
    browserName: "chromium",
    // Names other than this machine's do not resolve, so no test reaches the internet (the map frame
    // fails to load, as on a network that blocks it), with no request routed through the test runner,
    // which would turn the browser's cache off.
    launchOptions: { executablePath: testBrowser(), args: [...CHROMIUM_FLAGS, LOCAL_ONLY] },
    // Recording a trace (a screencast and a DOM snapshot per step) costs every test a sixth of its time,
    // passing or not; to debug a failure, run again with \`--trace retain-on-failure\`.
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    // First: its tests run one at a time beside the others (a project limited to one worker still lets
    // the other take other projects' tests), rather than alone at the end with a core to spare.
    {
      name: "form-service",
      use: { viewport: DESKTOP },
      grep: /@form-service/,
      fullyParallel: false,
      workers: 1,
    },
    {
      name: "phone",
      use: { viewport: PHONE, hasTouch: true },
      grepInvert: pinnedElsewhere("phone"),
    },
    {
      name: "desktop",
      use: { viewport: DESKTOP },
      grepInvert: pinnedElsewhere("desktop"),
    },
    {
      name: "host",
      use: { viewport: DESKTOP },
      grep: /@host/,
      fullyParallel: false,
      workers: 1,
    },
    { name: "reduced-motion", use: { viewport: DESKTOP, reducedMotion: "reduce" }, grep: /@reduced-motion/ },
    { name: "no-javascript", use: { viewport: DESKTOP, javaScriptEnabled: false }, grep: /@no-javascript/ },
  ],
  webServer: [
    {
      command: `node tests/support/form-stand-in.mjs ${PORTS.form} ${PORTS.formControl}`,
      url: `${FORM_CONTROL_URL}/received`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command: `node tests/support/github-stand-in.mjs ${PORTS.github}`,
      url: `${GITHUB_SIGN_IN.origin}/received`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      // Builds first when needed (a few minutes on a busy machine), then serves public/.
      command: "node --import tsx tests/support/serve-site.ts",
      url: `${SITE_URL}/`,
      reuseExistingServer: false,
      timeout: 15 * 60_000,
    },
  ],
});
