import type { GatsbySSR } from "gatsby";

import { REVEAL_CLASS, REVEAL_FAILSAFE_MS } from "./src/motion/constants";

/**
 * Runs before the first paint: lets the reveal styles hide content that waits
 * to be scrolled to, and shows everything again if the page's script has not
 * started the reveals in time (see src/motion/init-reveal.ts).
 */
const REVEAL_BOOT = `(function(){var h=document.documentElement;h.classList.add("${REVEAL_CLASS}");setTimeout(function(){if(!window.__revealStarted)h.classList.remove("${REVEAL_CLASS}")},${REVEAL_FAILSAFE_MS})})();`;

/**
 * Without JavaScript the menus are plain lists, so every link is there for
 * no-JS visitors and crawlers (nothing is hidden for scroll reveals either:
 * REVEAL_BOOT never runs).
 */
const NO_SCRIPT_CSS = `
[data-site-header]{position:static!important}
[data-menu-toggle]{display:none!important}
[data-menu]{display:flex!important}
[data-submenu-toggle] svg{display:none}
@media (max-width:1023.98px){[data-submenu]{display:block!important}}
@media (min-width:1024px){[data-submenu-parent]:hover [data-submenu],[data-submenu-parent]:focus-within [data-submenu]{display:block!important}}
`;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    <script key="reveal-boot" dangerouslySetInnerHTML={{ __html: REVEAL_BOOT }} />,
    <noscript key="no-script-css">
      <style dangerouslySetInnerHTML={{ __html: NO_SCRIPT_CSS }} />
    </noscript>,
  ]);
};
