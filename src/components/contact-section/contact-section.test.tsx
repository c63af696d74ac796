import { render, screen, within } from "@testing-library/react";

import site from "../../../data/site.json";
import { telHref } from "../../lib/contact-links";
import { TERM_CLASS, termPieces } from "../../lib/keep-together";
import { loadNavigation, loadPage } from "../../test-utils/page-fixtures";
import ContactSection from ".";

const section = loadPage("contactus").sections.find(
  (s): s is Queries.ContactSectionFragment & { __typename: "PageContactSection" } =>
    s.__typename === "PageContactSection",
)!;

describe("the contact section's map", () => {
  it("always offers a link under the map that opens it, and gives the address once, in its card", () => {
    const { container } = render(<ContactSection section={section} site={site} />);
    const addresses = container.querySelectorAll("address");
    expect(addresses).toHaveLength(1);
    const card = addresses[0].closest("li")!;
    expect(within(card).getByRole("heading", { name: section.addressTitle })).toBeInTheDocument();
    // Each term of the street ("R. C. Dutt Road") keeps on one line.
    for (const term of termPieces(site.address.street).filter((piece) => piece.term))
      expect(within(card).getByText(term.text)).toHaveClass(TERM_CLASS);
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

  it("ends in the working hours from the company details and the section's own cards, each named by its heading", () => {
    render(<ContactSection section={section} site={site} />);
    expect(section.hoursTitle).toBeTruthy();
    const hours = screen.getByRole("heading", { name: section.hoursTitle! }).closest("li")!;
    expect(hours).toHaveTextContent(site.workingHours);
    expect(section.notes!.length).toBeGreaterThan(0);
    for (const note of section.notes!) {
      const card = screen.getByRole("heading", { name: note.title }).closest("li")!;
      expect(card).toHaveTextContent(note.text);
    }
    // In the data's order, after the address, phone and email; the directions, with the map, last.
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      section.addressTitle,
      section.phoneTitle,
      section.emailTitle,
      section.hoursTitle,
      ...section.notes!.map((note) => note.title),
      section.directionsTitle,
    ]);
  });

  it("leaves out the hours and further cards where the section asks for none", () => {
    render(<ContactSection section={{ ...section, hoursTitle: null, notes: null }} site={site} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });

  it("gives the directions from the company details under their heading, with the map and its link", () => {
    expect(section.directionsTitle).toBeTruthy();
    expect(site.map.directions).toBeTruthy();
    const { container } = render(<ContactSection section={section} site={site} />);
    const heading = screen.getByRole("heading", { name: section.directionsTitle! });
    const card = container.querySelector("[data-map-frame]")!.parentElement!;
    expect(card).toContainElement(heading);
    expect(card).toHaveTextContent(site.map.directions);
    expect(within(card).getByRole("link", { name: site.map.linkLabel })).toHaveAttribute(
      "href",
      site.map.linkUrl,
    );
  });

  it("keeps the map and its link but no directions heading where the firm gives no directions", () => {
    render(<ContactSection section={section} site={{ ...site, map: { ...site.map, directions: null } }} />);
    expect(screen.queryByRole("heading", { name: section.directionsTitle! })).toBeNull();
    expect(screen.getByRole("link", { name: site.map.linkLabel })).toBeInTheDocument();
  });

  it("offers WhatsApp beside the phone number, named with the number, where the firm gives one", () => {
    const navigation = loadNavigation();
    const number = "+91 98765 43210";
    render(<ContactSection section={section} site={{ ...site, whatsapp: number }} />);
    const phoneCard = screen.getByRole("heading", { name: section.phoneTitle }).closest("li")!;
    expect(
      within(phoneCard).getByRole("link", { name: `${navigation.whatsappLabel} ${number}` }),
    ).toHaveAttribute("href", "https://wa.me/919876543210");
  });

  it("offers no WhatsApp link without a number", () => {
    render(<ContactSection section={section} site={{ ...site, whatsapp: null }} />);
    const phoneCard = screen.getByRole("heading", { name: section.phoneTitle }).closest("li")!;
    expect(within(phoneCard).getAllByRole("link")).toHaveLength(1);
  });

  it("holds the map's frame in its box for the page's script, and in <noscript> for a browser without one", () => {
    const { container } = render(<ContactSection section={section} site={site} />);
    const box = container.querySelector("[data-map-frame]")!;
    expect(box).toHaveAttribute("data-map-frame", "waiting");
    expect(box).toHaveAttribute("data-map-src", site.map.embedUrl);
    expect(box).toHaveAttribute("data-map-title", site.map.title);
    expect(box.querySelector("noscript")).toBeInTheDocument();
    expect(box.querySelector("iframe")).not.toBeInTheDocument();
  });
});
