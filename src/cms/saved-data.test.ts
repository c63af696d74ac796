import fs from "fs";
import path from "path";

import { COLLECTIONS, collectionNames, SETTINGS } from "../schema/collections";
import type { EditorField } from "../schema/editor-config";
import { entryFields } from "./entry-data";
import { emptyFieldPaths, type EntryData, inModelOrder, savedData, withoutEmptyFields } from "./saved-data";

const ROOT = path.resolve(__dirname, "../..");

/**
 * A stand-in for the editor's Immutable values: maps that keep their keys in a shuffled order (as
 * Immutable's do past eight keys) unless they are the ordered kind, and lists.
 */
class StandIn {
  constructor(
    readonly entries: [string, unknown][] | unknown[],
    readonly kind: "shuffled" | "ordered" | "list",
  ) {}
  static of(value: unknown): unknown {
    if (Array.isArray(value)) return new StandIn(value.map(StandIn.of), "list");
    if (typeof value !== "object" || value === null) return value;
    const entries = Object.entries(value).map(([key, item]): [string, unknown] => [key, StandIn.of(item)]);
    return new StandIn(entries.reverse(), "shuffled");
  }
  toJS(): unknown {
    if (this.kind === "list")
      return this.entries.map((item) => (item instanceof StandIn ? item.toJS() : item));
    return Object.fromEntries(
      (this.entries as [string, unknown][]).map(([key, item]) => [
        key,
        item instanceof StandIn ? item.toJS() : item,
      ]),
    );
  }
  toOrderedMap() {
    return new StandIn(this.kind === "list" ? [] : this.entries, "ordered");
  }
  toList() {
    return new StandIn([], "list");
  }
  clear() {
    return new StandIn([], this.kind);
  }
  set(key: string, value: unknown) {
    return new StandIn([...(this.entries as [string, unknown][]), [key, value]], this.kind);
  }
  push(...values: unknown[]) {
    return new StandIn([...this.entries, ...values], this.kind);
  }
}

const FIELDS: EditorField[] = [
  { name: "path", label: "Address", widget: "string", required: true },
  {
    name: "hero",
    label: "Banner",
    widget: "object",
    required: true,
    fields: [
      { name: "title", label: "Heading", widget: "string", required: true },
      { name: "lead", label: "Line", widget: "string", required: false },
    ],
  },
  {
    name: "sections",
    label: "Sections",
    widget: "list",
    required: true,
    typeKey: "kind",
    types: [
      {
        name: "cards",
        label: "Cards",
        widget: "object",
        fields: [
          { name: "id", label: "Anchor", widget: "string", required: true },
          { name: "intro", label: "Introduction", widget: "text", required: false },
          {
            name: "cards",
            label: "Cards",
            widget: "list",
            required: true,
            fields: [
              { name: "title", label: "Card heading", widget: "string", required: true },
              { name: "text", label: "Card text", widget: "text", required: true },
            ],
          },
        ],
      },
    ],
  },
];

describe("what the editor writes to a data file", () => {
  it("leaves out cleared texts, and objects left with nothing in them", () => {
    const data = {
      path: "/training/",
      hero: { title: "Training", lead: "" },
      sections: [
        {
          kind: "cards",
          id: "a",
          intro: "",
          cards: [{ title: "T", text: "x", link: { label: "", to: "" } }],
        },
      ],
    };
    expect(withoutEmptyFields(data)).toEqual({
      path: "/training/",
      hero: { title: "Training" },
      sections: [{ kind: "cards", id: "a", cards: [{ title: "T", text: "x" }] }],
    });
  });

  it("keeps what is filled in, false and 0, and every entry of a list", () => {
    const value = { showLogo: false, year: 0, keywords: ["a", "b"], hero: { title: "Home" } };
    expect(emptyFieldPaths(value)).toEqual([]);
    expect(emptyFieldPaths({ keywords: ["", "b"] })).toEqual([]);
    expect(emptyFieldPaths({ form: {} })).toEqual([["form"]]);
    // A group the editor took out (src/cms/optional-group.tsx) is left undefined.
    expect(emptyFieldPaths({ note: undefined, title: "T" })).toEqual([["note"]]);
  });

  it("removes a partly emptied object's empty fields only", () => {
    expect(emptyFieldPaths({ link: { label: "More", to: "" } })).toEqual([["link", "to"]]);
  });

  it("puts every object's keys in the model's order, a section's by its kind, unnamed keys first", () => {
    const shuffled = {
      sections: [{ cards: [{ text: "x", title: "T" }], id: "a", kind: "cards" }],
      hero: { lead: "L", title: "Training" },
      path: "/training/",
      $schema: "./schema/page.schema.json",
    };
    expect(JSON.stringify(inModelOrder(shuffled, FIELDS))).toBe(
      JSON.stringify({
        $schema: "./schema/page.schema.json",
        path: "/training/",
        hero: { title: "Training", lead: "L" },
        sections: [{ kind: "cards", id: "a", cards: [{ title: "T", text: "x" }] }],
      }),
    );
  });

  it("hands the editor back ordered maps, whatever order its own maps held the keys in", () => {
    const entry = StandIn.of({ hero: { lead: "", title: "Training" }, path: "/training/", sections: [] });
    const saved = savedData(entry as EntryData, FIELDS) as unknown as StandIn;
    expect(saved.kind).toBe("ordered");
    expect(JSON.stringify(saved.toJS())).toBe(
      JSON.stringify({ path: "/training/", hero: { title: "Training" }, sections: [] }),
    );
  });
});

describe("the data files", () => {
  // Decap writes JSON.stringify(data, null, 2) and a newline: each file is already what an unchanged
  // save writes, so a save changes only the lines an editor changed.
  const files = collectionNames.flatMap((name) => {
    const collection = COLLECTIONS[name];
    if ("file" in collection)
      return [{ file: `data/${collection.file}`, fields: entryFields(SETTINGS.name, name) }];
    return fs
      .readdirSync(path.join(ROOT, "data", collection.folder))
      .filter((file) => file.endsWith(".json"))
      .map((file) => ({ file: `data/${collection.folder}/${file}`, fields: entryFields(name, file) }));
  });

  it.each(files)("$file is as the editor saves it unchanged", ({ file, fields }) => {
    const text = fs.readFileSync(path.join(ROOT, file), "utf8");
    const saved = inModelOrder(withoutEmptyFields(JSON.parse(text)), fields);
    expect(`${JSON.stringify(saved, null, 2)}\n`).toBe(text);
  });
});
