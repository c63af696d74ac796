import { render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";

import { loadNavigation } from "../../test-utils/page-fixtures";
import site from "../../../data/site.json";
import Layout from "../layout";
import { FOLD_ATTRIBUTE } from "../../islands/folds";
import Footer, { buildYearOf, formatCopyright } from ".";

const navigation = loadNavigation();

/** A build in a later year than the copyright's first. */
const BUILD_TIME = "2031-03-04T05:06:07.000Z";

describe("Footer (SPEC §2)", () => {
  beforeEach(() => render(<Footer site={site} navigation={navigation} buildTime={BUILD_TIME} />));

  it("shows the logo and the company name as the header's drawn wordmark", () => {
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("img", { name: site.name })).toHaveAttribute("src", site.wordmark);
    expect(footer.querySelector(`img[src="${site.logo}"]`)).not.toBeNull();
  });

  it("lists the same links as the main navigation, in two columns, and the footer's own links after the first", () => {
    const nav = screen.getByRole("navigation", { name: navigation.footerNavLabel });
    const columns = within(nav).getAllByRole("list");
    expect(columns).toHaveLength(2);
    const hrefs = (list: HTMLElement) =>
      within(list)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href"));
    expect(hrefs(columns[0])).toEqual([
      ...navigation.links.flatMap((item) => (item.to && !item.children ? [item.to] : [])),
      ...(navigation.footerLinks ?? []).map((link) => link.to),
    ]);
    expect(hrefs(columns[0])).toEqual(
      expect.arrayContaining(["/", "/aboutus/", "/contactus/", "/insights/"]),
    );
    expect(hrefs(columns[1])).toEqual([
      "/gmpaudits/",
      "/qualityconsulting/",
      "/computersystemvalidations/",
      "/training/",
      "/regulatoryaffairs/",
    ]);
    expect(within(nav).getByRole("heading", { name: navigation.footerCompanyHeading })).toBeInTheDocument();
    const group = navigation.links.find((item) => item.children)!;
    expect(within(nav).getByRole("heading", { name: group.label })).toBeInTheDocument();
  });

  it("puts each column behind its title, a phone fold built open (the menu holds the same links)", () => {
    const nav = screen.getByRole("navigation", { name: navigation.footerNavLabel });
    const folds = nav.querySelectorAll("details");
    expect(folds).toHaveLength(2);
    for (const fold of folds) {
      expect(fold).toHaveAttribute(FOLD_ATTRIBUTE);
      expect(fold.open).toBe(true);
      const summary = fold.querySelector(":scope > summary")!;
      expect(within(summary as HTMLElement).getByRole("heading", { level: 2 })).toBeInTheDocument();
      expect(fold.querySelector(":scope > ul")).not.toBeNull();
    }
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

  it("leaves them to a page that gives them itself, keeping its links and copyright", () => {
    const { container } = render(
      <Footer site={site} navigation={navigation} buildTime={BUILD_TIME} contact={false} />,
    );
    const second = container.querySelector("footer")!;
    expect(second.querySelector("address")).toBeNull();
    expect(within(second).queryByRole("link", { name: site.phone })).toBeNull();
    expect(within(second).getByRole("navigation", { name: navigation.footerNavLabel })).toBeInTheDocument();
  });

  it("gives the firm's registration from data/site.json: the year established, its CIN and GSTIN", () => {
    const footer = screen.getByRole("contentinfo");
    const { established, cin, gstin } = site.registration;
    const line = within(footer).getByText(`CIN ${cin}`, { exact: false }).closest("p")!;
    expect(line).toHaveTextContent(`Established ${established} · CIN ${cin} · GSTIN ${gstin}`);
  });

  it("leaves out whatever part of the registration is not given, and the line when none is", () => {
    const { rerender } = render(
      <Footer
        site={{ ...site, registration: { established: null, cin: "U74140GJ2019PTC109876", gstin: null } }}
        navigation={navigation}
        buildTime={BUILD_TIME}
      />,
    );
    expect(screen.getByText("CIN U74140GJ2019PTC109876").closest("p")).toHaveTextContent(
      /^CIN U74140GJ2019PTC109876$/,
    );
    rerender(
      <Footer site={{ ...site, registration: null }} navigation={navigation} buildTime={BUILD_TIME} />,
    );
    expect(screen.queryByText("CIN U74140GJ2019PTC109876")).not.toBeInTheDocument();
  });

  it("keeps the contact links out of the footer's navigation, which stays the menu's page links and its own", () => {
    const nav = screen.getByRole("navigation", { name: navigation.footerNavLabel });
    const menuPages = navigation.links.reduce((count, item) => count + (item.children?.length ?? 1), 0);
    expect(within(nav).getAllByRole("link")).toHaveLength(menuPages + (navigation.footerLinks?.length ?? 0));
  });

  it("carries the copyright line from the spec's 2024 to the year of the build, naming the company and its country", () => {
    expect(site.copyrightYear).toBe(2024);
    const line = site.copyright
      .replace("{year}", "2024–2031")
      .replace("{name}", site.name)
      .replace("{country}", site.address.country);
    expect(screen.getByText(line)).toBeInTheDocument();
  });
});

describe("The copyright line", () => {
  const firm = {
    copyright: "© {year} {name}, {country}. All rights reserved.",
    copyrightYear: 2024,
    name: "Example GMP Consultants",
    address: {
      street: "1 Example Road",
      city: "Vadodara",
      region: "Gujarat",
      postalCode: "390007",
      country: "India",
    },
  };

  it("names one year while the site is built in its copyright year", () => {
    expect(formatCopyright(firm, 2024)).toBe("© 2024 Example GMP Consultants, India. All rights reserved.");
  });

  it("runs from the copyright year to a later build's year, with an en dash", () => {
    expect(formatCopyright(firm, 2026)).toBe(
      "© 2024–2026 Example GMP Consultants, India. All rights reserved.",
    );
  });

  it("takes the year of the build's date, in UTC as Gatsby records it", () => {
    expect(buildYearOf("2026-11-27T04:07:01.000Z")).toBe(2026);
    expect(buildYearOf("2026-12-31T23:59:59.000Z")).toBe(2026);
    expect(formatCopyright(firm, buildYearOf("2027-01-01T00:00:00.000Z"))).toBe(
      "© 2024–2027 Example GMP Consultants, India. All rights reserved.",
    );
  });

  it("shows on every page the year of Gatsby's build time, which the site hook reads", () => {
    const query = jest.mocked(useStaticQuery);
    const real = query.getMockImplementation()!;
    query.mockImplementation((source) => ({
      ...(real(source) as object),
      siteBuildMetadata: { buildTime: "2029-06-01T10:00:00.000Z" },
    }));
    try {
      render(
        <Layout
          currentPath="/"
          head={{ title: "Home", description: "A page", keywords: [], heading: "Home" }}
        >
          <p>Page</p>
        </Layout>,
      );
      expect(within(screen.getByRole("contentinfo")).getByText(/^© 2024–2029 /)).toBeInTheDocument();
    } finally {
      query.mockImplementation(real);
    }
  });
});
