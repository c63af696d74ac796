/**
 * A built page is written without Gatsby's runtime: no page-data loader, no scripts' slice and no
 * preloads of them (plugins/gatsby-internals.ts, withoutGatsbyRuntime), nor its router's markup
 * (src/html.tsx). It loads the site's one module script instead (src/islands/site.ts: the header's
 * menus, the reveal, and the loader of the page's islands). `gatsby develop` keeps the runtime.
 */
import type { ReactElement } from "react";
import type { GatsbySSR } from "gatsby";

import { builtSiteScript } from "../../src/islands/site-script";
import { withoutGatsbyRuntime } from "../gatsby-internals";

type Element = ReactElement<Record<string, unknown>>;

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  const script = builtSiteScript();
  if (!script) return;
  const { head, postBody } = withoutGatsbyRuntime(
    getHeadComponents() as Element[],
    getPostBodyComponents() as Element[],
  );
  replaceHeadComponents(head);
  replacePostBodyComponents([
    ...postBody,
    // Fetched at low priority: a module script is otherwise fetched at high priority beside the hero's
    // picture, the page's largest paint, and shares the connection with it (on slow 4G the picture came
    // 24 to 103 ms sooner, the script no later). React 18 does not know the attribute, hence the spread.
    <script key="site-script" type="module" src={script} {...{ fetchpriority: "low" }} />,
  ]);
};
