/**
 * The only inline scripts and style the site writes itself, into every page's
 * <head> (gatsby-ssr.tsx). The Content-Security-Policy allows them by hash
 * (plugins/cdn-deploy/inline-code.ts); nothing from data/ is ever part of them.
 */
import { REVEAL_CLASS, REVEAL_FAILSAFE_MS } from "../motion/constants";
import { HERO_END_ID } from "./layout-ids";

/**
 * The element the browser must have received before its first paint
 * (`<link rel="expect" blocking="render">`, HTML Standard; Chromium 124+ and
 * Safari 18.2+, ignored elsewhere): an empty one closing the hero, since
 * Chromium stops waiting at an element's start tag. On a slow connection the
 * page arrives in pieces, and a paint between two of them showed the hero's
 * text half there: as the rest arrived, the vertically centred text moved up
 * (a layout shift). Waiting for the hero costs nothing on a fast connection.
 */
export const PAINT_AFTER = `#${HERO_END_ID}`;

/**
 * Runs before the first paint: lets the reveal styles hide content that waits
 * to be scrolled to, and shows everything again if the page's script has not
 * started the reveals in time (see src/motion/init-reveal.ts).
 */
export const REVEAL_BOOT_SCRIPT = `(function(){var h=document.documentElement;h.classList.add("${REVEAL_CLASS}");setTimeout(function(){if(!window.__revealStarted)h.classList.remove("${REVEAL_CLASS}")},${REVEAL_FAILSAFE_MS})})();`;

/**
 * Without JavaScript the menus are plain lists, so every link is there for
 * no-JS visitors and crawlers (nothing is hidden for scroll reveals either:
 * REVEAL_BOOT_SCRIPT never runs). Written inside <noscript>.
 */
export const NO_SCRIPT_STYLES = `
[data-site-header]{position:static!important}
[data-menu-toggle]{display:none!important}
[data-menu]{display:flex!important}
[data-submenu-toggle] svg{display:none}
@media (max-width:1023.98px){[data-submenu]{display:block!important}}
@media (min-width:1024px){[data-submenu-parent]:hover [data-submenu],[data-submenu-parent]:focus-within [data-submenu]{display:block!important}}
[data-check-progress]{display:none}
`;

/**
 * Speculation Rules: when a visitor hovers a link to another page of the site (or presses it), the
 * browser fetches that page ahead of the click, so the next page, which loads anew, is there at once.
 * Prefetch rather than prerender: a page's styles are inline and its one script is cached, so the
 * fetched HTML paints at once, and a phone runs no script or image of a page the visitor may not open.
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: { href_matches: "/*" },
      eagerness: "moderate",
    },
  ],
});
