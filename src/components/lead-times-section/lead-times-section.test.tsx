import fs from "fs";
import path from "path";

import { render, screen, within } from "@testing-library/react";

import { contactFormHref } from "../../lib/contact-request";
import { loadPage, pageSlugs } from "../../test-utils/page-fixtures";
import { wholeText } from "../../test-utils/whole-text";
import { MOST_FACTS } from "../hero/facts";
import LeadTimesSection from ".";

type LeadTimes = Queries.LeadTimesSectionFragment & { __typename: "PageLeadTimesSection" };

const bands = pageSlugs().flatMap((slug) =>
  loadPage(slug)
    .sections.filter((section): section is LeadTimes => section.__typename === "PageLeadTimesSection")
    .map((section) => ({ slug, section, path: slug === "home" ? "/" : `/${slug}/` })),
);

const site = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../../data/site.json"), "utf8")) as {
  leadTimes: { name: string; label: string; time: string }[];
  workingHours: string;
};

const SERVICE_PAGES = [
  "gmpaudits",
  "qualityconsulting",
  "computersystemvalidations",
  "training",
  "regulatoryaffairs",
];

describe("the lead times band", () => {
  it("stands on every service page and on Home", () => {
    expect(bands.map(({ slug }) => slug)).toEqual(expect.arrayContaining([...SERVICE_PAGES, "home"]));
  });

  it("lists each lead time it names by its kind of work and when, in its order, from data/site.json", () => {
    for (const { section, path } of bands) {
      const { unmount } = render(<LeadTimesSection section={section} path={path} />);
      const band = screen.getByRole("region", { name: section.heading });
      const terms = within(band).getAllByRole("term");
      const definitions = within(band).getAllByRole("definition");
      const expected = section.leadTimes.map((name) => site.leadTimes.find((entry) => entry.name === name)!);
      expect(terms.map((term) => term.textContent)).toEqual(expected.map((entry) => entry.label));
      expect(definitions.map((definition) => definition.textContent)).toEqual(
        expected.map((entry) => entry.time),
      );
      unmount();
    }
  });

  it("gives its links: to a page, or to the form with a request chosen; the working hours are the closing band's", () => {
    for (const { section, path } of bands) {
      const { unmount } = render(<LeadTimesSection section={section} path={path} />);
      const band = screen.getByRole("region", { name: section.heading });
      expect(within(band).queryByText(wholeText(site.workingHours))).toBeNull();
      const links = within(band).queryAllByRole("link");
      const expected = (section.links ?? []).map((link) => [
        link.label,
        link.to ?? contactFormHref(path, link.request, "lead-times"),
      ]);
      expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(expected);
      unmount();
    }
    // Home's band leads both to the form and to the readiness check.
    const home = bands.find(({ slug }) => slug === "home")!.section;
    expect(home.links?.some((link) => !link.to && link.request)).toBe(true);
    expect(home.links?.some((link) => link.to)).toBe(true);
  });

  it("says a service page's lead times once: each of them in the banner, none in a band of links beside it", () => {
    for (const { section } of bands.filter(({ slug }) => SERVICE_PAGES.includes(slug))) {
      expect(section.leadTimes.length).toBeLessThanOrEqual(MOST_FACTS);
      expect(section.links ?? []).toEqual([]);
    }
  });

  it("keeps every row, and marks the first ones the banner states to be left out from 768 px; with all of them there, it is for phones only", () => {
    for (const { section, path } of bands) {
      const count = section.leadTimes.length;
      for (const inBanner of [0, count - 1, count]) {
        const { unmount } = render(<LeadTimesSection section={section} path={path} inBanner={inBanner} />);
        const band = screen.getByRole("region", { name: section.heading });
        const rows = within(band).getAllByRole("term");
        expect(rows).toHaveLength(count);
        expect(rows.map((term) => term.parentElement!.hasAttribute("data-in-banner"))).toEqual(
          rows.map((_, index) => index < inBanner),
        );
        expect(band.hasAttribute("data-all-in-banner")).toBe(inBanner === count);
        unmount();
      }
    }
  });

  it("shows markup in its texts as text", () => {
    const section = { ...bands[0].section, heading: "<b>When?</b>", intro: "<img src=x onerror=alert(1)>" };
    const { container } = render(<LeadTimesSection section={section} />);
    expect(screen.getByRole("heading", { name: "<b>When?</b>" })).toBeInTheDocument();
    expect(screen.getByText("<img src=x onerror=alert(1)>")).toBeInTheDocument();
    expect(container.querySelector("img, b")).toBeNull();
  });
});
