import fs from "fs";
import path from "path";

import { TABLE_END, TABLE_START, withSectionTable } from "./content-table";
import { derivedFiles } from "./derived-files";

const ROOT = path.resolve(__dirname, "../..");

describe("the files derived from the content model", () => {
  const files = derivedFiles(ROOT);

  it("covers the JSON Schemas and VS Code's map of them, the editor's configuration and CONTENT.md", () => {
    expect(Object.keys(files).sort()).toEqual([
      ".vscode/settings.json",
      "CONTENT.md",
      "data/schema/check.schema.json",
      "data/schema/insight.schema.json",
      "data/schema/insights.schema.json",
      "data/schema/navigation.schema.json",
      "data/schema/page.schema.json",
      "data/schema/site.schema.json",
      "src/cms/editor-config.json",
    ]);
  });

  it.each(Object.keys(files))("%s is up to date (run `npm run schema` after changing the model)", (file) => {
    expect(fs.readFileSync(path.join(ROOT, file), "utf8")).toBe(files[file]);
  });

  it("writes CONTENT.md's table of section kinds between its markers, one row per kind", () => {
    const stale = `Before\n${TABLE_START}\n\n| old |\n\n${TABLE_END}\nAfter\n`;
    const fresh = withSectionTable(stale);
    expect(fresh.startsWith(`Before\n${TABLE_START}\n\n| \`kind\``)).toBe(true);
    expect(fresh.endsWith(`\n\n${TABLE_END}\nAfter\n`)).toBe(true);
    expect(fresh).not.toContain("| old |");
    expect(fresh).toMatch(/^\| `cards` +\| Cards +\|.*`cards`: each with `title`, `text`/m);
    expect(withSectionTable(fresh)).toBe(fresh);
  });

  it("refuses a CONTENT.md without the markers", () => {
    expect(() => withSectionTable("# Guide\n")).toThrow(/markers/);
  });
});
