import { render } from "@testing-library/react";

import { keepTogether, TERM_CLASS, termPieces } from "./keep-together";

/** The text with each term kept whole shown in [brackets], to read expectations at a glance. */
const shown = (text: string) =>
  termPieces(text)
    .map((piece) => (piece.term ? `[${piece.text}]` : piece.text))
    .join("");

describe("keeping technical terms whole", () => {
  it("keeps a regulation with its numbers", () => {
    expect(shown("audits against 21 CFR 210/211 and ISO")).toBe("audits against [21 CFR 210/211] and ISO");
    // The regulator's name before a reference stays free: the reference alone is long enough for a phone.
    expect(shown("Validation Under USFDA 21 CFR Part 11 and EU Annex 11")).toBe(
      "Validation Under USFDA [21 CFR Part 11] and EU [Annex 11]",
    );
    expect(shown("EU GMP, ICH Q7, ICH Q10, 21 CFR 211, WHO-GMP or PIC/S")).toBe(
      "EU GMP, [ICH Q7,] [ICH Q10,] [21 CFR 211,] [WHO-GMP] or [PIC/S]",
    );
    expect(shown("a reply to the FDA Form 483 within 15 business days")).toBe(
      "a reply to the FDA [Form 483] within 15 business days",
    );
    expect(shown("The revised Schedule M, date by date: a plan in Form A")).toBe(
      "The revised [Schedule M,] date by date: a plan in [Form A]",
    );
    // A capital that starts the next word is no letter of the part: "Annex Guidance" may break.
    expect(shown("see the Annex Guidance")).toBe("see the Annex Guidance");
  });

  it("keeps a guideline with its number, letters and all", () => {
    expect(shown("following GAMP 5 Second Edition")).toBe("following [GAMP 5] Second Edition");
    expect(shown("ICH Q7 for APIs and ICH Q9(R1) tools, ICH Q9/Q10.")).toBe(
      "[ICH Q7] for APIs and [ICH Q9(R1)] tools, [ICH Q9/Q10.]",
    );
  });

  it("keeps a compound with an acronym, a number or a single letter, and lets ordinary ones break", () => {
    expect(shown("WHO-GMP, V-model, IPEC-PQG and e-BMR")).toBe(
      "[WHO-GMP,] [V-model,] [IPEC-PQG] and [e-BMR]",
    );
    expect(shown("(WHO-GMP)")).toBe("[(WHO-GMP)]");
    expect(shown("risk-based, post-submission and and/or")).toBe("risk-based, post-submission and and/or");
  });

  it("keeps initials with the name and the street with its kind", () => {
    expect(shown("2nd Floor, Sample Business Centre, R. C. Dutt Road, Alkapuri")).toBe(
      "2nd Floor, Sample Business Centre, [R. C. Dutt Road,] Alkapuri",
    );
  });

  it("leaves ordinary prose as one piece of text", () => {
    const prose = "We inspect, we collaborate and we ensure readiness for the next 3 inspections.";
    expect(keepTogether(prose)).toBe(prose);
    expect(keepTogether("EU GMP")).toBe("EU GMP");
  });

  it("gives an empty field (the editor's preview of a new section) as no text", () => {
    expect(keepTogether(null)).toBe("");
    expect(keepTogether(undefined)).toBe("");
    expect(termPieces("")).toEqual([]);
  });

  it("renders the text exactly as typed, terms in spans that do not wrap, markup-like data as text", () => {
    const typed = "<b>GAMP 5</b> and <img src=x onerror=alert(1)> per WHO-GMP  twice";
    const { container } = render(<p>{keepTogether(typed)}</p>);
    expect(container.textContent).toBe(typed);
    expect([...container.querySelectorAll(`span.${TERM_CLASS}`)].map((span) => span.textContent)).toEqual([
      "<b>GAMP 5</b>",
      "WHO-GMP",
    ]);
    expect(container.querySelector("b, img")).toBeNull();
  });

  it("leaves a term too long for a phone's line, and text holding its own marker, free to wrap", () => {
    const long = "window.__injected=(window.__injected||[]).concat(1)</script>";
    expect(termPieces(long)).toEqual([{ text: long, term: false }]);
    const marker = "GAMP 5 \u0000 WHO-GMP";
    expect(termPieces(marker)).toEqual([{ text: marker, term: false }]);
  });

  it("gives its pieces as one element, so an icon's flex row beside it holds one run of text", () => {
    const { container } = render(
      <li style={{ display: "flex" }}>
        <svg aria-hidden="true" />
        {keepTogether("Pre-IND and pre-ANDA meeting requests")}
      </li>,
    );
    expect(container.querySelector("li")!.children).toHaveLength(2);
    expect(container.querySelector("li")!.textContent).toBe("Pre-IND and pre-ANDA meeting requests");
  });
});
