/**
 * `npm run schema`: writes every file derived from the content model
 * (src/schema/type-defs.ts): data/schema/*.schema.json, the content editor's
 * configuration (src/cms/editor-config.json, which also lists the page files
 * in data/pages/) and the table of section kinds in CONTENT.md.
 */
import fs from "fs";
import path from "path";

import { derivedFiles } from "../src/schema/derived-files";

const root = path.resolve(__dirname, "..");
for (const [file, text] of Object.entries(derivedFiles(root))) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
  console.log(file);
}
