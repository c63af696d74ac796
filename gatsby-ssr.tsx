import type { GatsbySSR } from "gatsby";

/**
 * Without JavaScript, nothing waits for a scroll animation and the menus are
 * plain lists: every section and link is there for no-JS visitors and crawlers.
 */
const NO_SCRIPT_CSS = `
[data-aos]{opacity:1!important;transform:none!important;transition:none!important}
[data-menu-toggle]{display:none!important}
[data-menu]{display:flex!important}
[data-submenu-toggle] svg{display:none}
@media (max-width:1023.98px){[data-submenu]{display:block!important}}
@media (min-width:1024px){[data-submenu-parent]:hover [data-submenu],[data-submenu-parent]:focus-within [data-submenu]{display:block!important}}
`;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    <noscript key="no-script-css">
      <style dangerouslySetInnerHTML={{ __html: NO_SCRIPT_CSS }} />
    </noscript>,
  ]);
};
