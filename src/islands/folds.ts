/**
 * The phone disclosures (a section folded behind its head, an explanation behind its title, a card's
 * text, a list of a group): native `<details>` that open and close on a tap with or without
 * JavaScript. The built page draws them open, which is true without JavaScript at every width (a
 * phone shows their content, its titles closing it). From 768 px the page's styles show their content;
 * this keeps their state true to that: open there, their titles out of the Tab order and toggling
 * nothing, so a screen reader does not hear "collapsed" over text on the screen and the keyboard meets
 * no stop that does nothing. Under 768 px it closes them, as a phone shows them, and marks them set:
 * until then a phone expecting the script draws them closed (src/styles/global.scss), so nothing moves.
 */

/** On each such `<details>`: what this script keeps open from 768 px. */
export const FOLD_ATTRIBUTE = "data-fold";

/** Set on each once this script has given it its state: its open look waits for it (fold-open, _mixins.scss). */
export const FOLD_SET_ATTRIBUTE = "data-fold-set";

/** What each fold is built with: its mark, and open. */
export const FOLD_PROPS = { [FOLD_ATTRIBUTE]: "", open: true } as const;

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
      details.setAttribute(FOLD_SET_ATTRIBUTE, "");
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
