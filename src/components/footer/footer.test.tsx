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

  it("lists the same eight links as the main navigation, in two columns", () => {
    const nav = screen.getByRole("navigation", { name: navigation.footerNavLabel });
    const columns = within(nav).getAllByRole("list");
    expect(columns).toHaveLength(2);
    const hrefs = (list: HTMLElement) =>
      within(list)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href"));
    expect(hrefs(columns[0])).toEqual(["/", "/aboutus/", "/contactus/"]);
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

  it("carries the 2024 copyright line naming the company in India", () => {
    expect(screen.getByText(`© 2024 ${site.name}, India. All rights reserved.`)).toBeInTheDocument();
  });
});
