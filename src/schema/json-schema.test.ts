import fs from "fs";
import path from "path";

import { jsonSchema, SCHEMA_FILES } from "./json-schema";

const DATA = path.resolve(__dirname, "../../data");

describe("the JSON Schemas in data/schema/", () => {
  it.each(Object.keys(SCHEMA_FILES))(
    "%s matches the content model (run `npm run schema` after changing it)",
    (name) => {
      const committed = JSON.parse(fs.readFileSync(path.join(DATA, "schema", name), "utf8"));
      expect(committed).toEqual(jsonSchema(name as keyof typeof SCHEMA_FILES));
    },
  );

  it("is named by every data file's $schema, and mapped for VS Code", () => {
    const expected = (file: string) =>
      file.startsWith("pages/")
        ? "../schema/page.schema.json"
        : `./schema/${path.basename(file, ".json")}.schema.json`;
    const files = [
      "site.json",
      "navigation.json",
      ...fs.readdirSync(path.join(DATA, "pages")).map((f) => `pages/${f}`),
    ];
    for (const file of files) {
      expect([file, JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8")).$schema]).toEqual([
        file,
        expected(file),
      ]);
    }
    const settings = JSON.parse(fs.readFileSync(path.resolve(DATA, "../.vscode/settings.json"), "utf8"));
    expect(settings["json.schemas"]).toEqual(
      expect.arrayContaining([
        { fileMatch: ["data/pages/*.json"], url: "./data/schema/page.schema.json" },
        { fileMatch: ["data/site.json"], url: "./data/schema/site.schema.json" },
        { fileMatch: ["data/navigation.json"], url: "./data/schema/navigation.schema.json" },
      ]),
    );
  });

  it("requires what GraphQL requires and rejects unknown fields", () => {
    const page = jsonSchema("page.schema.json") as { required: string[]; additionalProperties: boolean };
    expect(page.required).toEqual(["path", "title", "description", "keywords", "hero", "sections"]);
    expect(page.additionalProperties).toBe(false);
  });
});
