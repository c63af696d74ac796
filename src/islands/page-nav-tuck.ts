/**
 * Below 1024 px, where the header and a long page's "On this page" row together take a sixth of a
 * phone's screen, the row slides up under the header while the visitor reads on down the page, and
 * comes back as soon as she scrolls up, or a link in it takes the focus. From 1024 px it stays.
 * Without JavaScript it stays too (src/components/page-nav).
 */

/** Set on the row while it is slid away (src/components/page-nav/page-nav.module.scss). */
export const TUCKED_ATTRIBUTE = "data-tucked";

/** The widths at which the row slides away: below $breakpoint-lg (64em). */
export const TUCKS_BELOW = "(max-width: 63.99em)";

/** How far the page must scroll one way before the row moves: a finger's wobble moves nothing. */
export const SCROLL_SLACK_PX = 24;

/** Starts following the scrolling of this document's page-nav, if it has one; returns what stops it. */
export const startPageNavTuck = (doc: Document = document): (() => void) => {
  const nav = doc.querySelector<HTMLElement>("[data-page-nav]");
  const header = doc.querySelector<HTMLElement>("[data-site-header]");
  const view = doc.defaultView;
  const narrow = view?.matchMedia?.(TUCKS_BELOW);
  if (!nav || !header || !view || !narrow) return () => undefined;

  const tuck = (tucked: boolean) => nav.toggleAttribute(TUCKED_ATTRIBUTE, tucked);
  let from = view.scrollY;
  let frame = 0;
  const follow = () => {
    frame = 0;
    const y = view.scrollY;
    if (!narrow.matches || nav.contains(doc.activeElement)) {
      tuck(false);
      from = y;
      return;
    }
    if (Math.abs(y - from) < SCROLL_SLACK_PX) return;
    // Down the page, once the row has stuck under the header (above that it scrolls with the page).
    const stuck = nav.getBoundingClientRect().top <= header.getBoundingClientRect().bottom + 1;
    tuck(y > from && stuck);
    from = y;
  };
  const onScroll = () => {
    if (!frame) frame = view.requestAnimationFrame(follow);
  };
  const onFocusIn = () => tuck(false);
  const onWidth = () => {
    if (!narrow.matches) tuck(false);
  };
  view.addEventListener("scroll", onScroll, { passive: true });
  nav.addEventListener("focusin", onFocusIn);
  narrow.addEventListener("change", onWidth);
  return () => {
    view.removeEventListener("scroll", onScroll);
    nav.removeEventListener("focusin", onFocusIn);
    narrow.removeEventListener("change", onWidth);
    if (frame) view.cancelAnimationFrame(frame);
  };
};
