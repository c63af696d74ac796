/**
 * @jest-environment node
 */
import fs from "fs";
import os from "os";
import path from "path";

import * as decap from "gatsby-plugin-decap-cms/gatsby-node";

import { onCreateWebpackConfig, onPostBuild } from "./gatsby-node";

jest.mock("gatsby-plugin-decap-cms/gatsby-node", () => ({
  onPreInit: jest.fn(),
  onCreateDevServer: jest.fn(),
  onCreateWebpackConfig: jest.fn(),
}));

const decapCompile = decap.onCreateWebpackConfig as jest.Mock;
/** A project of its own: the firm's name, which names the editor's page, and nothing else. */
const ROOT = fs.mkdtempSync(path.join(os.tmpdir(), "content-editor-"));
const FIRM = "Example Firm Consultants";
fs.mkdirSync(path.join(ROOT, "data"));
fs.writeFileSync(path.join(ROOT, "data/site.json"), JSON.stringify({ name: FIRM }));
afterAll(() => fs.rmSync(ROOT, { recursive: true, force: true }));

const gatsbyArgs = (stage: string) => ({
  stage,
  store: { getState: () => ({ program: { directory: ROOT } }) },
});
const reporter = () => ({ panicOnBuild: jest.fn() });

type Hook = (args: unknown, options: object) => Promise<void>;
const createConfig = onCreateWebpackConfig as unknown as Hook;
const postBuild = onPostBuild as unknown as Hook;

/** A promise and the functions that settle it. */
const deferred = () => {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
};

describe("the content editor's compile", () => {
  beforeEach(() => decapCompile.mockReset());

  it("keeps its own webpack cache, apart from the site's, for each stage", async () => {
    decapCompile.mockResolvedValue(undefined);
    await createConfig(gatsbyArgs("develop"), {});
    const { customizeWebpackConfig, htmlTitle, htmlFavicon } = decapCompile.mock.calls[0][1];
    // The editor's page is the firm's: its name in the tab, its mark as the icon.
    expect(htmlTitle).toBe(`${FIRM}: content editor`);
    expect(htmlFavicon).toBe(path.join(ROOT, "static/images/logo-mark.svg"));
    const siteCache = {
      type: "filesystem",
      name: "develop",
      cacheLocation: "/site/.cache/webpack/stage-develop",
    };
    const config = { plugins: [], cache: siteCache };
    const normalModuleReplacement = jest.fn();
    customizeWebpackConfig(config, { stage: "develop", plugins: { normalModuleReplacement } });
    expect(config.cache).toEqual({
      type: "filesystem",
      name: "content-editor-develop",
      cacheLocation: path.join(ROOT, ".cache", "webpack", "content-editor-develop"),
    });
    expect(siteCache.name).toBe("develop");
    // The preview's stand-ins for the site's data hooks and head tags, one replacement each.
    const replaced = normalModuleReplacement.mock.calls.map(([pattern]: [RegExp]) => pattern);
    expect(config.plugins).toHaveLength(3);
    for (const module of ["../../hooks/use-site", "../../hooks/use-people", "react-helmet"])
      expect(replaced.filter((pattern) => pattern.test(module))).toHaveLength(1);
  });

  it("runs beside the site's in a build; the build ends only after it, and closes it to store its cache", async () => {
    const compile = deferred();
    decapCompile.mockReturnValue(compile.promise);
    await createConfig(gatsbyArgs("build-javascript"), {});
    // The compile's settings, as gatsby-plugin-decap-cms applies them to the compiler it makes.
    const { customizeWebpackConfig } = decapCompile.mock.calls[0][1];
    const config = {
      plugins: [] as { apply?: (compiler: unknown) => void }[],
      cache: { name: "build-javascript" },
      optimization: {},
    };
    const minifyJs = jest.fn();
    customizeWebpackConfig(config, {
      stage: "build-javascript",
      plugins: { normalModuleReplacement: jest.fn(), minifyJs, minifyCss: jest.fn() },
    });
    // The scripts copied from their packages, minified there, are left as they come; the editor's own is not.
    const { exclude } = minifyJs.mock.calls[0][0];
    expect(
      ["decap-cms-app.js", "react.production.min.js", "cms.js"].map((file) => exclude.test(file)),
    ).toEqual([true, true, false]);
    const compiler = { close: jest.fn((callback: () => void) => setTimeout(callback, 10)) };
    config.plugins.forEach((plugin) => plugin?.apply?.(compiler));

    const build = { reporter: reporter() };
    let ended = false;
    const postBuildDone = postBuild(build, {}).then(() => (ended = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ended).toBe(false);
    expect(compiler.close).not.toHaveBeenCalled();
    compile.resolve();
    await postBuildDone;
    expect(compiler.close).toHaveBeenCalledTimes(1);
    expect(build.reporter.panicOnBuild).not.toHaveBeenCalled();
  });

  it("stops the build with the compile's errors when the editor does not compile", async () => {
    const compile = deferred();
    decapCompile.mockReturnValue(compile.promise);
    await createConfig(gatsbyArgs("build-javascript"), {});
    const errors = [new Error("Module not found: src/cms/index.tsx")];
    compile.reject(errors);

    const build = { reporter: reporter() };
    await postBuild(build, {});
    expect(build.reporter.panicOnBuild).toHaveBeenCalledWith(
      "The content editor (/admin/) did not compile",
      errors,
    );
  });
});
