import { keepTogether, NO_BREAK_SPACE } from "./keep-together";

/** The text with its no-break spaces shown as "~", to read expectations at a glance. */
const shown = (text: string) => keepTogether(text).replaceAll(NO_BREAK_SPACE, "~");

describe("keepTogether", () => {
  it("binds a regulation's number to its name", () => {
    expect(shown("audits against 21 CFR 210/211 and ISO")).toBe("audits against 21~CFR~210/211 and ISO");
    expect(shown("Validation Under USFDA 21 CFR Part 11 and EU Annex 11")).toBe(
      "Validation Under USFDA~21~CFR~Part~11 and EU Annex~11",
    );
  });

  it("binds a guideline to its number, letters and all", () => {
    expect(shown("following GAMP 5 Second Edition")).toBe("following GAMP~5 Second Edition");
    expect(shown("ICH Q7 for APIs and ICH Q9(R1) tools")).toBe("ICH~Q7 for APIs and ICH~Q9(R1) tools");
  });

  it("keeps initials with the name and the street with its kind", () => {
    expect(shown("2nd Floor, Sample Business Centre, R. C. Dutt Road, Alkapuri")).toBe(
      "2nd Floor, Sample Business Centre, R.~C.~Dutt~Road, Alkapuri",
    );
  });

  it("leaves ordinary prose alone", () => {
    const prose = "We inspect, we collaborate and we ensure readiness for the next 3 inspections.";
    expect(keepTogether(prose)).toBe(prose);
    expect(keepTogether("EU GMP")).toBe("EU GMP");
  });

  it("gives an empty field (the editor's preview of a new section) as no text", () => {
    expect(keepTogether(null)).toBe("");
    expect(keepTogether(undefined)).toBe("");
  });

  it("returns plain text: markup-like data stays text, and a second pass changes nothing", () => {
    const once = keepTogether("<b>GAMP 5</b>");
    expect(once).toBe(`<b>GAMP${NO_BREAK_SPACE}5</b>`);
    expect(keepTogether(once)).toBe(once);
  });
});
