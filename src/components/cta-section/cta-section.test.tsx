import { render, screen } from "@testing-library/react";

import { loadPage } from "../../test-utils/page-fixtures";
import CtaSection from ".";

type Cta = Queries.CtaSectionFragment & { __typename: "PageCtaSection" };

const ctaOf = (slug: string) =>
  // The band that closes the page (another may lead to the readiness check).
  loadPage(slug)
    .sections.filter((section): section is Cta => section.__typename === "PageCtaSection")
    .at(-1)!;

describe("the closing call to action", () => {
  it("lands on the contact form with the page's request chosen, like the banner's button", () => {
    const section = ctaOf("gmpaudits");
    render(<CtaSection section={section} path="/gmpaudits/" request="new audit" />);
    expect(screen.getByRole("link", { name: section.link.label })).toHaveAttribute(
      "href",
      "/contactus/?request=new+audit#request-form",
    );
  });

  it("lands on the form with nothing chosen where the page chooses nothing (an article)", () => {
    const section = ctaOf("gmpaudits");
    render(<CtaSection section={section} path="/insights/revised-schedule-m/" />);
    expect(screen.getByRole("link", { name: section.link.label })).toHaveAttribute(
      "href",
      "/contactus/#request-form",
    );
  });

  it("keeps a link to any other page as written", () => {
    const section = { ...ctaOf("gmpaudits"), link: { label: "See Training", to: "/training/" } };
    render(<CtaSection section={section} path="/gmpaudits/" request="new audit" />);
    expect(screen.getByRole("link", { name: "See Training" })).toHaveAttribute("href", "/training/");
  });
});
