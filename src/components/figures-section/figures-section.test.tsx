import { render, screen, within } from "@testing-library/react";

import { exampleSection } from "../../test-utils/page-fixtures";
import FiguresSection from ".";

const section = exampleSection("PageFiguresSection");

describe("the figures section", () => {
  it("shows each figure as text: the number with its unit, what it counts and its source", () => {
    render(<FiguresSection section={section} />);
    const band = screen.getByRole("region", { name: section.heading });
    const items = within(band).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
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
