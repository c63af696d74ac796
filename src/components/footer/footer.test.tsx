import { render, screen, within } from "@testing-library/react";

import { loadNavigation } from "../../test-utils/page-fixtures";
import site from "../../../data/site.json";
import Footer from ".";

const navigation = loadNavigation();

describe("Footer (SPEC §2)", () => {
  beforeEach(() => render(<Footer site={site} navigation={navigation} />));

  it("shows the logo and the company name", () => {
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByText(site.name)).toBeInTheDocument();
    expect(footer.querySelector(`img[src="${site.logo}"]`)).not.toBeNull();
  });

  it("lists the same eight links as the main navigation, in two columns, and the footer's own links after the first", () => {
    const nav = screen.getByRole("navigation", { name: navigation.footerNavLabel });
    const columns = within(nav).getAllByRole("list");
    expect(columns).toHaveLength(2);
    const hrefs = (list: HTMLElement) =>
      within(list)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href"));
    expect(hrefs(columns[0])).toEqual([
      "/",
      "/aboutus/",
      "/contactus/",
      ...(navigation.footerLinks ?? []).map((link) => link.to),
    ]);
    expect(hrefs(columns[1])).toEqual([
      "/gmpaudits/",
      "/qualityconsulting/",
      "/computersystemvalidations/",
      "/training/",
      "/regulatoryaffairs/",
    ]);
    expect(within(nav).getByRole("heading", { name: navigation.footerCompanyHeading })).toBeInTheDocument();
    expect(within(nav).getByRole("heading", { name: "Services" })).toBeInTheDocument();
  });

  it("gives the firm's address, a phone link and an email link from data/site.json", () => {
    const footer = screen.getByRole("contentinfo");
    const address = footer.querySelector("address")!;
    expect(address).toHaveTextContent(site.address.street);
    expect(address).toHaveTextContent(
      `${site.address.city}, ${site.address.region} ${site.address.postalCode}, ${site.address.country}`,
    );
    expect(within(address).getByRole("link", { name: site.phone })).toHaveAttribute(
      "href",
      `tel:${site.phone.replace(/ /g, "")}`,
    );
    expect(within(address).getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
  });

  it("keeps the contact links out of the footer's navigation, which stays the eight page links and its own", () => {
    const nav = screen.getByRole("navigation", { name: navigation.footerNavLabel });
    expect(within(nav).getAllByRole("link")).toHaveLength(8 + (navigation.footerLinks?.length ?? 0));
  });

  it("carries the 2024 copyright line naming the company in India", () => {
    expect(screen.getByText(`© 2024 ${site.name}, India. All rights reserved.`)).toBeInTheDocument();
  });
});
