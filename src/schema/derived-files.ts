/**
 * Every file derived from the content model (./type-defs.ts) and the table of data file kinds
 * (./collections.ts), by its path from the project's root, with the text it should have: the JSON
 * Schemas in data/schema/, VS Code's map of them, the content editor's configuration and the table
 * of section kinds in CONTENT.md. `npm run schema` writes them; a test fails while any committed one
 * differs.
 */
import fs from "fs";
import path from "path";

import { COLLECTIONS, collectionNames, placeOf } from "./collections";
import { withSectionTable } from "./content-table";
import { editorConfig } from "./editor-config";
import { jsonSchema } from "./json-schema";

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** VS Code's settings: each kind's files mapped to their JSON Schema, one line each as Prettier keeps them. */
const vscodeSettings = () => {
  const lines = collectionNames.map((name) => {
    const collection = COLLECTIONS[name];
    const files = `data/${placeOf(collection).replace("<slug>", "*")}`;
    const url = `./data/schema/${collection.schema}`;
    return `    { "fileMatch": [${JSON.stringify(files)}], "url": ${JSON.stringify(url)} }`;
  });
  return `{\n  "json.schemas": [\n${lines.join(",\n")}\n  ]\n}\n`;
};

export const derivedFiles = (root: string): Record<string, string> => ({
  ...Object.fromEntries(
    collectionNames.map((name) => [`data/schema/${COLLECTIONS[name].schema}`, json(jsonSchema(name))]),
  ),
  ".vscode/settings.json": vscodeSettings(),
  "src/cms/editor-config.json": json(editorConfig()),
  "CONTENT.md": withSectionTable(fs.readFileSync(path.join(root, "CONTENT.md"), "utf8")),
});
