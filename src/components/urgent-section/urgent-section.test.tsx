import fs from "fs";
import path from "path";

import { render, screen, within } from "@testing-library/react";

import { contactFormHref } from "../../lib/contact-request";
import { loadNavigation, loadPage, pageSlugs } from "../../test-utils/page-fixtures";
import { wholeText } from "../../test-utils/whole-text";
import UrgentSection from ".";

type Urgent = Queries.UrgentSectionFragment & { __typename: "PageUrgentSection" };

const bands = pageSlugs().flatMap((slug) =>
  loadPage(slug)
    .sections.filter((section): section is Urgent => section.__typename === "PageUrgentSection")
    .map((section) => ({ slug, section })),
);

const site = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../../data/site.json"), "utf8")) as {
  phone: string;
  whatsapp: string;
};
const navigation = loadNavigation();

describe("the urgent help band", () => {
  it("stands on Home, GMP Audits and Quality Consulting, with a link to a page on at least one", () => {
    expect(bands.map(({ slug }) => slug)).toEqual(
      expect.arrayContaining(["home", "gmpaudits", "qualityconsulting"]),
    );
    expect(bands.some(({ section }) => section.pageLink)).toBe(true);
  });

  it("is a band named by its heading with its fact, a call to the firm's phone, a way to the form, the firm's WhatsApp and its page link", () => {
    for (const { slug, section } of bands) {
      const path = slug === "home" ? "/" : `/${slug}/`;
      const { unmount } = render(<UrgentSection section={section} path={path} />);
      const band = screen.getByRole("region", { name: section.heading });
      expect(within(band).getByText(wholeText(section.text))).toBeInTheDocument();
      const call = within(band).getByRole("link", { name: new RegExp(`^${section.callLabel}`) });
      expect(call).toHaveAttribute("href", `tel:${site.phone.replace(/[^\d+]/g, "")}`);
      expect(call).toHaveTextContent(site.phone);
      if (section.action) {
        const form = within(band).getByRole("link", { name: section.action.label });
        expect(form).toHaveAttribute(
          "href",
          contactFormHref(path, section.action.request, "urgent", Boolean(section.action.form483)),
        );
        // The bands for a Form 483 response open the form on its 483 part.
        expect(form.getAttribute("href")?.endsWith("#form-483")).toBe(Boolean(section.action.form483));
        expect(form.getAttribute("href")).toContain(`from=`);
      }
      expect(
        within(band).getByRole("link", { name: new RegExp(`^${navigation.whatsappLabel}`) }),
      ).toHaveAttribute("href", expect.stringContaining(site.whatsapp.replace(/\D/g, "")));
      if (section.pageLink)
        expect(within(band).getByRole("link", { name: section.pageLink.label })).toHaveAttribute(
          "href",
          section.pageLink.to,
        );
      unmount();
    }
  });

  it("without a link to the form (the thank-you page's band: a request has just been sent) offers none", () => {
    const { section } = bands.find(({ slug }) => slug === "home")!;
    render(<UrgentSection section={{ ...section, action: null }} />);
    const band = screen.getByRole("region", { name: section.heading });
    expect(within(band).queryByRole("link", { name: section.action!.label })).toBeNull();
    expect(
      within(band)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).not.toContainEqual(expect.stringContaining("/contactus/"));
  });

  it("shows markup in its text as text", () => {
    const section = { ...bands[0].section, heading: "<b>Now?</b>", text: "<img src=x onerror=alert(1)>" };
    const { container } = render(<UrgentSection section={section} />);
    expect(screen.getByRole("heading", { name: "<b>Now?</b>" })).toBeInTheDocument();
    expect(screen.getByText("<img src=x onerror=alert(1)>")).toBeInTheDocument();
    expect(container.querySelector("img, b")).toBeNull();
  });
});
