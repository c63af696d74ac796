/**
 * Takes full-page screenshots of every route at phone and desktop widths from
 * the production build (run `npm run build` first) into test-results/screens/.
 * Usage: node scripts/screenshots.mjs [route ...]
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { launchBrowser, newLocalContext, scrollThrough } from "../tests/lib/browser.mjs";
import { startStaticServer } from "../tests/lib/static-server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ROUTES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      "/",
      "/aboutus/",
      "/gmpaudits/",
      "/qualityconsulting/",
      "/computersystemvalidations/",
      "/training/",
      "/regulatoryaffairs/",
      "/contactus/",
    ];
const WIDTHS = [375, 1280];
const out = path.join(root, "test-results/screens");
fs.mkdirSync(out, { recursive: true });

const server = await startStaticServer({ root: path.join(root, "public") });
const browser = await launchBrowser();
try {
  for (const width of WIDTHS) {
    const context = await newLocalContext(browser, { viewport: { width, height: width < 768 ? 740 : 800 } });
    const page = await context.newPage();
    for (const route of ROUTES) {
      await page.goto(server.url + route, { waitUntil: "networkidle" });
      await scrollThrough(page);
      await page.waitForTimeout(2500);
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
