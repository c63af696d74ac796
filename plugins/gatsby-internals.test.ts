import fs from "fs";
import os from "os";
import path from "path";
import { createElement } from "react";
import type { Store } from "gatsby";

import {
  checkGatsbyVersion,
  compileEditor,
  DECAP_PLUGIN_VERSION,
  decapBuildTime,
  GATSBY_VERSION,
  GatsbyInternalsError,
  isGatsbyRuntimeOutput,
  pageBody,
  projectDir,
  siteStylesheet,
  stylesContext,
  withEntries,
  withoutGatsbyRuntime,
  type WebpackConfig,
} from "./gatsby-internals";

describe("the releases the internals were written for", () => {
  it("passes the installed Gatsby and gatsby-plugin-decap-cms, and any patch release of their lines", () => {
    expect(() => checkGatsbyVersion()).not.toThrow();
    expect(() =>
      checkGatsbyVersion({ gatsby: `${GATSBY_VERSION}.9`, decapPlugin: `${DECAP_PLUGIN_VERSION}.12` }),
    ).not.toThrow();
  });

  it("stops another release line of Gatsby, naming both versions and the file to read", () => {
    for (const version of ["5.17.0", "6.0.0", "5.1.6"]) {
      expect(() => checkGatsbyVersion({ gatsby: version })).toThrow(GatsbyInternalsError);
      expect(() => checkGatsbyVersion({ gatsby: version })).toThrow(
        `plugins/gatsby-internals.ts was written for Gatsby ${GATSBY_VERSION}.x, and Gatsby ${version} is installed`,
      );
    }
  });

  it("stops another release line of gatsby-plugin-decap-cms, naming the package and both versions", () => {
    for (const version of ["4.1.0", "5.0.0", "3.0.4"]) {
      const check = () => checkGatsbyVersion({ decapPlugin: version });
      expect(check).toThrow(GatsbyInternalsError);
      expect(check).toThrow(
        `plugins/gatsby-internals.ts was written for gatsby-plugin-decap-cms ${DECAP_PLUGIN_VERSION}.x, and gatsby-plugin-decap-cms ${version} is installed`,
      );
      expect(check).toThrow(/change DECAP_PLUGIN_VERSION there/);
    }
  });
});

/** The body static-entry.js renders: the page inside the router's focus wrapper, then the announcer. */
const ANNOUNCER =
  '<div id="gatsby-announcer" style="position:absolute;top:0;width:1px;height:1px;padding:0;overflow:hidden;clip:rect(0, 0, 0, 0);white-space:nowrap;border:0" aria-live="assertive" aria-atomic="true"></div>';
const rendered = (page: string) =>
  `<div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper">${page}</div>${ANNOUNCER}`;

describe("the page's markup out of Gatsby's body", () => {
  it("is the focus wrapper's content, byte for byte as React wrote it", () => {
    const page =
      '<a class="skip" href="#main">Skip</a><header><br/><p>Caf&#x27;e &amp; <!-- -->tea</p></header><div><div></div></div>' +
      '<main id="main"><script type="application/json" data-island-props="f">{"a":"</div>"}</script></main><footer></footer>';
    expect(pageBody(rendered(page))).toBe(page);
  });

  it.each([
    ["no announcer", `<div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper"><main></main></div>`],
    ["no focus wrapper", `<main></main>${ANNOUNCER}`],
    ["something after the announcer", `${rendered("<main></main>")}<p>more</p>`],
    [
      "an announcer with content",
      rendered("<main></main>").replace('"true"></div>', '"true">Page changed</div>'),
    ],
  ])("stops, naming the internal and the file, when the body has %s", (_what, body) => {
    expect(() => pageBody(body)).toThrow(GatsbyInternalsError);
    expect(() => pageBody(body)).toThrow(/gatsby-focus-wrapper.*plugins\/gatsby-internals\.ts/s);
  });
});

