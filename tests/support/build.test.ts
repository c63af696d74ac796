/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { buildForTests, cssOrderWarnings, staleReason, type TestBuild } from "./build";
import { portsFrom } from "./ports";
import { FORM_ENDPOINT } from "./site";

/** A project of two sources, and a build of it that writes the contact page posting to `endpoint`. */
const project = (formEndpoint = FORM_ENDPOINT) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "test-build-"));
  fs.mkdirSync(path.join(root, "src/components"), { recursive: true });
  fs.mkdirSync(path.join(root, "data"));
  fs.writeFileSync(path.join(root, "src/components/card.tsx"), "export default null;\n");
  fs.writeFileSync(path.join(root, "data/site.json"), '{ "name": "A" }\n');
  const paths: TestBuild = {
    root,
    publicDir: path.join(root, "public"),
    stamp: path.join(root, "test-results/build-stamp.json"),
    log: path.join(root, "test-results/build.log"),
    formEndpoint,
  };
  const writePages = (endpoint = formEndpoint) => {
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

  it("is current after a finished build, until a source's content changes (a unit test's does not count)", async () => {
    const { paths, writePages, ...made } = project();
    root = made.root;
    expect(staleReason(paths)).toBe("public/ has no build");
    await buildForTests(paths, async () => (writePages(), true));
    expect(staleReason(paths)).toBeNull();
    fs.writeFileSync(path.join(root, "src/components/card.test.tsx"), "it.todo('draws');\n");
    // Touched, not changed.
    fs.utimesSync(path.join(root, "data/site.json"), new Date(), new Date(Date.now() + 60_000));
    expect(staleReason(paths)).toBeNull();
    fs.writeFileSync(path.join(root, "data/site.json"), '{ "name": "B" }\n');
    expect(staleReason(paths)).toBe("the sources changed since public/ was built");
  });

  it("is stale after a build that failed half-way, though its sources are unchanged and its pages are there", async () => {
    const { paths, writePages, ...made } = project();
    root = made.root;
    await buildForTests(paths, async () => (writePages(), true));
    await expect(buildForTests(paths, async () => (writePages(), false))).rejects.toThrow(
      "gatsby build failed",
    );
    expect(staleReason(paths)).toBe("public/ holds no build the tests finished");
  });

  it("is stale after a build run by hand changed public/, though the tests' stamp is there", async () => {
    const { paths, writePages, ...made } = project();
    root = made.root;
    await buildForTests(paths, async () => (writePages(), true));
    // Half-written: one page is there, the next not yet.
    fs.mkdirSync(path.join(paths.publicDir, "training"));
    fs.writeFileSync(path.join(paths.publicDir, "training/index.html"), "<!doctype html><title>Trai");
    expect(staleReason(paths)).toMatch(/^public\/ changed since the tests' build finished/);
  });

  it("is stale when public/ was built by other means, or for another form service", async () => {
    const { paths, writePages, ...made } = project();
    root = made.root;
    writePages();
    expect(staleReason(paths)).toBe("public/ holds no build the tests finished");
    await buildForTests(paths, async () => (writePages("https://api.web3forms.com/submit"), true));
    expect(staleReason(paths)).toBe(
      `public/ posts the form to https://api.web3forms.com/submit, not the stand-in at ${FORM_ENDPOINT}`,
    );
  });

  it("is stale for the stand-in on another port (TEST_FORM_PORT), by its pages and by its stamp", async () => {
    const { paths, writePages, ...made } = project();
    root = made.root;
    const moved = `http://127.0.0.1:${portsFrom({ TEST_FORM_PORT: "9921" }).form}/submit`;
    await buildForTests(paths, async () => (writePages(), true));
    expect(staleReason({ ...paths, formEndpoint: moved })).toBe(
      `public/ posts the form to ${FORM_ENDPOINT}, not the stand-in at ${moved}`,
    );
    // Pages that post to the new one, in a build stamped for the old one.
    await buildForTests(paths, async () => (writePages(moved), true));
    expect(staleReason({ ...paths, formEndpoint: moved })).toBe(
      "the sources changed since public/ was built",
    );
  });

  it("keeps the build's output beside its stamp; a build without one is not taken as finished", async () => {
    const { paths, writePages, ...made } = project();
    root = made.root;
    await buildForTests(paths, async (_build, log) => (writePages(), log.write("success Building\n"), true));
    expect(fs.readFileSync(paths.log, "utf8")).toBe("success Building\n");
    fs.rmSync(paths.log);
    expect(staleReason(paths)).toBe("public/ holds no build the tests finished");
  });
});

describe("the CSS order warnings of a build's output", () => {
  // As gatsby build prints one (paths shortened), between two other messages.
  const warning = [
    "warn chunk styles [mini-css-extract-plugin]",
    "Conflicting order. Following module has been added:",
    " * css ./src/components/whatsapp-link/whatsapp-link.module.scss",
    "despite it was not able to fulfill desired ordering with these modules:",
    " * css ./src/components/byline/byline.module.scss",
    "   - couldn't fulfill desired order of chunk group(s) component---src-templates-insight-tsx",
  ].join("\n");

  it("are each message that says so, whole", () => {
    const output = `success write out requires - 0.014s\n\n${warning}\n\nsuccess Building production JavaScript and CSS bundles - 42.759s\n`;
    expect(cssOrderWarnings(output)).toEqual([warning]);
  });

  it("are none in a build that keeps every template's order", () => {
    expect(cssOrderWarnings("success write out requires\n\nwarn Launch check: 47 stand-ins\n")).toEqual([]);
  });
});
