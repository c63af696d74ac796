import fs from "fs";
import path from "path";

import { COLLECTIONS, collectionNames } from "./collections";
import { jsonSchema } from "./json-schema";

const DATA = path.resolve(__dirname, "../../data");

describe("the JSON Schemas in data/schema/", () => {
  it.each(collectionNames)(
    "of %s matches the content model (run `npm run schema` after changing it)",
    (name) => {
      const committed = JSON.parse(
        fs.readFileSync(path.join(DATA, "schema", COLLECTIONS[name].schema), "utf8"),
      );
      expect(committed).toEqual(jsonSchema(name));
    },
  );

  it.each(collectionNames)("is named by the $schema of every file of %s", (name) => {
    const collection = COLLECTIONS[name];
    const files =
      "folder" in collection
        ? fs.readdirSync(path.join(DATA, collection.folder)).map((file) => `${collection.folder}/${file}`)
        : [collection.file];
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const expected = path.posix.relative(path.posix.dirname(file), `schema/${collection.schema}`);
      expect([file, JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8")).$schema]).toEqual([
        file,
        expected.startsWith(".") ? expected : `./${expected}`,
      ]);
    }
  });

  it("requires what GraphQL requires and rejects unknown fields", () => {
    const page = jsonSchema("pages") as { required: string[]; additionalProperties: boolean };
    expect(page.required).toEqual(["path", "title", "description", "keywords", "hero", "sections"]);
    expect(page.additionalProperties).toBe(false);
  });
});
