/** `npm run schema`: writes data/schema/*.schema.json from the content model (src/schema/type-defs.ts). */
import fs from "fs";
import path from "path";

import { jsonSchema, SCHEMA_FILES } from "../src/schema/json-schema";

const dir = path.resolve(__dirname, "../data/schema");
fs.mkdirSync(dir, { recursive: true });
for (const name of Object.keys(SCHEMA_FILES) as (keyof typeof SCHEMA_FILES)[]) {
  fs.writeFileSync(path.join(dir, name), `${JSON.stringify(jsonSchema(name), null, 2)}\n`);
  console.log(`data/schema/${name}`);
}
