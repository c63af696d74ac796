/**
 * Keeps technical terms whole on a line: a reference and its number ("21 CFR 211", "GAMP 5",
 * "Form 483", "ICH Q9/Q10"), a compound with an acronym, a number or a single letter ("WHO-GMP",
 * "V-model", "e-BMR") and a street's name ("R. C. Dutt Road"). Editors type ordinary text in data/;
 * the pages render data text through this function. Each term becomes a span the browser does not
 * wrap inside, so the text itself, as read, searched and copied, stays exactly as typed. Ordinary
 * compounds ("risk-based") may still break. Nothing in the text ever becomes markup.
 */
import type { ReactNode } from "react";

/** Marks the spaces that join the words of one term, while the terms are found. */
const JOIN = "\u0000";

/** Spaces that join words into one term. */
const JOINS: ReadonlyArray<readonly [RegExp, string]> = [
  // An abbreviation, or a part of a regulation, and its number: "GAMP 5", "CFR 211", "ICH Q7", "Part 11",
  // "Form 483"; not a number that starts a reference of its own ("USFDA | 21 CFR").
  [
    /\b([A-Z]{2,}|Part|Parts|Annex|Volume|Schedule|Chapter|Article|Form) +(?=[A-Z]?\d)(?!\d+ +[A-Z]{2,}\b)/g,
    `$1${JOIN}`,
  ],
  // A part of a regulation named by one capital letter: "Schedule M", "Form A", "Annex A".
  [/\b(Part|Parts|Annex|Schedule|Chapter|Appendix|Form) +(?=[A-Z]\b)/g, `$1${JOIN}`],
  // A number and the abbreviation after it: "21 CFR", "5 GMP" (after the rule above, which must not
  // see these joins).
  [/(\d) +(?=[A-Z]{2,}\b)/g, `$1${JOIN}`],
  // A code and the part of it that is meant: "CFR Part 11".
  [/\b([A-Z]{2,}) +(?=Parts?\b)/g, `$1${JOIN}`],
  // Initials and the name they belong to: "R. C. Dutt".
  [/\b([A-Z]\.) +(?=[A-Z])/g, `$1${JOIN}`],
  // A street's name and its kind: "Dutt Road".
  [/(\S) +(?=(?:Road|Street|Marg|Lane|Avenue)\b)/g, `$1${JOIN}`],
];

/** A term longer than this is left free to wrap: kept whole, it could not fit a phone's line. */
const LONGEST_TERM = 24;

/** A part of a compound that makes it a term: an acronym, anything with a digit, or one letter. */
const TERM_PART = /^(?:[A-Z]{2,}[a-z]?|.*\d.*|[A-Za-z])$/;

/** A hyphenated or slashed word of which a part is an acronym, a number or a single letter. */
const isTermCompound = (word: string) => {
  const parts = word.replace(/^[("'‘“[]+|[)"'’”\],.;:!?]+$/g, "").split(/[-/]/);
  return parts.length > 1 && parts.every(Boolean) && parts.some((part) => TERM_PART.test(part));
};

/** The text's pieces: plain text, and the terms to keep whole (as typed, spaces and all). */
export const termPieces = (text: string): { text: string; term: boolean }[] => {
  // Text that holds the marker itself is left whole rather than read wrongly.
  if (text.includes(JOIN)) return text ? [{ text, term: false }] : [];
  const marked = JOINS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
  const pieces: { text: string; term: boolean }[] = [];
  for (const word of marked.split(/(\s+)/)) {
    if (word === "") continue;
    const term =
      !/^\s+$/.test(word) && word.length <= LONGEST_TERM && (word.includes(JOIN) || isTermCompound(word));
    const typed = word.replaceAll(JOIN, " ");
    const last = pieces[pieces.length - 1];
    if (!term && last && !last.term) last.text += typed;
    else pieces.push({ text: typed, term });
  }
  return pieces;
};

/** The class of a span the browser does not wrap inside (src/styles/global.scss). */
export const TERM_CLASS = "term";

/**
 * The text as React children: plain text, with each term in a span that is not wrapped inside.
 * The pieces come in one span of their own, so that in a flex or grid container (an icon beside the
 * text) they stay one run of text that wraps, not a row of items side by side.
 * An empty field (the editor's preview of a new section) gives no text.
 */
export const keepTogether = (text: string | null | undefined): ReactNode => {
  const pieces = termPieces(text ?? "");
  if (!pieces.some((piece) => piece.term)) return text ?? "";
  return (
    <span>
      {pieces.map((piece, index) =>
        piece.term ? (
          <span key={index} className={TERM_CLASS}>
            {piece.text}
          </span>
        ) : (
          piece.text
        ),
      )}
    </span>
  );
};
