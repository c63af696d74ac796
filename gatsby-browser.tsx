import type { GatsbyBrowser } from "gatsby";

import { startHeaderMenus } from "./src/islands/header-menus";
import { refreshReveal, scrollToTopOfNewPage, startReveal } from "./src/motion/init-reveal";
import "./src/styles/global.scss";

// The header's menus listen on the document, so they start before the first render and hold every page.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  startHeaderMenus();
};

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  startReveal();
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) refreshReveal();
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
