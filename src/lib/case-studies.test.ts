import { FEATURED_CASE_STUDIES, featuredCaseStudies } from "./case-studies";

const study = (title: string, featured = true) => ({
  title,
  sector: "API",
  market: "USFDA",
  result: `${title} result`,
  featured,
});
const page = (path: string, heading: string, titles: string[], id = "case-studies") => ({
  path,
  hero: { title: heading },
  sections: [
    { kind: "text", id: "intro" },
    { kind: "caseStudies", id, caseStudies: titles.map((title) => study(title, !title.startsWith("not"))) },
  ],
});
const navigation = {
  links: [
    { children: null },
    {
      children: [
        { to: "/gmpaudits/", label: "GMP Audits" },
        { to: "/training/", label: "Training" },
      ],
    },
  ],
};

describe("featuredCaseStudies", () => {
  it("takes the marked case studies in the Services menu's order, each page's in its own order, named by the menu", () => {
    const pages = [
      page("/training/", "Training banner", ["t1", "not t2", "t3"]),
      page("/gmpaudits/", "Audit banner", ["g1"], "audit-cases"),
    ];
    expect(
      featuredCaseStudies(pages, navigation).map(({ title, service, to }) => [title, service, to]),
    ).toEqual([
      ["g1", "GMP Audits", "/gmpaudits/#audit-cases"],
      ["t1", "Training", "/training/#case-studies"],
      ["t3", "Training", "/training/#case-studies"],
    ]);
  });

  it("puts pages the menu does not list last, named by their banner heading, and stops at three", () => {
    const pages = [
      page("/aboutus/", "About Us", ["a1", "a2"]),
      page("/training/", "Training banner", ["t1", "t2"]),
    ];
    const featured = featuredCaseStudies(pages, navigation);
    expect(featured).toHaveLength(FEATURED_CASE_STUDIES);
    expect(featured.map(({ title, service }) => `${title} ${service}`)).toEqual([
      "t1 Training",
      "t2 Training",
      "a1 About Us",
    ]);
  });

  it("gives nothing when no case study is marked, and an absent client as null", () => {
    expect(featuredCaseStudies([page("/training/", "Training", ["not one"])], navigation)).toEqual([]);
    expect(featuredCaseStudies([page("/training/", "Training", ["one"])], navigation)[0].client).toBeNull();
  });
});
