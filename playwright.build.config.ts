/**
 * `npm run test:build`: the slow tests that build or run a changed copy of the
 * project (tests/build), on Playwright Test like the browser tests. Each file
 * serves its own copy, so no web server is started here. Report: test-results/build-report, JSON
 * test-results/build.json (counted by `npm test`).
 */
import { defineConfig } from "@playwright/test";

import { CHROMIUM_FLAGS, DESKTOP, LOCAL_ONLY } from "./tests/support/site";
import { testBrowser } from "./tests/support/test-browser";

export default defineConfig({
  testDir: "tests/build",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results/build-artifacts",
  reporter: [
    ["list"],
    ["html", { outputFolder: "test-results/build-report", open: "never" }],
    ["json", { outputFile: "test-results/build.json" }],
  ],
  retries: 0,
  // Two files at a time (each file's tests in order, on its one copy): the editor's develop server waits
  // on the browser while another file builds. Files start in name order: the two longest, data-as-text
  // and editor, side by side, then refuses-broken-data (seconds) on the first worker free.
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // A cold build takes 80 to 100 s here, several minutes on a busy machine; a test may build twice.
  timeout: 12 * 60_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: "chromium",
    viewport: DESKTOP,
    // As in playwright.config.ts: Chromium resolves no name but this machine's.
    launchOptions: { executablePath: testBrowser(), args: [...CHROMIUM_FLAGS, LOCAL_ONLY] },
    // Recording a trace (a screencast and a DOM snapshot per step) costs every test a sixth of its time,
    // passing or not; to debug a failure, run again with \`--trace retain-on-failure\`.
    trace: "off",
    screenshot: "only-on-failure",
  },
});
