import { render, screen } from "@testing-library/react";

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
});
