import { render, screen, within } from "@testing-library/react";

import site from "../../../data/site.json";
import { loadNavigation, loadPage, pageSlugs } from "../../test-utils/page-fixtures";
import CtaSection from ".";

type Cta = Queries.CtaSectionFragment & { __typename: "PageCtaSection" };

const ctaOf = (slug: string) =>
  loadPage(slug).sections.find((section): section is Cta => section.__typename === "PageCtaSection");

const navigation = loadNavigation();

describe("the closing call to action", () => {
  it("lands on the contact form with the page's request chosen and the band named as where it started", () => {
    render(<CtaSection section={ctaOf("gmpaudits")!} path="/gmpaudits/" request="new audit" />);
    expect(screen.getByRole("link", { name: navigation.requestLabel })).toHaveAttribute(
      "href",
      "/contactus/?request=new+audit&from=gmpaudits-closing#request-form",
    );
  });

  it("lands on the form with nothing chosen where the page chooses nothing (an article)", () => {
    render(<CtaSection section={ctaOf("gmpaudits")!} path="/insights/revised-schedule-m/" />);
    expect(screen.getByRole("link", { name: navigation.requestLabel })).toHaveAttribute(
      "href",
      "/contactus/?from=insights-revised-schedule-m-closing#request-form",
    );
  });

  it("says the same on every page, the header's request, with the phone number beside it", () => {
    const { getByText } = within(document.body);
    for (const slug of pageSlugs()) {
      const section = ctaOf(slug);
      if (!section) continue;
      const { unmount } = render(<CtaSection section={section} path={`/${slug}/`} />);
      const band = screen.getByRole("region", { name: section.heading });
      expect(
        within(band)
          .getAllByRole("link")
          .map((link) => link.textContent),
      ).toEqual([
        navigation.requestLabel,
        expect.stringMatching(/^\+?[0-9 ]+$/),
        // The WhatsApp link where the firm gives a number (its name carries the number for screen readers).
        ...(site.whatsapp ? [`${navigation.whatsappLabel} ${site.whatsapp}`] : []),
      ]);
      expect(within(band).getAllByRole("link")[1]).toHaveAttribute("href", expect.stringMatching(/^tel:/));
      expect(getByText(navigation.callLabel)).toBeInTheDocument();
      unmount();
    }
  });

  it("folds the working hours under the call where the section names a label for them, and nowhere else", () => {
    const asking = pageSlugs().filter((slug) => ctaOf(slug)?.hours);
    expect(asking).toEqual(
      expect.arrayContaining([
        "gmpaudits",
        "qualityconsulting",
        "computersystemvalidations",
        "training",
        "regulatoryaffairs",
      ]),
    );
    for (const slug of pageSlugs()) {
      const section = ctaOf(slug);
      if (!section) continue;
      const { container, unmount } = render(<CtaSection section={section} path={`/${slug}/`} />);
      const fold = container.querySelector("details");
      if (section.hours) {
        expect(fold).not.toBeNull();
        expect(fold!.open).toBe(false);
        expect(within(fold!).getByText(section.hours).tagName).toBe("SUMMARY");
        expect(fold).toHaveTextContent(site.workingHours);
      } else expect(fold).toBeNull();
      unmount();
    }
  });
});
