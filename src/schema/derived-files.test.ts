import fs from "fs";
import path from "path";

import { COLLECTIONS } from "./collections";
import { TABLE_END, TABLE_START, withSectionTable } from "./content-table";
import { derivedFiles } from "./derived-files";

const ROOT = path.resolve(__dirname, "../..");

describe("the files derived from the content model", () => {
  const files = derivedFiles(ROOT);

  it("covers each collection's JSON Schema and VS Code's map of them, the editor's configuration and CONTENT.md", () => {
    const schemas = Object.values(COLLECTIONS).map((collection) => `data/schema/${collection.schema}`);
    expect(Object.keys(files).sort()).toEqual(
      [".vscode/settings.json", "CONTENT.md", "src/cms/editor-config.json", ...schemas].sort(),
    );
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
