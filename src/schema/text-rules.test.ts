import { DRAWN_CHARACTERS, lengthOf, textProblems, tooLongMessage } from "./text-rules";

describe("the rules every text keeps", () => {
  it("passes Latin text, typographic quotes and dashes, ₹ and a pasted line separator", () => {
    expect(textProblems("Audits in Vadodara – “GMP” at ₹ 10,000, 21 °C, 5 µg\u2028next")).toEqual([]);
  });

  it("names a character the fonts do not draw and the words to write instead", () => {
    expect(textProblems("✓ Audits")).toEqual([
      "“✓” (U+2713 CHECK MARK) is not in the site's fonts: write it in words (“✓” as “yes”) or leave it out",
    ]);
    expect(textProblems("≤ 20 people, ≥ 2 days ≤")).toEqual([
      "“≤” (U+2264 LESS-THAN OR EQUAL TO), “≥” (U+2265 GREATER-THAN OR EQUAL TO) are not in the site's fonts: write them in words (“≤” as “at most”, “≥” as “at least”) or leave them out",
    ]);
    expect(textProblems("Ready 🙂")).toEqual([
      "“🙂” (U+1F642, an emoji) is not in the site's fonts: write it in words or leave it out",
    ]);
  });

  it("holds the list of what the fonts draw (src/fonts/fonts.json), not a copy", () => {
    expect(DRAWN_CHARACTERS.has("₹".codePointAt(0)!)).toBe(true);
    expect(DRAWN_CHARACTERS.has("≤".codePointAt(0)!)).toBe(false);
  });

  it.each([
    ["GMP audits <b>now</b>", "<b>"],
    ["Audits </p>", "</p>"],
    ['<a href="https://example.com">here</a>', '<a href="https://example.com">'],
    ["Line<br/>break", "<br/>"],
    ["Audits <script>alert(1)</script>", "<script>"],
    ["Audits <script src=x", "<script"],
    ["Hidden <!-- note", "<!--"],
  ])("refuses markup in a plain text: %s", (text, tag) => {
    expect(textProblems(text)).toEqual([
      `“${tag}” is markup, which the site shows as typed, not as formatting: remove it`,
    ]);
  });

  it.each([
    "DEG and EG < 0.10 % each",
    "Nitrosamines <5 ppm",
    "Results <LOQ for every batch",
    "If a < b and b > c",
    "Use &lt;b&gt; in HTML",
  ])("lets a “<” that starts no tag stand: %s", (text) => {
    expect(textProblems(text)).toEqual([]);
  });

  it("refuses raw HTML in Markdown, which the article would leave out, but not Markdown's own forms", () => {
    expect(textProblems("Text with <b>bold</b>.", { markdown: true })).toEqual([
      "“<b>” is HTML, which the article leaves out: remove it, and use the toolbar for bold, italics, links and headings",
    ]);
    expect(textProblems("<script>alert(1)</script>", { markdown: true })).toHaveLength(1);
    expect(
      textProblems("See <https://www.fda.gov/>, `<b>` in code, \\<b> escaped and < 0.10 %.", {
        markdown: true,
      }),
    ).toEqual([]);
  });

  it("refuses a text longer than its place holds, saying by how much", () => {
    const longest = { characters: 10, place: "a card heading" };
    expect(textProblems("Ten chars!", { longest })).toEqual([]);
    expect(textProblems("Twelve chars", { longest })).toEqual([
      "12 characters, more than the 10 a card heading holds: shorten it by 2",
    ]);
    // A character, not a UTF-16 unit, as the JSON Schema counts.
    expect(lengthOf("🙂🙂")).toBe(2);
    expect(tooLongMessage(72, 60, "a banner heading")).toBe(
      "72 characters, more than the 60 a banner heading holds: shorten it by 12",
    );
  });

  it("names every rule a text breaks", () => {
    expect(
      textProblems("✓ <b>Twelve chars</b>", { longest: { characters: 10, place: "a card heading" } }),
    ).toHaveLength(3);
  });
});
