import type { GatsbyBrowser } from "gatsby";

import { prefersReducedMotion, refreshReveal, startReveal } from "./src/motion/init-reveal";
import "./src/styles/global.scss";

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
  // After the new page's first layout: a shorter page clamps the scroll
  // position, and a clamp during a smooth scroll would cut the scroll short.
  requestAnimationFrame(() =>
    requestAnimationFrame(() =>
      window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? "instant" : "smooth" }),
    ),
  );
  return false;
};
