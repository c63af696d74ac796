import { render, screen, within } from "@testing-library/react";

import { loadNavigation, exampleSection } from "../../test-utils/page-fixtures";
import ConsultantsSection, { PHOTO_SIZE } from ".";

const section = exampleSection("PageConsultantsSection");
const services = new Map(
  loadNavigation()
    .links.flatMap((link) => link.children ?? [])
    .map((child) => [child.to, child.label]),
);

describe("the consultants section", () => {
  it("shows each consultant as a card: name, role, years, audits led, qualifications, services, languages and profile, as text", () => {
    render(<ConsultantsSection section={section} />);
    const band = screen.getByRole("region", { name: section.heading });
    const names = within(band).getAllByRole("heading", { level: 3 });
    expect(names.map((name) => name.textContent)).toEqual(section.consultants.map((c) => c.name));
    const [first] = section.consultants;
    const card = names[0].closest("li")!;
    expect(card).toHaveTextContent(first.role);
    expect(card).toHaveTextContent(section.yearsLabel.replace("{years}", first.years!));
    expect(card).toHaveTextContent(section.ledLabel.replace("{count}", first.led!));
    expect(card).toHaveTextContent(`${section.languagesLabel} ${first.languages!.join(", ")}`);
    for (const qualification of first.qualifications) expect(card).toHaveTextContent(qualification);
    // Its services by the names the Services menu gives them, linked to their pages.
    for (const area of first.areas!) {
      expect(within(card).getByRole("link", { name: services.get(area) })).toHaveAttribute("href", area);
    }
    expect(within(card).getByRole("link", { name: `${section.profileLabel} ${first.name}` })).toHaveAttribute(
      "href",
      first.profile,
    );
    // A made-up name with markup in it is shown as the characters typed.
    expect(names[2]).toHaveTextContent("Example Consultant <b>Three</b>");
  });

  it("gives a photo its square box before it arrives, and no text alternative (the name is beside it)", () => {
    render(<ConsultantsSection section={section} />);
    const photo = screen.getByRole("presentation");
    expect(photo).toHaveAttribute("width", String(PHOTO_SIZE));
    expect(photo).toHaveAttribute("height", String(PHOTO_SIZE));
    expect(photo).toHaveAttribute("alt", "");
  });

  it("leaves out what a consultant has not been given: no photo, no services, no languages, no profile", () => {
    render(<ConsultantsSection section={section} />);
    const third = screen.getAllByRole("heading", { level: 3 })[2].closest("li")!;
    expect(third.querySelector("img")).toBeNull();
    expect(within(third).queryByRole("link")).toBeNull();
    expect(third).not.toHaveTextContent(section.areasLabel);
    expect(third).not.toHaveTextContent(section.languagesLabel);
    expect(third).not.toHaveTextContent(section.ledLabel.replace("{count}", ""));
  });

  it("draws nothing, not even its heading, while there are no consultants", () => {
    const { container } = render(<ConsultantsSection section={{ ...section, consultants: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
