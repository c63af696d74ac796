import fs from "fs";
import os from "os";
import path from "path";

import { refreshInlinedStyles, withStylesheet } from "./inlined-styles";

const OLD = "styles.0000000000000000aaaa.css";
const NEW = "styles.1111111111111111bbbb.css";
const page = (name: string, css: string) =>
  `<html><head><meta charSet="utf-8"/><style data-href="/${name}" data-identity="gatsby-global-css">${css}</style>` +
  `<style>.announcer{}</style></head><body><main>Training</main></body></html>`;

describe("the stylesheet inlined in each page", () => {
  it("replaces an older stylesheet with the current one, leaving the rest of the page alone", () => {
    const updated = withStylesheet(page(OLD, ".a{gap:1rem}"), { name: NEW, css: ".a{gap:2rem}" });
    expect(updated).toBe(page(NEW, ".a{gap:2rem}"));
  });

  it("keeps CSS that looks like a replacement pattern as it is", () => {
    const css = '.a::after{content:"$&$1$$"}';
    expect(withStylesheet(page(OLD, ""), { name: NEW, css })).toBe(page(NEW, css));
  });

  it("leaves a page that already holds the current stylesheet unchanged", () => {
    const html = page(NEW, ".a{gap:2rem}");
    expect(withStylesheet(html, { name: NEW, css: ".b{}" })).toBe(html);
  });

  it("updates every HTML page of a build that kept an older stylesheet, and only those", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "inlined-styles-"));
    try {
      fs.mkdirSync(path.join(publicDir, "training"));
      fs.mkdirSync(path.join(publicDir, "page-data/404.html"), { recursive: true });
      fs.writeFileSync(
        path.join(publicDir, "webpack.stats.json"),
        JSON.stringify({ assetsByChunkName: { app: ["webpack-runtime-1.js", NEW, "app-1.js"] } }),
      );
      fs.writeFileSync(path.join(publicDir, NEW), ".a{gap:2rem}");
      fs.writeFileSync(path.join(publicDir, "index.html"), page(NEW, ".a{gap:2rem}"));
      fs.writeFileSync(path.join(publicDir, "training/index.html"), page(OLD, ".a{gap:1rem}"));
      fs.writeFileSync(path.join(publicDir, "404.html"), page(OLD, ".a{gap:1rem}"));

      expect(refreshInlinedStyles(publicDir).sort()).toEqual([
        "404.html",
        path.join("training", "index.html"),
      ]);
      for (const file of ["index.html", "404.html", "training/index.html"]) {
        expect(fs.readFileSync(path.join(publicDir, file), "utf8")).toBe(page(NEW, ".a{gap:2rem}"));
      }
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
