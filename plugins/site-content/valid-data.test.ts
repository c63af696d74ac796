import fs from "fs";
import os from "os";
import path from "path";

import { QUIET_MS, refreshValidData, VALID_DATA_DIR, watchData } from "./valid-data";

const PROJECT = path.resolve(__dirname, "../..");

/** A temporary project with a copy of data/ and the real src/ and static/. */
const project = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "valid-data-"));
  fs.cpSync(path.join(PROJECT, "data"), path.join(dir, "data"), { recursive: true });
  fs.symlinkSync(path.join(PROJECT, "src"), path.join(dir, "src"));
  fs.symlinkSync(path.join(PROJECT, "static"), path.join(dir, "static"));
  return dir;
};

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), "utf8");

describe("the checked copy of data/ that Gatsby reads", () => {
  let dir: string;
  beforeEach(() => (dir = project()));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("copies sound data, without the schemas", () => {
    expect(refreshValidData(dir)).toEqual([]);
    expect(read(dir, `${VALID_DATA_DIR}/pages/training.json`)).toBe(read(dir, "data/pages/training.json"));
    expect(read(dir, `${VALID_DATA_DIR}/site.json`)).toBe(read(dir, "data/site.json"));
    expect(fs.existsSync(path.join(dir, VALID_DATA_DIR, "schema"))).toBe(false);
  });

  it("keeps the last good copy while a file is broken, and takes the fix", () => {
    refreshValidData(dir);
    const good = read(dir, "data/pages/training.json");
    const page = JSON.parse(good);
    delete page.hero.title;
    fs.writeFileSync(path.join(dir, "data/pages/training.json"), JSON.stringify(page, null, 2));
    expect(refreshValidData(dir)).toEqual(["data/pages/training.json: /hero/title: is required"]);
    expect(read(dir, `${VALID_DATA_DIR}/pages/training.json`)).toBe(good);
    const fixed = JSON.stringify({ ...page, hero: { ...page.hero, title: "GMP Training" } }, null, 2);
    fs.writeFileSync(path.join(dir, "data/pages/training.json"), fixed);
    expect(refreshValidData(dir)).toEqual([]);
    expect(read(dir, `${VALID_DATA_DIR}/pages/training.json`)).toBe(fixed);
  });

  it("drops a page whose file was removed", () => {
    refreshValidData(dir);
    fs.copyFileSync(path.join(dir, "data/pages/training.json"), path.join(dir, "data/pages/extra.json"));
    const extra = JSON.parse(read(dir, "data/pages/extra.json"));
    fs.writeFileSync(path.join(dir, "data/pages/extra.json"), JSON.stringify({ ...extra, path: "/extra/" }));
    expect(refreshValidData(dir)).toEqual([]);
    expect(fs.existsSync(path.join(dir, VALID_DATA_DIR, "pages/extra.json"))).toBe(true);
    fs.rmSync(path.join(dir, "data/pages/extra.json"));
    refreshValidData(dir);
    expect(fs.existsSync(path.join(dir, VALID_DATA_DIR, "pages/extra.json"))).toBe(false);
  });

  it("leaves a draft insight out, so it is never built, and takes it in once it is no longer a draft", () => {
    const insight = {
      title: "A draft",
      summary: "Not ready yet.",
      published: "2026-11-01",
      reviewed: "2026-11-01",
      positionAsOf: "2026-11-01",
      author: "An example author",
      reviewer: "An example reviewer",
      topics: [JSON.parse(read(PROJECT, "data/insights.json")).topics[0].name],
      services: ["/gmpaudits/"],
      draft: true,
      body: "Text.",
    };
    const file = path.join(dir, "data/insights/a-draft.json");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(insight));
    expect(refreshValidData(dir)).toEqual([]);
    expect(fs.existsSync(path.join(dir, VALID_DATA_DIR, "insights/a-draft.json"))).toBe(false);
    fs.writeFileSync(file, JSON.stringify({ ...insight, draft: false }));
    expect(refreshValidData(dir)).toEqual([]);
    expect(fs.existsSync(path.join(dir, VALID_DATA_DIR, "insights/a-draft.json"))).toBe(true);
  });

  it("while develop runs, takes in a page once the picture it names arrives after it", async () => {
    // A folder of its own for the pictures, since one is added.
    fs.rmSync(path.join(dir, "src"));
    fs.cpSync(path.join(PROJECT, "src/images"), path.join(dir, "src/images"), { recursive: true });
    expect(refreshValidData(dir)).toEqual([]);
    const reports: string[][] = [];
    const watcher = watchData(dir, (problems) => reports.push(problems));
    await new Promise((resolve) => watcher.on("ready", resolve));
    const reported = async (test: (problems: string[]) => boolean) => {
      for (
        let waited = 0;
        waited < 4_000 && !(reports.length && test(reports[reports.length - 1]));
        waited += 50
      )
        await new Promise((resolve) => setTimeout(resolve, 50));
      return reports[reports.length - 1];
    };
    try {
      const page = JSON.parse(read(dir, "data/pages/training.json"));
      page.hero.image = "../../src/images/hero/arriving-later.jpg";
      fs.writeFileSync(path.join(dir, "data/pages/training.json"), JSON.stringify(page, null, 2));
      expect(await reported((problems) => problems.length > 0)).toEqual([
        "data/pages/training.json: /hero/image: file not found: ../../src/images/hero/arriving-later.jpg",
      ]);
      expect(read(dir, `${VALID_DATA_DIR}/pages/training.json`)).not.toContain("arriving-later.jpg");
      // An editor's photograph, arriving after the page that names it.
      fs.copyFileSync(
        path.resolve(__dirname, "../../tests/fixtures/example-portrait.jpg"),
        path.join(dir, "src/images/hero/arriving-later.jpg"),
      );
      expect(await reported((problems) => problems.length === 0)).toEqual([]);
      expect(read(dir, `${VALID_DATA_DIR}/pages/training.json`)).toContain("arriving-later.jpg");
    } finally {
      await watcher.close();
    }
  });

  it("while develop runs, waits for git to finish rewriting the files before it checks them", async () => {
    refreshValidData(dir);
    const reports: string[][] = [];
    const watcher = watchData(dir, (problems) => reports.push(problems));
    await new Promise((resolve) => watcher.on("ready", resolve));
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    try {
      // git is switching branches: the lock is held, and a page is gone for a moment.
      fs.mkdirSync(path.join(dir, ".git"));
      fs.writeFileSync(path.join(dir, ".git/index.lock"), "");
      const page = read(dir, "data/pages/training.json");
      fs.rmSync(path.join(dir, "data/pages/training.json"));
      await wait(QUIET_MS * 4);
      expect(reports).toEqual([]);
      const renamed = JSON.stringify({
        ...JSON.parse(page),
        hero: { ...JSON.parse(page).hero, title: "Renamed" },
      });
      fs.writeFileSync(path.join(dir, "data/pages/training.json"), renamed);
      await wait(QUIET_MS * 4);
      expect(reports).toEqual([]);
      fs.rmSync(path.join(dir, ".git/index.lock"));
      for (let waited = 0; waited < 4_000 && reports.length === 0; waited += 50) await wait(50);
      expect(reports).toEqual([[]]);
      expect(read(dir, `${VALID_DATA_DIR}/pages/training.json`)).toBe(renamed);
    } finally {
      await watcher.close();
    }
  });
});
