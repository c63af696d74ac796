import { render, screen } from "@testing-library/react";

import navigation from "../../../data/navigation.json";
import site from "../../../data/site.json";
import { loadPage } from "../../test-utils/page-fixtures";
import Hero from ".";

describe("Hero", () => {
  it("shows the title as the page's h1 and its lead", () => {
    const { hero } = loadPage("training");
    render(<Hero hero={hero} />);
    expect(screen.getByRole("heading", { level: 1, name: hero.title })).toBeInTheDocument();
    expect(screen.getByText(hero.lead!)).toBeInTheDocument();
  });

  it("loads its image eagerly at high priority, in AVIF and WebP with a fallback, sized against layout shift", () => {
    const { container } = render(<Hero hero={loadPage("training").hero} />);
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

  it("shows the logo only when the page asks for it", () => {
    const home = loadPage("home").hero;
    const { container, rerender } = render(<Hero hero={home} logo="/logo.svg" />);
    expect(container.querySelector('img[src="/logo.svg"]')).not.toBeNull();
    rerender(<Hero hero={loadPage("training").hero} logo="/logo.svg" />);
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
