import { render, screen, within } from "@testing-library/react";

import { exampleSection } from "../../test-utils/page-fixtures";
import CredentialsSection from ".";

const section = exampleSection("PageCredentialsSection");

describe("the credentials section", () => {
  it("names each credential with who grants it and the year when given", () => {
    render(<CredentialsSection section={section} />);
    const region = screen.getByRole("region", { name: section.heading });
    expect(
      within(region)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Example Lead Auditor qualificationExample Certification Body, 2024",
      "Example corporate membershipExample Society",
      "Example registration <i>with markup as text</i>Example Board, 2019",
    ]);
    expect(region.querySelector("i")).toBeNull();
  });

  it("links a credential to the issuer's register, and shows a logo in a fixed box with its description", () => {
    render(<CredentialsSection section={section} />);
    const link = screen.getByRole("link", { name: "Example Lead Auditor qualification" });
    expect(link).toHaveAttribute("href", "https://register.example.org/lead-auditors");
    const logo = screen.getByRole("img", { name: "Example Certification Body" });
    expect(logo).toHaveAttribute("src", "/static/example-logo.svg");
    expect(logo).toHaveAttribute("width", "96");
    expect(logo).toHaveAttribute("height", "48");
    // The others have neither link nor logo.
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.getAllByRole("img")).toHaveLength(1);
  });

  it("draws nothing, not even its heading, while there are no credentials", () => {
    const { container } = render(<CredentialsSection section={{ ...section, credentials: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