describe("Gatsby's runtime taken out of a page's head and post-body components", () => {
  const meta = createElement("meta", { key: "m", name: "description" });
  const preload = (name: string) =>
    createElement("link", { key: name, as: "script", rel: "preload", href: name });
  const loader = createElement("script", { key: "script-loader", id: "gatsby-script-loader" });
  const slice = createElement("div", { key: "slice", sliceId: "_gatsby-scripts" });
  const other = createElement("script", { key: "other", src: "/other.js" });

  it("takes out the page-data loader, the scripts' slice and any script preloads, and nothing else", () => {
    const { head, postBody } = withoutGatsbyRuntime(
      [meta, preload("/app.js"), preload("/framework.js")],
      [loader, slice, other],
    );
    expect(head).toEqual([meta]);
    expect(postBody).toEqual([other]);
  });

  it.each([
    ["no page-data loader", [preload("/app.js")], [slice]],
    ["two scripts slices", [preload("/app.js")], [loader, slice, slice]],
    ["a post-body without the loader and the slice", [meta], [other]],
  ])("stops, naming the internals and the file, when it finds %s", (_what, head, postBody) => {
    expect(() => withoutGatsbyRuntime(head, postBody)).toThrow(GatsbyInternalsError);
    expect(() => withoutGatsbyRuntime(head, postBody)).toThrow(
      /script-loader.*plugins\/gatsby-internals\.ts/s,
    );
  });
});

describe("Gatsby's webpack configuration with the islands' entries", () => {
  type Chunks = (chunk: { name?: string | null }) => boolean;
  const config = (): WebpackConfig => ({
    entry: { app: "app.js", polyfill: "polyfill.js" },
    optimization: { splitChunks: { cacheGroups: { commons: { chunks: "all" } } } },
  });

  it("adds the entries and keeps them out of the commons chunk", () => {
    const changed = withEntries(config(), { "island-form": "form.tsx" }, (name) =>
      name.startsWith("island-"),
    );
    expect(changed.entry).toEqual({ app: "app.js", polyfill: "polyfill.js", "island-form": "form.tsx" });
    const commons = changed.optimization?.splitChunks?.cacheGroups?.commons;
    const chunks = (commons && commons.chunks) as Chunks;
    expect(chunks({ name: "island-form" })).toBe(false);
    expect(chunks({ name: "component---src-templates-page-tsx" })).toBe(true);
  });

  it("stops when Gatsby has no commons group or no entry object", () => {
    expect(() => withEntries({ entry: { app: "app.js" } }, {}, () => false)).toThrow(/commons.*is missing/s);
    expect(() => withEntries({ ...config(), entry: "app.js" }, {}, () => false)).toThrow(
      GatsbyInternalsError,
    );
  });
});

describe("what Gatsby writes into public/", () => {
  it("reads the pages' stylesheet from webpack.stats.json, and stops when it names none", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "internals-"));
    try {
      expect(() => siteStylesheet(dir)).toThrow(/webpack\.stats\.json.*there is none/s);
      const name = "styles.0123456789abcdef0123.css";
      const stats = (app: string[]) => JSON.stringify({ assetsByChunkName: { app } });
      fs.writeFileSync(
        path.join(dir, "webpack.stats.json"),
        stats(["webpack-runtime-1.js", name, "app-1.js"]),
      );
      fs.writeFileSync(path.join(dir, name), "body{margin:0}");
      expect(siteStylesheet(dir)).toEqual({ name, css: "body{margin:0}" });
      fs.writeFileSync(path.join(dir, "webpack.stats.json"), stats(["app-1.js"]));
      expect(() => siteStylesheet(dir)).toThrow(GatsbyInternalsError);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ["app-2e41a44445387b52eafd.js", true],
    ["app-2e41a44445387b52eafd.js.map", true],
    ["framework-ba2575f0c28f7715723c.js.LICENSE.txt", true],
    ["188-ec0c02504c2ebd781336.js", true],
    ["styles.faf56cc01fee3ce38ca8.css", true],
    ["webpack.stats.json", true],
    ["chunk-map.json", true],
    ["page-data/app-data.json", true],
    ["_gatsby/slices/_gatsby-scripts-1.html", true],
    ["~partytown/partytown.js", true],
    ["islands/site-F6ILT3D6.js", false],
    ["static/source-sans-3-latin-wght-normal-95650c86f4afb79ba73134059b9a955d.woff2", false],
    ["images/share.jpg", false],
    ["manifest.webmanifest", false],
    ["admin/cms.js", false],
    ["index.html", false],
  ])("knows whether %s is Gatsby's runtime output (%s)", (file, runtime) => {
    expect(isGatsbyRuntimeOutput(file)).toBe(runtime);
  });
});

