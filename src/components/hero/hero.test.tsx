import { render, screen } from "@testing-library/react";

import navigation from "../../../data/navigation.json";
import site from "../../../data/site.json";
import { loadPage, queryPage } from "../../test-utils/page-fixtures";
import { readDataFiles } from "../../test-utils/site-graph";
import Hero from ".";

/** An editor's photograph in the banners' folder, as a page file names it. */
const PHOTO = "../../src/images/hero/portrait.jpg";

describe("Hero", () => {
  it("shows the title as the page's h1 and its lead", () => {
    const { hero } = loadPage("training");
    render(<Hero hero={hero} />);
    expect(screen.getByRole("heading", { level: 1, name: hero.title })).toBeInTheDocument();
    expect(screen.getByText(hero.lead!)).toBeInTheDocument();
  });

  /** A page whose banner an editor has set to a photograph (`hero.image`, relative to the page file). */
  const withPhoto = (slug: string) => {
    const files = readDataFiles();
    const page = files[`pages/${slug}.json`] as { hero: object };
    return queryPage(slug, {
      files: {
        ...files,
        [`pages/${slug}.json`]: { ...page, hero: { ...page.hero, image: PHOTO } },
      },
    }).hero;
  };

  it("shows the page's generated artwork as one drawing, eagerly at high priority, sized against layout shift", () => {
    const { container } = render(<Hero hero={loadPage("training").hero} />);
    expect(container.querySelector("picture")).toBeNull();
    const img = container.querySelector("img[data-artwork]")!;
    expect(img.getAttribute("src")).toMatch(/\/training\.svg$/);
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img).toHaveAttribute("alt", "");
    expect(img).toHaveAttribute("width", "2400");
    expect(img).toHaveAttribute("height", "1100");
  });

  it("loads an editor's photograph eagerly at high priority, in AVIF and WebP with a fallback, sized against layout shift", () => {
    const { container } = render(<Hero hero={withPhoto("training")} />);
    expect(container.querySelector("img[data-artwork]")).toBeNull();
    const sources = [...container.querySelectorAll("picture source")].map((s) => s.getAttribute("type"));
    expect(sources).toEqual(["image/avif", "image/webp"]);
    const img = container.querySelector("picture img")!;
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img).toHaveAttribute("alt", "");
    expect(img).toHaveAttribute("width", "2400");
    expect(img).toHaveAttribute("height", "1100");
    expect(img.getAttribute("sizes")).toContain("(max-width: 767px) max(100vw, 655px), max(100vw, 1309px)");
  });

  it("shows no picture, drawn or photographed, beside a card that rises into it (the contact form's)", () => {
    for (const hero of [loadPage("contactus").hero, withPhoto("contactus")]) {
      const { container, unmount } = render(<Hero hero={hero} besideCard />);
      expect(container.querySelector("img, picture")).toBeNull();
      expect(screen.getByRole("heading", { level: 1, name: hero.title })).toBeInTheDocument();
      unmount();
    }
  });

  it("holds the logo in its artwork's composition, and over a photograph shows the mark when the page asks", () => {
    const home = loadPage("home").hero;
    expect(home.showLogo).toBe(true);
    const { container, rerender } = render(<Hero hero={home} logo="/logo.svg" />);
    // The artwork draws the logo itself (scripts/make-artwork.mjs): no second one as a tile.
    expect(container.querySelector('img[src="/logo.svg"]')).toBeNull();
    rerender(<Hero hero={withPhoto("home")} logo="/logo.svg" />);
    expect(container.querySelector('img[src="/logo.svg"]')).not.toBeNull();
    rerender(<Hero hero={withPhoto("training")} logo="/logo.svg" />);
    expect(container.querySelector('img[src="/logo.svg"]')).toBeNull();
  });

  describe("its next step", () => {
    const call = { label: navigation.callLabel, phone: site.phone };

    it("leads to the contact form with the page's request chosen, and offers a call", () => {
      const { hero } = loadPage("computersystemvalidations");
      render(<Hero hero={hero} path="/computersystemvalidations/" call={call} />);
      expect(screen.getByRole("link", { name: hero.action!.label })).toHaveAttribute(
        "href",
        "/contactus/?request=CSV&from=computersystemvalidations-banner#request-form",
      );
      expect(screen.getByRole("link", { name: navigation.callLabel })).toHaveAttribute(
        "href",
        `tel:${site.phone.replace(/ /g, "")}`,
      );
    });

    it("on Contact Us there is none: the form is on the first screen", () => {
      render(<Hero hero={loadPage("contactus").hero} path="/contactus/" call={call} />);
      expect(screen.queryByRole("link")).toBeNull();
    });

    it("offers nothing when the page has no action (the 404 page)", () => {
      render(<Hero hero={loadPage("404").hero} path="/404/" call={call} />);
      expect(screen.queryByRole("link")).toBeNull();
    });
  });
});
