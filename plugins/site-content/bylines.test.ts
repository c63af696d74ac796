import { checkBylines } from "./bylines";

const consultant = (name: string) => ({
  file: "data/pages/aboutus.json",
  pointer: "/sections/5/consultants/0/name",
  text: name,
});
const byline = (field: "author" | "reviewer", name: string) => ({
  file: "data/insights/example.json",
  pointer: `/${field}`,
  text: name,
});

describe("bylines", () => {
  it("accepts an author and a reviewer the About page lists as consultants", () => {
    expect(
      checkBylines([
        consultant("A. Example"),
        { ...consultant("B. Example"), pointer: "/sections/5/consultants/1/name" },
        byline("author", "A. Example"),
        byline("reviewer", "B. Example"),
      ]),
    ).toEqual([]);
  });

  it("warns, with file and field, on a name no consultant has", () => {
    expect(checkBylines([consultant("A. Example"), byline("reviewer", "Someone else")])).toEqual([
      'data/insights/example.json /reviewer: name a consultant listed on the About page ("Someone else" is not among them)',
    ]);
  });

  it("reads names only from consultants, not from other texts that happen to match", () => {
    expect(
      checkBylines([
        consultant("B. Example"),
        { file: "data/pages/aboutus.json", pointer: "/sections/0/heading", text: "A. Example" },
        byline("author", "A. Example"),
      ]),
    ).toHaveLength(1);
  });

  it("says nothing while the About page lists no consultant: the launch check holds the stand-ins", () => {
    expect(checkBylines([byline("author", "Author to be named")])).toEqual([]);
  });
});
