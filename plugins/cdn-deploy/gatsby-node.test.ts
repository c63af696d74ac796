/**
 * @jest-environment node
 */
import fs from "fs";
import os from "os";
import path from "path";

import { onPostBuild } from "./gatsby-node";

type Hook = (args: unknown, options: object) => Promise<void>;
const postBuild = onPostBuild as unknown as Hook;

/** A copy of a fixture folder (fixtures/<name>: a project's public/ as Gatsby left it), to be changed. */
const copyFixture = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `cdn-deploy-${name}-`));
  fs.cpSync(path.join(__dirname, "fixtures", name), dir, { recursive: true });
  return dir;
};

/** What Gatsby hands onPostBuild: the project's folder, its data (site.json's part) and a reporter. */
const buildArgs = (dir: string) => ({
  store: { getState: () => ({ program: { directory: dir } }) },
  graphql: async () => ({
    data: {
      siteJson: {
        url: "https://www.example.com",
        map: { embedUrl: "https://maps.example.com/embed" },
        form: { endpoint: "https://forms.example.com/submit", accessKey: "key" },
      },
    },
  }),
  getNodesByType: () => [],
  reporter: { info: jest.fn(), warn: jest.fn(), panicOnBuild: jest.fn() },
});

describe("after the build", () => {
  it("stops a build whose pages hold text that broke out of their JSON-LD, naming each page, and leaves no _headers", async () => {
    // Both pages as the build wrote them when the JSON-LD was written with JSON.stringify, unescaped:
    // the street address closes the data block and opens a script of its own.
    const dir = copyFixture("unescaped-json-ld");
    try {
      const args = buildArgs(dir);
      // The last build's policy is there before.
      expect(fs.existsSync(path.join(dir, "public/_headers"))).toBe(true);
      await postBuild(args, {});
      expect(args.reporter.panicOnBuild).toHaveBeenCalledTimes(1);
      const [message] = args.reporter.panicOnBuild.mock.calls[0] as [string];
      for (const page of ["public/index.html (/)", "public/aboutus/index.html (/aboutus/)"]) {
        expect(message).toContain(`${page}: an inline script "window.__injected=`);
      }
      // No policy is left to deploy.
      expect(fs.existsSync(path.join(dir, "public/_headers"))).toBe(false);
      expect(fs.existsSync(path.join(dir, "public/robots.txt"))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
