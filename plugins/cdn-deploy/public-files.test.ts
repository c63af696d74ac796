import fs from "fs";
import os from "os";
import path from "path";

import { isGatsbyRuntimeOutput } from "../gatsby-internals";
import type { IslandFiles } from "../islands/island-files";
import { filesUnder } from "./built-files";
import { loadedFiles, removeFromPublic, restoreToPublic, SET_ASIDE_DIR, unloadedFiles } from "./public-files";

const SITE = "https://www.example.com";
const hash = (n: number) => String(n).repeat(20).slice(0, 20);
const RUNTIME = `webpack-runtime-${hash(1)}.js`;
const FRAMEWORK = `framework-${hash(2)}.js`;
const ISLAND = `island-contact-form-${hash(3)}.js`;
const LATER = `188-${hash(4)}.js`;
const ISLANDS: IslandFiles = {
  "contact-form": { load: [`/${RUNTIME}`, `/${FRAMEWORK}`, `/${ISLAND}`], later: [`/${LATER}`] },
};

const head = `<meta property="og:image" content="${SITE}/images/share.jpg"/>
<link rel="icon" href="/favicon-32x32.png"/><link rel="manifest" href="/manifest.webmanifest"/>
<link rel="sitemap" href="/sitemap-index.xml"/><link rel="stylesheet" href="/css/extra.css"/>
<script type="application/ld+json">{"@graph":[{"logo":"${SITE}/images/logo.png","url":"${SITE}/"}]}</script>
<style>@font-face{src:url(/static/font-${hash(5)}.woff2) format("woff2")}</style>`;

/** Each file of a built site, with what it holds. */
const SITE_FILES: Record<string, string> = {
  "index.html": `<!DOCTYPE html><html><head>${head}</head><body>
<picture><source type="image/avif" srcset="/static/h/a-480.avif 480w, /static/h/a-960.avif 960w"/>
<img src="/static/h/a.jpg" alt=""/></picture><a href="/aboutus/">About</a>
<div data-island="contact-form" data-island-scripts="/${RUNTIME} /${FRAMEWORK} /${ISLAND}"></div>
<noscript><img src="/images/no-js.png" alt=""/></noscript>
<script type="module" src="/islands/site-AB12.js"></script></body></html>`,
  "aboutus/index.html": `<!DOCTYPE html><html><head></head><body><a href="../docs/guide.pdf?v=1#p2">Guide</a>
<p style="background:url('/images/pattern.png')">x</p></body></html>`,
  "404.html": "<!DOCTYPE html><html><head></head><body></body></html>",
  "islands/site-AB12.js": "",
  [RUNTIME]: "",
  [FRAMEWORK]: "",
  [`${FRAMEWORK}.LICENSE.txt`]: "",
  [ISLAND]: "",
  [LATER]: "",
  "static/h/a-480.avif": "",
  "static/h/a-960.avif": "",
  "static/h/a.jpg": "",
  [`static/font-${hash(5)}.woff2`]: "",
  "css/extra.css": "body{background:url(../images/bg.png)}",
  "images/bg.png": "",
  "images/no-js.png": "",
  "images/pattern.png": "",
  "docs/guide.pdf": "",
  "favicon-32x32.png": "",
  "manifest.webmanifest": JSON.stringify({ start_url: "/", icons: [{ src: "icons/icon-48x48.png" }] }),
  "icons/icon-48x48.png": "",
  "sitemap-index.xml": `<?xml version="1.0"?><sitemapindex><sitemap><loc>${SITE}/sitemap-0.xml</loc></sitemap></sitemapindex>`,
  "sitemap-0.xml": `<?xml version="1.0"?><urlset><url><loc>${SITE}/aboutus/</loc></url></urlset>`,
  "robots.txt": `User-agent: *\nSitemap: ${SITE}/sitemap-index.xml\n`,
  _headers: "",
  "admin/index.html": '<script src="cms.js"></script>',
  "admin/cms.js": "",
  // Copied from static/ as it is: served on purpose, named or not.
  "images/share.jpg": "",
  "images/logo.png": "",
  "images/spare.png": "",
};

