/**
 * `npm run test:build`: the slow tests that build or run a changed copy of the
 * project (tests/build), on Playwright Test like the browser tests. One at a
 * time: each build uses both cores. Each file serves its own copy, so no web
 * server is started here. Report: test-results/build-report, JSON
 * test-results/build.json (counted by `npm test`).
 */
import { defineConfig } from "@playwright/test";

import { CHROMIUM_FLAGS, CHROMIUM_PATH, DESKTOP } from "./tests/support/site";

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
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // A cold build takes 80 to 100 s here, several minutes on a busy machine; a test may build twice.
  timeout: 12 * 60_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: "chromium",
    viewport: DESKTOP,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
});
