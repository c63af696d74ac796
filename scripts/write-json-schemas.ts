/**
 * `npm run schema`: writes data/schema/*.schema.json and the content editor's
 * configuration, src/cms/editor-config.json, from the content model
 * (src/schema/type-defs.ts) and the page files in data/pages/.
 */
import fs from "fs";
import path from "path";

import { editorConfig, pageFilesIn } from "../src/schema/editor-config";
import { jsonSchema, SCHEMA_FILES } from "../src/schema/json-schema";

const root = path.resolve(__dirname, "..");
const write = (file: string, value: unknown) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), `${JSON.stringify(value, null, 2)}\n`);
  console.log(file);
};

for (const name of Object.keys(SCHEMA_FILES) as (keyof typeof SCHEMA_FILES)[]) {
  write(`data/schema/${name}`, jsonSchema(name));
}
write("src/cms/editor-config.json", editorConfig(pageFilesIn(path.join(root, "data/pages"))));