/** What Gatsby's runtime leaves that no page loads. */
const RUNTIME_OUTPUT = [
  `app-${hash(6)}.js`,
  `app-${hash(6)}.js.map`,
  `${FRAMEWORK}.map`,
  `component---src-templates-page-tsx-${hash(7)}.js`,
  `component---src-templates-page-tsx-${hash(7)}.js.LICENSE.txt`,
  `styles.${hash(8)}.css`,
  "chunk-map.json",
  "webpack.stats.json",
  "page-data/index/page-data.json",
  "page-data/sq/d/123.json",
  "_gatsby/slices/_gatsby-scripts-1.html",
  "~partytown/partytown.js",
];

/** A project with public/ built, and static/. */
const project = (files: Record<string, string> = SITE_FILES) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "public-files-"));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  for (const [file, text] of Object.entries(files)) write(path.join(root, "public", file), text);
  for (const file of RUNTIME_OUTPUT) write(path.join(root, "public", file), "x");
  write(path.join(root, "public/images/unnamed.png"), "");
  for (const file of ["images/share.jpg", "images/logo.png", "images/spare.png"]) {
    write(path.join(root, "static", file), "");
  }
  return root;
};

const inputsOf = (root: string) => ({
  publicDir: path.join(root, "public"),
  staticDir: path.join(root, "static"),
  siteUrl: `${SITE}/`,
  islands: ISLANDS,
});

describe("what public/ must hold", () => {
  let root: string;
  beforeEach(() => (root = project()));
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("is every file a page, the editor or the host loads, and what those load in turn", () => {
    expect([...loadedFiles(inputsOf(root))].sort()).toEqual(Object.keys(SITE_FILES).sort());
  });

  it("leaves out Gatsby's runtime, which no page loads, and names a file nothing loads", () => {
    const unloaded = unloadedFiles(inputsOf(root));
    expect(unloaded).toEqual([...RUNTIME_OUTPUT, "images/unnamed.png"].sort());
    expect(unloaded.filter((file) => !isGatsbyRuntimeOutput(file))).toEqual(["images/unnamed.png"]);
  });

  it("counts the editor's files but its source maps, which only a browser's developer tools load", () => {
    fs.writeFileSync(path.join(root, "public/admin/cms.js.map"), "");
    expect(unloadedFiles(inputsOf(root))).toContain("admin/cms.js.map");
  });

  it("stops when a page's island loads scripts the islands' record does not list", () => {
    const islands = { "contact-form": { load: [`/${RUNTIME}`, `/${ISLAND}`], later: [] } };
    expect(() => loadedFiles({ ...inputsOf(root), islands })).toThrow(
      /public\/index\.html loads an island's scripts the islands' record does not list/,
    );
  });
});

describe("taking Gatsby's runtime out of public/", () => {
  let root: string;
  beforeEach(() => (root = project()));
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("deletes it, sets the page data aside for the next build and puts it back before that build", () => {
    const publicDir = path.join(root, "public");
    removeFromPublic(root, RUNTIME_OUTPUT, "page-data");
    expect(filesUnder(publicDir)).toEqual([...Object.keys(SITE_FILES), "images/unnamed.png"].sort());
    expect(fs.existsSync(path.join(publicDir, "page-data"))).toBe(false);
    expect(filesUnder(path.join(root, SET_ASIDE_DIR))).toEqual([
      "page-data/index/page-data.json",
      "page-data/sq/d/123.json",
    ]);

    expect(restoreToPublic(root, "page-data")).toBe("restored");
    expect(filesUnder(path.join(publicDir, "page-data"))).toEqual(["index/page-data.json", "sq/d/123.json"]);
    expect(fs.existsSync(path.join(root, SET_ASIDE_DIR, "page-data"))).toBe(false);
  });

  it("keeps page data a later build wrote over what an earlier one set aside", () => {
    removeFromPublic(root, RUNTIME_OUTPUT, "page-data");
    const newer = path.join(root, "public/page-data/index/page-data.json");
    fs.mkdirSync(path.dirname(newer), { recursive: true });
    fs.writeFileSync(newer, "newer");
    restoreToPublic(root, "page-data");
    expect(fs.readFileSync(newer, "utf8")).toBe("newer");
  });

  it("deletes a public/ whose page data is gone, so that Gatsby builds everything anew", () => {
    removeFromPublic(root, RUNTIME_OUTPUT, "page-data");
    fs.rmSync(path.join(root, SET_ASIDE_DIR), { recursive: true });
    expect(restoreToPublic(root, "page-data")).toBe("started afresh");
    expect(fs.existsSync(path.join(root, "public"))).toBe(false);
    expect(restoreToPublic(root, "page-data")).toBe("nothing to do");
  });
});
