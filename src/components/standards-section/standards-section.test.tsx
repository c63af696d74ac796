import { render, screen, within } from "@testing-library/react";

import { TERM_CLASS } from "../../lib/keep-together";
import { inSentenceCase } from "../../lib/service-names";
import { loadNavigation, loadPage } from "../../test-utils/page-fixtures";
import StandardsSection from ".";

const section = loadPage("home").sections.find(
  (entry): entry is Queries.StandardsSectionFragment & { __typename: "PageStandardsSection" } =>
    entry.__typename === "PageStandardsSection",
)!;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A link's name: what it says, a full stop, then where it leads (spaces between them as they fall). */
const nameLeadingTo = (text: string, destination: string) =>
  new RegExp(`^${escaped(text)}\\s*\\.\\s+${escaped(destination)}$`);

/** The name the menu gives each page a standard can lead to, in sentence case as the link says it. */
const menuNames = new Map(
  loadNavigation().links.flatMap((link) => [
    ...(link.to ? [[link.to, inSentenceCase(link.label)] as const] : []),
    ...(link.children ?? []).map((child) => [child.to, inSentenceCase(child.label)] as const),
  ]),
);

describe("the standards section", () => {
  it("names each standard in words, with what it covers, as a link that ends on the name of the page it leads to, in sentence case", () => {
    render(<StandardsSection section={section} />);
    const band = screen.getByRole("region", { name: section.heading });
    const links = within(band).getAllByRole("link");
    expect(links).toHaveLength(section.standards.length);
    section.standards.forEach((standard, index) => {
      const destination = menuNames.get(standard.to);
      expect(destination).toBeDefined();
      expect(links[index]).toHaveAccessibleName(
        nameLeadingTo(standard.scope ? `${standard.name} ${standard.scope}` : standard.name, destination!),
      );
      // Seen as well as read out.
      expect(within(links[index]).getByText(destination!)).toBeInTheDocument();
      expect(links[index]).toHaveAttribute("href", standard.to);
    });
    expect(within(band).queryByRole("img")).toBeNull();
  });

  it("names a standard alone where it leads to a page the menu does not name", () => {
    const standards = [{ name: "EU GMP", scope: "EudraLex Volume 4", to: "/insights/eu-gmp/" }];
    render(<StandardsSection section={{ ...section, standards }} />);
    expect(screen.getByRole("link")).toHaveAccessibleName("EU GMP EudraLex Volume 4");
  });

  it("keeps a name with its number on one line, and shows a standard without a scope by its name alone", () => {
    const standards = [{ name: "ICH Q7/Q9/Q10", scope: null, to: "/gmpaudits/" }];
    render(<StandardsSection section={{ ...section, standards }} />);
    const link = screen.getByRole("link", {
      name: nameLeadingTo("ICH Q7/Q9/Q10", menuNames.get("/gmpaudits/")!),
    });
    expect([...link.getElementsByClassName(TERM_CLASS)].map((term) => term.textContent)).toEqual([
      "ICH Q7/Q9/Q10",
    ]);
    // The name, the pause and where it leads: no scope.
    expect(link.children).toHaveLength(3);
  });

  it("draws nothing, not even its heading, while there are no standards", () => {
    const { container } = render(<StandardsSection section={{ ...section, standards: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("a menu's name in running text", () => {
  it("keeps the first word and abbreviations, and lowers every other word", () => {
    expect(inSentenceCase("Computer System Validations")).toBe("Computer system validations");
    expect(inSentenceCase("GMP Audits")).toBe("GMP audits");
    expect(inSentenceCase("Training")).toBe("Training");
    expect(inSentenceCase("Audits for the EU and US")).toBe("Audits for the EU and US");
  });
});
