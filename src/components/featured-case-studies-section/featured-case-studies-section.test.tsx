import fs from "fs";
import { render, screen, within } from "@testing-library/react";

import { featuredCaseStudies } from "../../lib/case-studies";
import { loadNavigation, loadPage, loadRawPage, PROOF_EXAMPLES } from "../../test-utils/page-fixtures";
import FeaturedCaseStudiesSection from ".";

type Featured = Queries.FeaturedCaseStudiesSectionFragment & { __typename: "PageFeaturedCaseStudiesSection" };
type RawStudy = { title: string; sector: string; market: string; result: string; featured?: boolean };

/** The home page's featured list as data/pages/home.json holds it, with what the build gathered. */
const homeSection = () =>
  loadPage("home").sections.find(
    (entry): entry is Featured => entry.__typename === "PageFeaturedCaseStudiesSection",
  )!;

/** The example case studies (tests/fixtures), as if GMP Audits held them. */
const examples = (
  JSON.parse(fs.readFileSync(PROOF_EXAMPLES, "utf8")) as {
    sections: { kind: string; id: string; caseStudies?: RawStudy[] }[];
  }
).sections.find((section) => section.kind === "caseStudies")!;
const audits = loadRawPage("gmpaudits");
const withExamples = { ...audits, sections: [...audits.sections, examples] };

describe("the featured case studies section", () => {
  it("lists the case studies marked for it, each title linking to its page's case studies, with its service, sector, market and result", () => {
    const section = {
      ...homeSection(),
      caseStudies: featuredCaseStudies(
        [withExamples] as unknown as Parameters<typeof featuredCaseStudies>[0],
        loadNavigation(),
      ),
    };
    render(<FeaturedCaseStudiesSection section={section} />);
    const band = screen.getByRole("region", { name: section.heading });
    const marked = examples.caseStudies!.filter((study) => study.featured);
    expect(marked.length).toBeGreaterThan(0);
    const links = within(band).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(marked.map((study) => study.title));
    for (const link of links) expect(link).toHaveAttribute("href", `/gmpaudits/#${examples.id}`);
    const card = links[0].closest("li")!;
    const { labels } = section;
    // Named as the Services menu names GMP Audits.
    const service = loadNavigation()
      .links.flatMap((link) => link.children ?? [])
      .find((child) => child.to === "/gmpaudits/")!.label;
    expect(card).toHaveTextContent(`${labels.service}${service}`);
    expect(card).toHaveTextContent(`${labels.sector}${marked[0].sector}`);
    expect(card).toHaveTextContent(`${labels.market}${marked[0].market}`);
    expect(card).toHaveTextContent(`${labels.result} ${marked[0].result}`);
  });

  it("draws nothing, not even its heading, while no case study is marked for it (the data as shipped)", () => {
    const shipped = homeSection();
    expect(shipped.caseStudies).toEqual([]);
    const { container } = render(<FeaturedCaseStudiesSection section={shipped} />);
    expect(container).toBeEmptyDOMElement();
  });
});