describe("the rest", () => {
  it("reads the project's folder from Gatsby's store, and stops when it is not there", () => {
    const store = (program: unknown) => ({ getState: () => ({ program }) }) as unknown as Store;
    expect(projectDir(store({ directory: "/site" }))).toBe("/site");
    expect(() => projectDir(store({}))).toThrow(/program\.directory.*plugins\/gatsby-internals\.ts/s);
  });

  it("takes gatsby-plugin-decap-cms's build-time half of the version it was written for, with its three hooks", () => {
    const hook = () => undefined;
    const module = { onPreInit: hook, onCreateDevServer: hook, onCreateWebpackConfig: hook };
    expect(decapBuildTime(module)).toBe(module);
    expect(() => decapBuildTime(module, "5.0.0")).toThrow(/gatsby-plugin-decap-cms 5\.0\.0 is installed/);
    expect(() => decapBuildTime({ ...module, onPreInit: undefined } as never)).toThrow(/has no onPreInit/);
  });
});

describe("the styles' fingerprint in every page's context", () => {
  let src: string;
  beforeEach(() => {
    src = fs.mkdtempSync(path.join(os.tmpdir(), "styles-"));
    fs.mkdirSync(path.join(src, "components/hero"), { recursive: true });
    fs.writeFileSync(path.join(src, "global.scss"), "body { margin: 0; }\n");
    fs.writeFileSync(path.join(src, "components/hero/hero.module.scss"), ".hero { height: 300px; }\n");
    fs.writeFileSync(path.join(src, "components/hero/index.tsx"), "export default null;\n");
  });
  afterEach(() => fs.rmSync(src, { recursive: true, force: true }));

  it("changes when a stylesheet in any folder changes", () => {
    const before = stylesContext(src);
    fs.appendFileSync(path.join(src, "components/hero/hero.module.scss"), ".lead { color: red; }\n");
    expect(stylesContext(src)).not.toEqual(before);
  });

  it("changes when a stylesheet is added or renamed", () => {
    const before = stylesContext(src);
    fs.renameSync(path.join(src, "global.scss"), path.join(src, "site.scss"));
    expect(stylesContext(src)).not.toEqual(before);
  });

  it("stays the same when only code or nothing changed", () => {
    const before = stylesContext(src);
    fs.appendFileSync(path.join(src, "components/hero/index.tsx"), "// a comment\n");
    expect(stylesContext(src)).toEqual(before);
  });
});

describe("the content editor's compile by gatsby-plugin-decap-cms", () => {
  const hook = () => undefined;
  const decap = (compile: unknown) => ({
    onPreInit: hook,
    onCreateDevServer: hook,
    onCreateWebpackConfig: jest.fn(() => compile) as unknown as () => void,
  });
  const settings = { root: "/site", replace: [] as [RegExp, string][], prebuilt: /\.min\.js$/ };

  it("stops, naming the internal and the file, when the plugin's hook returns no promise of the compile", () => {
    expect(() => compileEditor(decap(undefined), { stage: "build-javascript" }, {}, settings)).toThrow(
      /returning the editor's compile as a promise.*plugins\/gatsby-internals\.ts.*it returned undefined/s,
    );
  });

  it("settles to the compile's errors rather than rejecting, and closes no compiler it was not given", async () => {
    const errors = [new Error("Module not found")];
    const compile = compileEditor(decap(Promise.reject(errors)), { stage: "build-javascript" }, {}, settings);
    await expect(compile.done).resolves.toBe(errors);
    await expect(compile.close()).resolves.toBeUndefined();
  });
});
