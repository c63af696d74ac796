import { render, screen, within } from "@testing-library/react";
import fs from "fs";
import path from "path";

import site from "../../../data/site.json";
import { exampleInsight, pageInsights } from "../../test-utils/insight-fixtures";
import { startMapFrames } from "../../islands/map-frame";
import { installIntersectionObserver } from "../../test-utils/intersection-observer";
import { recordedSource } from "../../lib/artwork";
import { telHref } from "../../lib/contact-links";
import { CONTACT_PATH, contactFormHref } from "../../lib/contact-request";
import { wholeText } from "../../test-utils/whole-text";
import { loadPage, loadPageWithExamples, loadRawPage, pageSlugs } from "../../test-utils/page-fixtures";
import { MOST_FACTS } from "../hero/facts";
import PageView, { hasEntries, headingRoleOf, PROOF_ENTRIES } from ".";

/** A section of data/pages/<slug>.json, by its id, as the file holds it. */
const rawSection = (slug: string, id: string) => {
  const section = loadRawPage(slug).sections.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`data/pages/${slug}.json has no section ${id}`);
  return section as unknown as Record<string, unknown> & {
    heading: string;
    cards?: { link?: { label: string; to: string } }[];
    items?: { title: string }[];
  };
};

/** A text of data/ inside a pattern, matched as written (an editor's title may hold brackets). */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const headingsOf = (section: Record<string, unknown>): string[] => {
  const cards = (section.cards as { title: string }[] | undefined) ?? [];
  const groups = (section.groups as { title: string }[] | undefined) ?? [];
  return [...cards, ...groups].map((item) => item.title);
};

