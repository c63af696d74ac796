import { consultantsOfPage, listedConsultants, signedBy } from "./bylines";

const about = {
  sections: [
    { kind: "text" },
    { kind: "consultants", consultants: [{ name: "A. Example" }, { name: "B. Example " }] },
  ],
};
const home = { sections: [{ kind: "consultants", consultants: [{ name: "A. Example" }] }] };

describe("bylines", () => {
  it("lists every page's consultants once", () => {
    const people = listedConsultants([about, home].map(consultantsOfPage));
    expect(people.map(({ name }) => name)).toEqual(["A. Example", "B. Example "]);
  });

  it("signs an article with the consultant its author names, spaces aside", () => {
    const people = listedConsultants([consultantsOfPage(about)]);
    expect(signedBy(people, " B. Example")).toBe(people[1]);
  });

  it("signs nothing for a name no page lists, an empty one, or while nobody is listed", () => {
    const people = listedConsultants([consultantsOfPage(about)]);
    expect(signedBy(people, "Author to be named")).toBeNull();
    expect(signedBy(people, "  ")).toBeNull();
    expect(signedBy(people, null)).toBeNull();
    expect(signedBy([], "A. Example")).toBeNull();
  });
});
