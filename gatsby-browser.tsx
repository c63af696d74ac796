import type { GatsbyBrowser } from "gatsby";

import { startHeaderMenus } from "./src/islands/header-menus";
import { startMapFrames } from "./src/islands/map-frame";
import { refreshReveal, scrollToTopOfNewPage, startReveal } from "./src/motion/init-reveal";
import "./src/styles/global.scss";

// Gatsby's runtime runs in `gatsby develop` only: a build's pages load src/islands/site.ts instead
// (plugins/islands), which starts the same parts.

// The header's menus listen on the document, so they start before the first render and hold every page.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  startHeaderMenus();
};

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  startMapFrames();
  startReveal();
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ prevLocation }) => {
  if (!prevLocation) return;
  startMapFrames();
  refreshReveal();
};

/**
 * A new route starts at the top, scrolling there smoothly (instantly when the
 * visitor prefers reduced motion). Back and forward keep the browser's
 * remembered position, and in-page anchors (#main) keep their own.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, prevRouterProps }) => {
  const location = routerProps.location as typeof routerProps.location & { action?: string };
  const isNewRoute = prevRouterProps && prevRouterProps.location.pathname !== location.pathname;
  if (!isNewRoute || location.action === "POP" || location.hash) return true;
  scrollToTopOfNewPage();
  return false;
};