describe.each(pageSlugs())("the %s page, drawn from data/pages/%s.json", (slug) => {
  const raw = loadRawPage(slug);

  // Example insights for the page's insights sections, the related ones included, so each shows its heading.
  const insights = pageInsights({ related: [exampleInsight(2)] });
  beforeEach(() => render(<PageView page={loadPage(slug)} insights={insights} />));

  it("has one h1, the hero title", () => {
    const h1s = screen.getAllByRole("heading", { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(raw.hero.title);
  });

  it("draws every section with its heading, in order, with the header, main and footer around them", () => {
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    const main = screen.getByRole("main");
    const h2s = within(main)
      .getAllByRole("heading", { level: 2 })
      // Units in a heading ("21 CFR") are held together by no-break spaces.
      .map((h) => h.textContent?.replaceAll("\u00a0", " "));
    // A section of the firm's proof with no entries yet is left out (About Us: Our Consultants).
    const shown = loadPage(slug).sections.filter(hasEntries);
    expect(h2s).toEqual(shown.map((section) => section.heading));
  });

  it("shows every card, group and list item the data names", () => {
    const main = screen.getByRole("main");
    for (const section of raw.sections) {
      for (const title of headingsOf(section)) {
        expect(
          within(main).getByRole("heading", { level: 3, name: new RegExp(`^\\d*${literally(title)}$`) }),
        ).toBeInTheDocument();
      }
      for (const item of (section.items as { title: string }[] | undefined) ?? []) {
        // A list item may share its words with the page's h1 ("Quality consulting"): the item is the one outside it.
        const shown = within(main).getAllByText(wholeText(item.title));
        expect(shown.some((element) => !element.closest("h1"))).toBe(true);
      }
    }
  });

  it("heads its first section as the page's lead, and every other by its kind's role", () => {
    const main = screen.getByRole("main");
    const roles = [...main.querySelectorAll("h2[data-heading-role]")].map((h) => ({
      id: h.id.replace(/-heading$/, ""),
      role: h.getAttribute("data-heading-role"),
    }));
    const shown = loadPage(slug)
      .sections.filter(hasEntries)
      .filter((section) => headingRoleOf(section) !== null);
    expect(roles.map((head) => head.id)).toEqual(shown.map((section) => section.id));
    // A page that opens with a pair of sections (Contact Us) has no lead: each column keeps its kind's.
    const pairsFirst = Boolean(main.querySelector("h2[data-heading-role]")?.closest("[data-section-pair]"));
    roles.forEach((head, index) => {
      const lead = index === 0 && !pairsFirst;
      expect(`${head.id}: ${head.role}`).toBe(`${head.id}: ${lead ? "lead" : headingRoleOf(shown[index])}`);
    });
  });

  it("states each lead time once from 768 px: its lead-times band leaves the rows the banner's rail states to it", () => {
    const band = raw.sections.find((section) => section.kind === "leadTimes");
    if (!band) return;
    const labels = (band.leadTimes as string[]).map(
      (name) => site.leadTimes.find((leadTime) => leadTime.name === name)!.label,
    );
    const hero = screen.getByRole("heading", { level: 1 }).parentElement!.parentElement!;
    const rail = hero.querySelector("dl");
    const railed = raw.sections.some((section) => section.kind === "standards")
      ? []
      : labels.slice(0, MOST_FACTS);
    // The rail is text in a list of terms, read by everyone: what the band leaves out is not lost.
    expect(rail?.closest("[aria-hidden]") ?? null).toBeNull();
    expect([...(rail?.querySelectorAll("dt") ?? [])].map((term) => term.textContent)).toEqual(
      railed.length > 0 ? railed : expect.not.arrayContaining(labels),
    );
    const region = screen.getByRole("region", { name: band.heading as string });
    const rows = within(region).getAllByRole("term");
    // Every row stays in the markup: on phones the banner has no rail, and the band shows them all.
    expect(rows.map((term) => term.textContent)).toEqual(labels);
    const leftOut = rows.filter((term) => term.parentElement!.hasAttribute("data-in-banner"));
    expect(leftOut.map((term) => term.textContent)).toEqual(railed);
    expect(region.hasAttribute("data-all-in-banner")).toBe(railed.length === labels.length);
  });

  it("links every card and call-to-action button to its page", () => {
    const main = screen.getByRole("main");
    for (const section of raw.sections) {
      const links = [
        ...((section.cards as { link?: { label: string; to: string } }[] | undefined) ?? []).flatMap(
          (card) => (card.link ? [card.link] : []),
        ),
        ...(section.link ? [section.link as { label: string; to: string }] : []),
      ];
      for (const link of links) {
        // A closing band's link to the contact page lands on its form, with the page's request chosen.
        const band = section.kind === "cta" && link.to === CONTACT_PATH;
        const href = band ? contactFormHref(raw.path, raw.hero.action?.request) : link.to;
        const matches = within(main)
          .getAllByRole("link", { name: new RegExp(`^${literally(link.label)}`) })
          .filter((element) => element.getAttribute("href") === href);
        expect(matches.length).toBeGreaterThan(0);
      }
    }
  });
});

describe("page specifics", () => {
  it("Home shows the logo in its hero and Our Services cards, each with its button to its page", () => {
    render(<PageView page={loadPage("home")} />);
    const hero = screen.getByRole("heading", { level: 1 }).parentElement!;
    // The banner's artwork holds the logo in its composition (scripts/make-artwork.mjs records it drew it).
    const artwork = hero.parentElement!.querySelector("img[data-artwork]");
    expect(artwork?.getAttribute("src")).toMatch(/\/home\.svg$/);
    const drawn = fs.readFileSync(
      path.resolve(__dirname, "../../../data/pages", loadRawPage("home").hero.image),
      "utf8",
    );
    expect(recordedSource(drawn)?.split(";")).toContain("logo");
    const services = rawSection("home", "our-services");
    const section = screen.getByRole("region", { name: services.heading });
    expect(
      within(section)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(services.cards!.flatMap((card) => (card.link ? [card.link.to] : [])));
  });

  it("About Us lists the How We Add Value items, revealed in sequence 200 ms apart after 1 s", () => {
    render(<PageView page={loadPage("aboutus")} />);
    const value = rawSection("aboutus", "how-we-add-value");
    const section = screen.getByRole("region", { name: value.heading });
    const items = within(section).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual(
      value.items!.map((item) => item.title),
    );
    // SPEC §4: the first after 1 s, then one every 200 ms.
    expect(items.map((item) => item.getAttribute("data-aos-delay"))).toEqual(
      items.map((_, index) => String(1000 + 200 * index)),
    );
  });

  it("GMP Audits shows its audit cycle as a captioned list of steps where the drawn picture was", () => {
    const raw = loadRawPage("gmpaudits").sections.find((section) => section.kind === "diagram");
    render(<PageView page={loadPage("gmpaudits")} />);
    const figure = screen.getByRole("figure");
    expect(
      within(figure)
        .getByText(raw?.description as string)
        .closest("figcaption"),
    ).toBe(figure.querySelector("figcaption"));
    expect(within(figure).queryByRole("img")).not.toBeInTheDocument();
    expect(
      within(figure)
        .getAllByRole("listitem")
        .map((item) => item.querySelector("p")?.textContent),
    ).toEqual((raw?.steps as { title: string }[]).map((step) => step.title));
  });

  it("Contact Us shows address, tel: and mailto: cards, the lazy titled map and the form in its section", () => {
    const observer = installIntersectionObserver();
    render(<PageView page={loadPage("contactus")} form={<button type="submit">Submit</button>} />);
    const section = screen.getByRole("region", { name: rawSection("contactus", "get-in-touch").heading });
    // In the address card, once: the link under the map does not repeat it.
    const place = new RegExp(literally(`${site.address.city}, ${site.address.region}`));
    expect(within(section).getAllByText(place)).toHaveLength(1);
    expect(within(section).getByRole("link", { name: site.phone })).toHaveAttribute(
      "href",
      telHref(site.phone),
    );
    expect(within(section).getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    expect(screen.queryByTitle(site.map.title)).toBeNull();
    startMapFrames(); // the page's script, in a build src/islands/site.ts
    observer.report(true); // the map's box comes near the viewport
    const map = screen.getByTitle(site.map.title);
    expect(map.tagName).toBe("IFRAME");
    expect(map).toHaveAttribute("loading", "lazy");
    expect(map).toHaveAttribute("src", site.map.embedUrl);
    const form = screen.getByRole("region", { name: rawSection("contactus", "request-form").heading });
    expect(within(form).getByRole("button", { name: "Submit" })).toBeInTheDocument();
    observer.remove();
  });

  it("puts the form and the contact details after it in one band, in the data's order; apart, each stands alone", () => {
    const contact = loadPage("contactus");
    const { container, unmount } = render(
      <PageView page={contact} form={<button type="submit">Submit</button>} />,
    );
    const pair = container.querySelector("[data-section-pair]")!;
    expect([...pair.querySelectorAll("section")].map((section) => section.id)).toEqual(
      contact.sections.slice(0, 2).map((section) => section.id),
    );
    expect(contact.sections.slice(0, 2).map((section) => section.__typename)).toEqual([
      "PageFormSection",
      "PageContactSection",
    ]);
    unmount();
    // The details first and the form after them: no pair, each section a band of its own.
    const reversed = {
      ...contact,
      sections: [contact.sections[1], contact.sections[0], ...contact.sections.slice(2)],
    };
    const { container: apart } = render(
      <PageView page={reversed} form={<button type="submit">Submit</button>} />,
    );
    expect(apart.querySelector("[data-section-pair]")).toBeNull();
    expect(apart.querySelectorAll("main > section")).toHaveLength(contact.sections.length);
  });

  it("puts two short texts in a row (Mission and Vision) in one band; a longer text stands alone", () => {
    const about = loadPage("aboutus");
    const texts = about.sections.filter((section) => section.__typename === "PageTextSection");
    expect(texts).toHaveLength(2);
    const { container, unmount } = render(<PageView page={about} />);
    const pair = container.querySelector("[data-section-pair]")!;
    expect([...pair.querySelectorAll("section")].map((section) => section.id)).toEqual(
      texts.map((section) => section.id),
    );
    unmount();
    const longer = {
      ...about,
      sections: about.sections.map((section) =>
        section.id === texts[0].id && section.__typename === "PageTextSection"
          ? { ...section, paragraphs: ["One.", "Two.", "Three."] }
          : section,
      ),
    };
    const { container: apart } = render(<PageView page={longer} />);
    expect(apart.querySelector("[data-section-pair]")).toBeNull();
  });

  it("shows the firm's figures, quotes, credentials, consultants and case studies once it has some, and leaves empty ones out without a gap in the tones", () => {
    const withExamples = loadPageWithExamples("aboutus");
    const { unmount } = render(<PageView page={withExamples} />);
    expect(screen.getByRole("region", { name: "Example Figures" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Example Quotes" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Example Credentials" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Example Consultants" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Example Case Studies" })).toBeInTheDocument();
    unmount();

    // The same page with every proof section emptied, the empty figures moved up among the others.
    const entries: Partial<Record<string, string>> = PROOF_ENTRIES;
    const emptied = withExamples.sections.map((section) => {
      const field = entries[section.__typename];
      return field ? { ...section, [field]: [] } : section;
    });
    const figures = emptied.findIndex((section) => section.__typename === "PageFiguresSection");
    const moved = [
      emptied[0],
      emptied[figures],
      ...emptied.filter((_, index) => index > 0 && index !== figures),
    ];
    const page = { ...withExamples, sections: moved };
    const sectionsOf = (container: HTMLElement) =>
      [...container.querySelectorAll("main section[aria-labelledby]")].map((section) => [
        section.id,
        section.className,
      ]);
    const { container: emptiedView } = render(<PageView page={page} />);
    expect(screen.queryByRole("heading", { name: /Example/ })).toBeNull();
    const consultants = loadRawPage("aboutus").sections.find((section) => section.kind === "consultants");
    expect(screen.queryByRole("heading", { name: consultants!.heading as string })).toBeNull();
    // Every other section in its place and with its background, as on the page without them.
    const { container: plainView } = render(<PageView page={loadPage("aboutus")} />);
    expect(sectionsOf(emptiedView)).toEqual(sectionsOf(plainView));
  });
});
