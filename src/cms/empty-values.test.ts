import { emptyFieldPaths, withoutEmptyFields } from "./empty-values";

/** A stand-in for the editor's Immutable map: plain data with deleteIn. */
class Data {
  constructor(readonly value: unknown) {}
  toJS() {
    return this.value;
  }
  deleteIn(path: (string | number)[]): Data {
    const copy = JSON.parse(JSON.stringify(this.value)) as Record<string | number, unknown>;
    const parent = path
      .slice(0, -1)
      .reduce<Record<string | number, unknown>>(
        (node, key) => node[key] as Record<string | number, unknown>,
        copy,
      );
    delete parent[path[path.length - 1]];
    return new Data(copy);
  }
}

describe("emptied optional fields", () => {
  it("are removed: cleared texts, and objects left with nothing in them", () => {
    const data = new Data({
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
    });
    expect(withoutEmptyFields(data).toJS()).toEqual({
      path: "/training/",
      hero: { title: "Training" },
      sections: [{ kind: "cards", id: "a", cards: [{ title: "T", text: "x" }] }],
    });
  });

  it("keep what is filled in, false and 0, and every entry of a list", () => {
    const value = { showLogo: false, year: 0, keywords: ["a", "b"], hero: { title: "Home" } };
    expect(emptyFieldPaths(value)).toEqual([]);
    expect(emptyFieldPaths({ keywords: ["", "b"] })).toEqual([]);
    expect(emptyFieldPaths({ form: {} })).toEqual([["form"]]);
  });

  it("removes a partly emptied object's empty fields only", () => {
    expect(emptyFieldPaths({ link: { label: "More", to: "" } })).toEqual([["link", "to"]]);
  });
});
