/**
 * The phone disclosures (a section folded behind its head, an explanation behind its title, a card's
 * text, a list of a group, the rest of a long introduction): native `<details>`, closed in the built
 * page, that open on a tap with or without JavaScript. From 768 px the page's styles show their
 * content; this keeps their state true to that: open there, their titles out of the Tab order and
 * toggling nothing, so a screen reader does not hear "collapsed" over text on the screen and the
 * keyboard meets no stop that does nothing. Back under 768 px they close again, as a phone shows them.
 * Without JavaScript they stay closed from 768 px too, their content shown by the styles alone.
 */

/** On each such `<details>`: what this script keeps open from 768 px. */
export const FOLD_ATTRIBUTE = "data-fold";

/** The width from which the styles show every fold's content ($breakpoint-md, 48em). */
export const FOLDS_SHOWN = "(min-width: 48em)";

const foldOf = (target: EventTarget | null): HTMLDetailsElement | null => {
  if (!(target instanceof Element) || target.closest("a")) return null;
  const summary = target.closest("summary");
  const details = summary?.parentElement;
  return details instanceof HTMLDetailsElement && details.hasAttribute(FOLD_ATTRIBUTE) ? details : null;
};

/** Keeps the folds' state from now on; returns what stops it (the page never does). */
export const startFolds = (doc: Document = document): (() => void) => {
  const shown = doc.defaultView?.matchMedia?.(FOLDS_SHOWN);
  if (!shown) return () => undefined;
  const apply = () => {
    for (const details of doc.querySelectorAll<HTMLDetailsElement>(`details[${FOLD_ATTRIBUTE}]`)) {
      details.open = shown.matches;
      const summary = details.querySelector(":scope > summary");
      if (shown.matches) summary?.setAttribute("tabindex", "-1");
      else summary?.removeAttribute("tabindex");
    }
  };
  // A click on a title (a key on it sends one too) would close what the styles keep shown.
  const keepShown = (event: Event) => {
    if (shown.matches && foldOf(event.target)) event.preventDefault();
  };
  doc.addEventListener("click", keepShown, true);
  shown.addEventListener("change", apply);
  apply();
  return () => {
    doc.removeEventListener("click", keepShown, true);
    shown.removeEventListener("change", apply);
  };
};
