import { render, screen, within } from "@testing-library/react";

import { loadPageWithExamples } from "../../test-utils/page-fixtures";
import FiguresSection from ".";

type Figures = Queries.FiguresSectionFragment & { __typename: "PageFiguresSection" };

const section = loadPageWithExamples("aboutus").sections.find(
  (s): s is Figures => s.__typename === "PageFiguresSection",
)!;

/** Text as read out: the no-break spaces that keep words together read as spaces. */
const spoken = (element: Element) => element.textContent?.replace(/\u00a0/g, " ");

describe("the figures section", () => {
  it("shows each figure as text: the number with its unit, what it counts and its source", () => {
    render(<FiguresSection section={section} />);
    const band = screen.getByRole("region", { name: section.heading });
    const items = within(band).getAllByRole("listitem");
    expect(items.map(spoken)).toEqual([
      "120+example audits in a yearExample source note",
      "1,200example people trained",
      "98.5%example reports on time",
      "25 yearsexample years in the industry",
    ]);
    // The numeral is a paragraph of its own, so it is read before its label, not drawn as a picture.
    expect(within(items[0]).getByText("120", { exact: false }).tagName).toBe("P");
    expect(within(band).queryByRole("img")).toBeNull();
  });

  it("draws nothing, not even its heading, while there are no figures", () => {
    const { container } = render(<FiguresSection section={{ ...section, figures: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
