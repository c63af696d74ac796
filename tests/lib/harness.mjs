/**
 * One static server and one Chromium per test file, started before its tests
 * and closed after them.
 */
import { after, before } from "node:test";

import { launchBrowser, newLocalContext } from "./browser.mjs";
import { PUBLIC_DIR } from "./site.mjs";
import { startStaticServer } from "./static-server.mjs";

export const useSite = () => {
  const state = { url: "", browser: null, server: null };
  before(async () => {
    state.server = await startStaticServer({ root: PUBLIC_DIR });
    state.url = state.server.url;
    state.browser = await launchBrowser();
  });
  after(async () => {
    await state.browser?.close();
    await state.server?.close();
  });
  /**
   * A fresh page; console errors and failed requests are collected in `problems`.
   * @param {import("playwright-core").BrowserContextOptions} options
   */
  state.open = async (route, options = {}) => {
    const context = await newLocalContext(state.browser, options);
    const page = await context.newPage();
    const problems = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("response", (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    const response = await page.goto(state.url + route, { waitUntil: "networkidle" });
    return { page, context, response, problems };
  };
  return state;
};
