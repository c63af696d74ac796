/**
 * Text in a data file never runs as code. A copy of the project gets markup
 * and script in every page's title, description and hero title, in a home
 * card's text and in the site's street address (which every page's JSON-LD
 * carries); its build must show that text literally on every page, run none
 * of it (checked with the Content-Security-Policy bypassed, so the escaping
 * alone is proven), keep every page readable without JavaScript, and publish
 * no hash for it. Then the copy's JSON-LD is written unescaped, as it once
 * was: the build must stop, naming the pages, and leave no _headers behind.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";

import { launchBrowser, newLocalContext } from "../lib/browser.mjs";
import { htmlErrors } from "../lib/html-checker.mjs";
import { buildProject, copyProject } from "../lib/project-copy.mjs";
import { NOT_FOUND, PAGES, site } from "../lib/site.mjs";
import { startStaticServer } from "../lib/static-server.mjs";

/** A cold build here takes 80 to 100 s. */
const BUILD_TIMEOUT_MS = 300_000;

/** What injected code would do: leave a mark naming the field it came from. */
const injected = (field) => `window.__injected=(window.__injected||[]).concat("${field}")`;

/** One value holding every hostile form: script break-out, comment opener, event handler, quote, U+2028. */
const hostile = (field) =>
  `${field}: </script><script>${injected(field)}</script> <!-- <img src=x onerror='${injected(field)}'> "quoted" \u2028 end`;

const ROUTES = [...PAGES, NOT_FOUND].map((page) => page.path);

const editJson = (dir, file, change) => {
  const target = path.join(dir, file);
  const value = JSON.parse(fs.readFileSync(target, "utf8"));
  change(value);
  fs.writeFileSync(target, `${JSON.stringify(value, null, 2)}\n`);
};

describe("gatsby build with markup and script in the data files", () => {
  let dir;
  let build;
  let server;
  let browser;

  before(async () => {
    dir = copyProject("gmp-hostile-text-");
    for (const file of fs.readdirSync(path.join(dir, "data/pages"))) {
      editJson(dir, `data/pages/${file}`, (page) => {
        page.title = hostile("title");
        page.description = hostile("description");
        page.hero.title = hostile("hero");
        if (page.path === "/") page.sections[0].cards[0].text = hostile("card");
      });
    }
    editJson(dir, "data/site.json", (data) => (data.address.street = hostile("street")));
    build = buildProject(dir, BUILD_TIMEOUT_MS);
    assert.equal(build.status, 0, build.output);
    server = await startStaticServer({ root: path.join(dir, "public") });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it("shows the text literally on every page and runs none of it, even with the CSP bypassed", async () => {
    const context = await newLocalContext(browser, { bypassCSP: true });
    const page = await context.newPage();
    const dialogs = [];
    page.on("dialog", (dialog) => dialogs.push(dialog.message()) && dialog.dismiss());
    for (const route of ROUTES) {
      await page.goto(server.url + route, { waitUntil: "networkidle" });
      const seen = await page.evaluate(() => ({
        injected: window.__injected ?? [],
        title: document.title,
        h1: document.querySelector("h1")?.textContent,
        description: document.querySelector('meta[name="description"]')?.getAttribute("content"),
        jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
          (s) => s.textContent,
        ),
        scripts: document.querySelectorAll("script:not([src]):not([type])").length,
        images: document.querySelectorAll("img[onerror], [onerror]").length,
      }));
      assert.deepEqual(seen.injected, [], `${route}: no injected code ran`);
      assert.equal(seen.title, hostile("title"), `${route}: the browser title is the text itself`);
      assert.equal(seen.h1, hostile("hero"), `${route}: the hero title shows the text as characters`);
      assert.equal(seen.description, hostile("description"), `${route}: the description is the text itself`);
      assert.equal(seen.jsonLd.length, 1, `${route}: one JSON-LD block`);
      const organization = JSON.parse(seen.jsonLd[0])["@graph"].find(
        (node) => node["@type"] === "ProfessionalService",
      );
      assert.equal(
        organization.address.streetAddress,
        hostile("street"),
        `${route}: the JSON-LD carries the value`,
      );
      assert.equal(seen.images, 0, `${route}: no element has an event handler`);
    }
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    await page.getByText(hostile("card"), { exact: true }).waitFor();
    await page.goto(`${server.url}/contactus/`, { waitUntil: "networkidle" });
    // The address card and the map's fallback box beside the frame both show it.
    const addresses = await page.locator("main address").allTextContents();
    assert.equal(addresses.length, 2, "the address card and the map's fallback");
    for (const address of addresses) {
      assert.ok(address.includes(hostile("street")), "the contact page shows the street as written");
    }
    assert.deepEqual(dialogs, []);
    await context.close();
  });

  it("keeps every page's content visible without JavaScript", async () => {
    const context = await newLocalContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    const copyright = site.copyright.replace("{year}", String(site.copyrightYear)).split("{name}")[0];
    for (const route of ROUTES) {
      await page.goto(server.url + route);
      const h1 = page.locator("h1");
      assert.ok(await h1.isVisible(), `${route}: the hero title is shown`);
      assert.equal(await h1.textContent(), hostile("hero"), `${route}: the hero title is the text itself`);
      const footer = page.locator("footer");
      assert.ok(
        await footer.isVisible(),
        `${route}: the footer is shown (nothing after the head was swallowed)`,
      );
      assert.ok(
        (await footer.innerText()).includes(copyright.trim()),
        `${route}: the footer holds the copyright`,
      );
    }
    await context.close();
  });

  it("writes pages that the Nu HTML Checker finds valid", async () => {
    const publicDir = path.join(dir, "public");
    const files = [
      ...ROUTES.map((route) => path.join(publicDir, route, "index.html")),
      path.join(publicDir, "404.html"),
    ];
    assert.deepEqual(await htmlErrors(files, publicDir), []);
  });

  it("publishes no hash for the injected code and only the build's own inline code", () => {
    const headers = fs.readFileSync(path.join(dir, "public/_headers"), "utf8");
    for (const field of ["title", "description", "hero", "card", "street"]) {
      const hash = createHash("sha256").update(injected(field)).digest("base64");
      assert.equal(headers.includes(hash), false, `no hash for the ${field} script`);
    }
    // Our boot script, Gatsby's chunk map and compilation hash, and Gatsby's loader script for each
    // route and for 404.html.
    const scriptSrc = headers.match(/script-src ([^;]+);/)[1].split(" ");
    assert.equal(scriptSrc.filter((source) => source.startsWith("'sha256-")).length, 3 + ROUTES.length + 1);
  });

  it("stops, naming the pages, when a component writes data text into a script unescaped", () => {
    const seo = path.join(dir, "src/components/seo/index.tsx");
    fs.writeFileSync(seo, fs.readFileSync(seo, "utf8").replace("{inlineJson(", "{JSON.stringify("));
    const rebuild = buildProject(dir, BUILD_TIMEOUT_MS);
    assert.notEqual(rebuild.status, 0, "the build must fail");
    for (const route of ROUTES) {
      const file = route === "/" ? "public/index.html" : `public${route}index.html`;
      assert.match(
        rebuild.output,
        new RegExp(`${file.replace(/[/.]/g, "\\$&")} \\(${route.replace(/\//g, "\\/")}\\): an inline script`),
      );
    }
    assert.match(rebuild.output, /window\.__injected/);
    assert.equal(fs.existsSync(path.join(dir, "public/_headers")), false, "no policy is left to deploy");
  });
});
