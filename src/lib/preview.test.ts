import { PREVIEW_CHARACTERS, previewOf } from "./preview";

describe("a disclosure's one line of evidence", () => {
  it("is a short text whole", () => {
    expect(previewOf("Root cause analysis tools.")).toBe("Root cause analysis tools.");
  });

  it("cuts a long text at a word, without a trailing comma, and marks the cut", () => {
    const text =
      "Senior auditors, validation engineers and regulatory specialists, who have hosted inspections, and more";
    const preview = previewOf(text, 40);
    expect(preview).toBe("Senior auditors, validation engineers\u2026");
    expect(preview.length).toBeLessThanOrEqual(41);
    expect(previewOf(text).length).toBeLessThanOrEqual(PREVIEW_CHARACTERS + 1);
  });

  it("cuts a text without spaces at the most it shows", () => {
    expect(previewOf("x".repeat(50), 10)).toBe(`${"x".repeat(10)}\u2026`);
  });
});
