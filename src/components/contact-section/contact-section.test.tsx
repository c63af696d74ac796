import { act, render, screen, within } from "@testing-library/react";

import site from "../../../data/site.json";
import { telHref } from "../../lib/contact-links";
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
  it("always offers a link under the map that opens it, and gives the address once, in its card", () => {
    const { container } = render(<ContactSection section={section} site={site} />);
    const addresses = container.querySelectorAll("address");
    expect(addresses).toHaveLength(1);
    const card = addresses[0].closest("li")!;
    expect(within(card).getByRole("heading", { name: section.addressTitle })).toBeInTheDocument();
    // The street keeps "R. C. Dutt Road" on one line.
    expect(within(card).getByText(/R\. C\. Dutt Road/)).toHaveClass(TERM_CLASS);
    const link = screen.getByRole("link", { name: site.map.linkLabel });
    expect(link).toHaveAttribute("href", site.map.linkUrl);
    expect(link).toHaveAttribute("target", "_blank");
    expect(container.textContent!.split(site.address.street.slice(0, 12)).length - 1).toBe(1);
  });

  it("names the phone and email cards and links their values", () => {
    render(<ContactSection section={section} site={site} />);
    const phoneCard = screen.getByRole("heading", { name: section.phoneTitle }).closest("li")!;
    expect(within(phoneCard).getByRole("link", { name: site.phone })).toHaveAttribute(
      "href",
      telHref(site.phone),
    );
    const emailCard = screen.getByRole("heading", { name: section.emailTitle }).closest("li")!;
    expect(within(emailCard).getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
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
