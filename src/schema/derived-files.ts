/**
 * Every file derived from the content model (./type-defs.ts), by its path
 * from the project's root, with the text it should have: the JSON Schemas in
 * data/schema/, the content editor's configuration and the table of section
 * kinds in CONTENT.md. `npm run schema` writes them; a test fails while any
 * committed one differs.
 */
import fs from "fs";
import path from "path";

import { withSectionTable } from "./content-table";
import { editorConfig } from "./editor-config";
import { jsonSchema, SCHEMA_FILES } from "./json-schema";

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export const derivedFiles = (root: string): Record<string, string> => ({
  ...Object.fromEntries(
    (Object.keys(SCHEMA_FILES) as (keyof typeof SCHEMA_FILES)[]).map((name) => [
      `data/schema/${name}`,
      json(jsonSchema(name)),
    ]),
  ),
  "src/cms/editor-config.json": json(editorConfig()),
  "CONTENT.md": withSectionTable(fs.readFileSync(path.join(root, "CONTENT.md"), "utf8")),
});
