/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { buildForTests, type BuildPaths, staleReason } from "./build";
import { FORM_ENDPOINT } from "./site";

/** A project of two sources, and a build of it that writes the contact page posting to `endpoint`. */
const project = () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "test-build-"));
  fs.mkdirSync(path.join(root, "src/components"), { recursive: true });
  fs.mkdirSync(path.join(root, "data"));
  fs.writeFileSync(path.join(root, "src/components/card.tsx"), "export default null;\n");
  fs.writeFileSync(path.join(root, "data/site.json"), '{ "name": "A" }\n');
  const paths: BuildPaths = {
    root,
    publicDir: path.join(root, "public"),
    stamp: path.join(root, "test-results/build-stamp.json"),
  };
  const writePages = (endpoint = FORM_ENDPOINT) => {
    fs.mkdirSync(path.join(paths.publicDir, "contactus"), { recursive: true });
    fs.writeFileSync(
      path.join(paths.publicDir, "contactus/index.html"),
      `<!doctype html><form action="${endpoint}"></form>`,
    );
  };
  return { root, paths, writePages };
};

describe("whether the browser tests' build is current", () => {
  let root: string;
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("is current after a finished build, until a source's content changes (a unit test's does not count)", () => {
    const { paths, writePages, ...made } = project();
    root = made.root;
    expect(staleReason(paths)).toBe("public/ has no build");
    buildForTests(paths, () => (writePages(), true));
    expect(staleReason(paths)).toBeNull();
    fs.writeFileSync(path.join(root, "src/components/card.test.tsx"), "it.todo('draws');\n");
    // Touched, not changed.
    fs.utimesSync(path.join(root, "data/site.json"), new Date(), new Date(Date.now() + 60_000));
    expect(staleReason(paths)).toBeNull();
    fs.writeFileSync(path.join(root, "data/site.json"), '{ "name": "B" }\n');
    expect(staleReason(paths)).toBe("the sources changed since public/ was built");
  });

  it("is stale after a build that failed half-way, though its sources are unchanged and its pages are there", () => {
    const { paths, writePages, ...made } = project();
    root = made.root;
    buildForTests(paths, () => (writePages(), true));
    expect(() => buildForTests(paths, () => (writePages(), false))).toThrow("gatsby build failed");
    expect(staleReason(paths)).toBe("public/ holds no build the tests finished");
  });

  it("is stale after a build run by hand changed public/, though the tests' stamp is there", () => {
    const { paths, writePages, ...made } = project();
    root = made.root;
    buildForTests(paths, () => (writePages(), true));
    // Half-written: one page is there, the next not yet.
    fs.mkdirSync(path.join(paths.publicDir, "training"));
    fs.writeFileSync(path.join(paths.publicDir, "training/index.html"), "<!doctype html><title>Trai");
    expect(staleReason(paths)).toMatch(/^public\/ changed since the tests' build finished/);
  });

  it("is stale when public/ was built by other means, or for another form service", () => {
    const { paths, writePages, ...made } = project();
    root = made.root;
    writePages();
    expect(staleReason(paths)).toBe("public/ holds no build the tests finished");
    buildForTests(paths, () => (writePages("https://api.web3forms.com/submit"), true));
    expect(staleReason(paths)).toBe(
      "public/ posts the form to https://api.web3forms.com/submit, not the stand-in",
    );
  });
});
