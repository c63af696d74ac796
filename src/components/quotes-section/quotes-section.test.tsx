import { render, screen, within } from "@testing-library/react";

import { exampleSection } from "../../test-utils/page-fixtures";
import QuotesSection from ".";

const section = exampleSection("PageQuotesSection");

describe("the quotes section", () => {
  it("shows each quote as a quotation with who said it: a name only where one is given", () => {
    render(<QuotesSection section={section} />);
    const region = screen.getByRole("region", { name: section.heading });
    const quotes = within(region).getAllByRole("figure");
    expect(quotes).toHaveLength(3);
    expect(quotes.map((quote) => quote.querySelector("blockquote")?.textContent)).toEqual(
      section.quotes.map((quote) => quote.text),
    );
    expect(quotes.map((quote) => quote.querySelector("figcaption")?.textContent)).toEqual([
      "Example Head of QA, example API manufacturer",
      "Example Name, Example Site Director, example formulation plant",
      "Example QC Manager, example excipient maker",
    ]);
  });

  it("keeps markup in a quote as text", () => {
    render(<QuotesSection section={section} />);
    expect(screen.getByText(/and markup that must stay text/).innerHTML).toContain("&lt;b&gt;");
    expect(document.querySelector("blockquote b")).toBeNull();
  });

  it("draws nothing, not even its heading, while there are no quotes", () => {
    const { container } = render(<QuotesSection section={{ ...section, quotes: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
