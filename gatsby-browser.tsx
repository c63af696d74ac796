import type { GatsbyBrowser } from "gatsby";

import { startHeaderHeight } from "./src/islands/header-height";
import { startHeaderMenus } from "./src/islands/header-menus";
import { startMapFrames } from "./src/islands/map-frame";
import { startReveal } from "./src/motion/init-reveal";
// The global styles: imported here, they are part of the stylesheet every built page inlines.
import "./src/styles/global.scss";

// What follows runs in `gatsby develop` only: a build's pages load no Gatsby runtime, and their one
// script, src/islands/site.ts (plugins/islands), starts the same parts. Links are plain <a> here too,
// so every page change is a page load and these run once per page, as the site script does.

// The header's menus listen on the document, so they start before the first render and hold every page.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  startHeaderMenus();
};

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  startHeaderHeight();
  startMapFrames();
  startReveal();
};
