import { render, screen } from "@testing-library/react";

import Section from ".";

const long =
  `A first sentence that says what the section is about, at some length. ${"And more words. ".repeat(20)}`.trim();

describe("a section's introduction", () => {
  it("is one paragraph, short or long, and never a disclosure's summary", () => {
    for (const intro of ["One short sentence.", long]) {
      const { unmount } = render(<Section id="intro" heading="Intro" intro={intro} />);
      expect(screen.getByText(intro).tagName).toBe("P");
      expect(document.querySelector("details")).toBeNull();
      unmount();
    }
  });

  it("in a folded section: from 768 px a line of the open head, on a phone a closed head named by its heading alone, with one line of what it holds, the intro opening with the rest", () => {
    for (const intro of ["One short sentence.", long]) {
      const { container, unmount } = render(
        <Section id="folded" heading="Folded" intro={intro} folded preview="An item">
          <ul>
            <li>An item</li>
          </ul>
        </Section>,
      );
      const summary = container.querySelector("details > summary")!;
      expect(summary.querySelectorAll("p, details, div")).toHaveLength(0);
      // The line shown while closed is not read out: the name is the heading (and, from 768 px, the intro).
      const preview = summary.querySelector("[aria-hidden='true']")!;
      expect(intro.startsWith(preview.textContent!.replace(/\u2026$/, ""))).toBe(true);
      expect(screen.getByRole("group")).toBeInTheDocument();
      // Opened on a phone, the whole intro, then the content.
      const body = summary.nextElementSibling!;
      expect(body.querySelector("p")).toHaveTextContent(intro);
      unmount();
    }
  });

  it("folded without an intro, shows the preview it is given while closed", () => {
    const { container } = render(
      <Section id="folded" heading="Folded" folded preview="First item · Second item">
        <ul>
          <li>First item</li>
        </ul>
      </Section>,
    );
    expect(container.querySelector("summary [aria-hidden='true']")).toHaveTextContent(
      "First item · Second item",
    );
  });
});
