/**
 * A page that runs no React in the browser is written without Gatsby's runtime: no page-data loader,
 * no scripts' slice and no preloads of them. It loads the islands' module script instead (the
 * header's menus and the reveal). Pages listed as needing React keep everything.
 */
import type { ReactElement } from "react";
import type { GatsbySSR } from "gatsby";

import { readManifest } from "./manifest";

type Element = ReactElement<Record<string, unknown>>;

/** Gatsby's own: its page-data loader (key "script-loader") and its scripts' slice (sliceId "_gatsby-scripts"). */
const isRuntime = (element: Element) =>
  element.key === "script-loader" || element.props?.sliceId === "_gatsby-scripts";

/** Gatsby's preloads of its scripts. */
const isScriptPreload = (element: Element) =>
  element.type === "link" && element.props?.as === "script";

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  if (process.env.NODE_ENV !== "production") return;
  const manifest = readManifest(process.cwd());
  if (!manifest || manifest.reactRoutes.includes(pathname)) return;
  replaceHeadComponents((getHeadComponents() as Element[]).filter((element) => !isScriptPreload(element)));
  replacePostBodyComponents([
    ...(getPostBodyComponents() as Element[]).filter((element) => !isRuntime(element)),
    <script key="islands" type="module" src={manifest.script} />,
  ]);
};
