/**
 * A built page is written without Gatsby's runtime: no page-data loader, no scripts' slice and no
 * preloads of them. It loads the site's one module script instead (src/islands/site.ts: the
 * header's menus, the reveal, and the loader of the page's islands). `gatsby develop` keeps the
 * runtime (./gatsby-node.ts).
 */
import type { ReactElement } from "react";
import type { GatsbySSR } from "gatsby";

type Element = ReactElement<Record<string, unknown>>;

/** Defined by ./gatsby-node.ts in the build's HTML renderer only. */
declare const __SITE_SCRIPT__: string | null | undefined;

/** Gatsby's own: its page-data loader (key "script-loader") and its scripts' slice (sliceId "_gatsby-scripts"). */
const isRuntime = (element: Element) =>
  element.key === "script-loader" || element.props?.sliceId === "_gatsby-scripts";

/** Gatsby's preloads of its scripts. */
const isScriptPreload = (element: Element) => element.type === "link" && element.props?.as === "script";

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  const script = typeof __SITE_SCRIPT__ === "undefined" ? null : __SITE_SCRIPT__;
  if (!script) return;
  replaceHeadComponents((getHeadComponents() as Element[]).filter((element) => !isScriptPreload(element)));
  replacePostBodyComponents([
    ...(getPostBodyComponents() as Element[]).filter((element) => !isRuntime(element)),
    // Fetched at low priority: a module script is otherwise fetched at high priority beside the hero's
    // picture, the page's largest paint, and shares the connection with it (on slow 4G the picture came
    // 24 to 103 ms sooner, the script no later). React 18 does not know the attribute, hence the spread.
    <script key="site-script" type="module" src={script} {...{ fetchpriority: "low" }} />,
  ]);
};
