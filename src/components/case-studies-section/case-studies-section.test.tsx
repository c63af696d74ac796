import { render, screen, within } from "@testing-library/react";

import { exampleSection } from "../../test-utils/page-fixtures";
import CaseStudiesSection from ".";

const section = exampleSection("PageCaseStudiesSection");

describe("the case studies section", () => {
  it("shows each case study as a card: title, sector, market, then the situation, the work and the result under their headings", () => {
    render(<CaseStudiesSection section={section} />);
    const band = screen.getByRole("region", { name: section.heading });
    const titles = within(band).getAllByRole("heading", { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(section.caseStudies.map((study) => study.title));
    const [first] = section.caseStudies;
    const card = titles[0].closest("li")!;
    // Each value follows its heading, as a screen reader reads the card.
    const pairs = [...card.querySelectorAll("dt")].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      [section.labels.sector, first.sector],
      [section.labels.market, first.market],
      [section.labels.situation, first.situation],
      [section.labels.work, first.work],
      [section.labels.result, first.result],
    ]);
  });

  it("names the client only where the case study gives one", () => {
    render(<CaseStudiesSection section={section} />);
    const cards = screen.getAllByRole("heading", { level: 3 }).map((title) => title.closest("li")!);
    const named = section.caseStudies.map((study) => study.client);
    expect(named).toEqual([null, "Example Client Ltd", null]);
    expect(cards[1]).toHaveTextContent(`${section.labels.client}Example Client Ltd`);
    expect(cards[0]).not.toHaveTextContent(section.labels.client);
  });

  it("draws nothing, not even its heading, while there are no case studies", () => {
    const { container } = render(<CaseStudiesSection section={{ ...section, caseStudies: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
