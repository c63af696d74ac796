import { render, screen, within } from "@testing-library/react";

import { TERM_CLASS } from "../../lib/keep-together";
import { loadPage } from "../../test-utils/page-fixtures";
import StandardsSection from ".";

const section = loadPage("home").sections.find(
  (entry): entry is Queries.StandardsSectionFragment & { __typename: "PageStandardsSection" } =>
    entry.__typename === "PageStandardsSection",
)!;

describe("the standards section", () => {
  it("names each standard in words, with what it covers, as a link to the page that explains it", () => {
    render(<StandardsSection section={section} />);
    const band = screen.getByRole("region", { name: section.heading });
    const links = within(band).getAllByRole("link");
    expect(links).toHaveLength(section.standards.length);
    section.standards.forEach((standard, index) => {
      expect(links[index]).toHaveAccessibleName(
        standard.scope ? `${standard.name} ${standard.scope}` : standard.name,
      );
      expect(links[index]).toHaveAttribute("href", standard.to);
    });
    expect(within(band).queryByRole("img")).toBeNull();
  });

  it("keeps a name with its number on one line, and shows a standard without a scope by its name alone", () => {
    const standards = [{ name: "ICH Q7/Q9/Q10", scope: null, to: "/gmpaudits/" }];
    render(<StandardsSection section={{ ...section, standards }} />);
    const link = screen.getByRole("link", { name: "ICH Q7/Q9/Q10" });
    expect([...link.getElementsByClassName(TERM_CLASS)].map((term) => term.textContent)).toEqual([
      "ICH Q7/Q9/Q10",
    ]);
    expect(link.children).toHaveLength(1);
  });

  it("draws nothing, not even its heading, while there are no standards", () => {
    const { container } = render(<StandardsSection section={{ ...section, standards: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
