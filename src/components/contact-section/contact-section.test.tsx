import { act, render, screen, within } from "@testing-library/react";

import site from "../../../data/site.json";
import { TERM_CLASS } from "../../lib/keep-together";
import { installIntersectionObserver } from "../../test-utils/intersection-observer";
import { loadPage } from "../../test-utils/page-fixtures";
import ContactSection from ".";

const section = loadPage("contactus").sections.find(
  (s): s is Queries.ContactSectionFragment & { __typename: "PageContactSection" } =>
    s.__typename === "PageContactSection",
)!;

/** A refusal by a content security policy, as the browser reports it on the document. */
const policyRefuses = (blockedURI: string) => {
  const event = Object.assign(new Event("securitypolicyviolation"), {
    blockedURI,
    effectiveDirective: "frame-src",
    disposition: "enforce",
  });
  act(() => {
    document.dispatchEvent(event);
  });
};

describe("the contact section's map", () => {
  it("always offers the fallback beside the map: the address and a link that opens the map", () => {
    const { container } = render(<ContactSection section={section} site={site} />);
    const fallback = container.querySelector("div > address")!.parentElement!;
    expect(fallback).toHaveTextContent(section.addressTitle);
    // The street keeps "R. C. Dutt Road" on one line.
    const street = within(fallback).getByText(/R\. C\. Dutt Road/);
    expect(street).toHaveClass(TERM_CLASS);
    const link = within(fallback).getByRole("link", { name: site.map.linkLabel });
    expect(link).toHaveAttribute("href", site.map.linkUrl);
  });

  it("takes the frame away when the page's policy refuses the map service, and only then", () => {
    const observer = installIntersectionObserver();
    try {
      render(<ContactSection section={section} site={site} />);
      observer.report(true);
      expect(screen.getByTitle(site.map.title)).toHaveAttribute("src", site.map.embedUrl);
      policyRefuses("https://fonts.example.org");
      expect(screen.getByTitle(site.map.title)).toBeInTheDocument();
      policyRefuses(new URL(site.map.embedUrl).origin);
      expect(screen.queryByTitle(site.map.title)).not.toBeInTheDocument();
      expect(screen.getByRole("link", { name: site.map.linkLabel })).toBeVisible();
    } finally {
      observer.remove();
    }
  });
});
