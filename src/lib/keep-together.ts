/**
 * Keeps the words of a reference together on one line ("21 CFR", "GAMP 5",
 * "R. C. Dutt Road") by turning the spaces inside it into no-break spaces.
 * Editors type ordinary spaces in data/; the pages render data text through
 * this function. It returns plain text (never markup) and leaves every other
 * space as it is.
 */
export const NO_BREAK_SPACE = "\u00a0";

const RULES: ReadonlyArray<readonly [RegExp, string]> = [
  // A number and the abbreviation after it: "21 CFR", "5 GMP".
  [/(\d) +(?=[A-Z]{2,}\b)/g, `$1${NO_BREAK_SPACE}`],
  // An abbreviation, or a part of a regulation, and its number: "GAMP 5", "CFR 211", "ICH Q7", "Part 11", "Annex 2".
  [/\b([A-Z]{2,}|Part|Parts|Annex|Volume|Schedule|Chapter|Article) +(?=[A-Z]?\d)/g, `$1${NO_BREAK_SPACE}`],
  // A code and the part of it that is meant: "CFR Part 11".
  [/\b([A-Z]{2,}) +(?=Parts?\b)/g, `$1${NO_BREAK_SPACE}`],
  // Initials and the name they belong to: "R. C. Dutt".
  [/\b([A-Z]\.) +(?=[A-Z])/g, `$1${NO_BREAK_SPACE}`],
  // A street's name and its kind: "Dutt Road".
  [/(\S) +(?=(?:Road|Street|Marg|Lane|Avenue)\b)/g, `$1${NO_BREAK_SPACE}`],
];

export const keepTogether = (text: string | null | undefined): string =>
  // The editor's preview renders a section just added, whose fields are still empty.
  RULES.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text ?? "");
