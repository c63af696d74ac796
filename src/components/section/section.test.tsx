import { render, screen } from "@testing-library/react";

import Section, { firstSentence, LONG_INTRO_CHARACTERS } from ".";

const long =
  `A first sentence that says what the section is about, at some length. ${"And more words. ".repeat(
    Math.ceil(LONG_INTRO_CHARACTERS / 16),
  )}`.trim();

describe("a section's introduction", () => {
  it("is one paragraph when short", () => {
    render(<Section id="short" heading="Short" intro="One short sentence." />);
    expect(screen.getByText("One short sentence.").tagName).toBe("P");
    expect(document.querySelector("details")).toBeNull();
  });

  it("when long, opens with its first sentence, the rest behind it, every word there without a script", () => {
    const { container } = render(<Section id="long" heading="Long" intro={long} />);
    const [first, rest] = firstSentence(long)!;
    const summary = container.querySelector("details > summary")!;
    expect(summary).toHaveTextContent(first);
    expect(summary.parentElement).toHaveTextContent(rest);
    expect(`${first} ${rest}`).toBe(long);
  });

  it("in a folded section, is a line of the summary that opens it, whole, and no paragraph (which a summary cannot hold)", () => {
    for (const intro of ["One short sentence.", long]) {
      const { container, unmount } = render(
        <Section id="folded" heading="Folded" intro={intro} folded>
          <ul>
            <li>An item</li>
          </ul>
        </Section>,
      );
      const summary = container.querySelector("details > summary")!;
      expect(summary).toHaveTextContent(intro);
      expect(summary.querySelectorAll("p, details, div")).toHaveLength(0);
      unmount();
    }
  });

  it("does not end a sentence at initials or an abbreviated number", () => {
    expect(firstSentence("Our office on R. C. Dutt Road, in room No. 5, is open. Call first.")).toEqual([
      "Our office on R. C. Dutt Road, in room No. 5, is open.",
      "Call first.",
    ]);
    expect(firstSentence("Just one sentence, long enough to be considered at all.")).toBeNull();
  });
});
