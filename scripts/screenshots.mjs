/**
 * `npm run screenshots [route ...]`: full-page screenshots of every route (or
 * the ones named) at phone and desktop widths, with reduced motion so every
 * section is in view, into test-results/screens/. Photographs the build in
 * public/ (run `npm run build` first) as the CDN serves it.
 */
import fs from "node:fs";
import path from "node:path";

import { chromium } from "playwright-core";

import { keepLocal, scrollThrough } from "../tests/support/fixtures.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, PAGES, PORTS, PUBLIC_DIR, ROOT } from "../tests/support/site.ts";
import { startSite } from "../tests/support/site-server.ts";

const routes = process.argv.length > 2 ? process.argv.slice(2) : PAGES.map((page) => page.path);
const WIDTHS = [375, 1280];
const out = path.join(ROOT, "test-results/screens");
fs.mkdirSync(out, { recursive: true });

const server = await startSite({ root: PUBLIC_DIR, port: PORTS.scripts });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ["--headless", ...CHROMIUM_FLAGS],
});
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width, height: width < 768 ? 740 : 800 },
      reducedMotion: "reduce",
    });
    await keepLocal(context);
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(server.url + route, { waitUntil: "networkidle" });
      // Brings every lazily loaded picture in, then waits for it.
      await scrollThrough(page);
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      const name = `${route.replace(/\//g, "") || "home"}-${width}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage: true });
      console.log(name);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
