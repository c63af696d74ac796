/**
 * Each built page inlines only the styles it needs (./page-styles.ts), in place of the whole
 * stylesheet Gatsby inlines. `gatsby develop` inlines none: there the styles come from webpack.
 *
 * Which styles a page needs shows in its body's markup. Gatsby hands the rendered body to
 * `onRenderBody` (as `bodyHtml`, gatsby/cache-dir/static-entry.js; its types leave it out), right
 * after rendering it and before writing the head. Rendering the body here instead
 * (`replaceRenderer`) would put a wait between the render and react-helmet's reading of it, and with
 * two pages rendered at once a page then got the other's head tags, or none.
 */
import type { ReactElement } from "react";
import type { GatsbySSR, RenderBodyArgs } from "gatsby";

import { modulesInBody, pageStyles } from "./page-styles";

type Element = ReactElement<{ "data-identity"?: string; dangerouslySetInnerHTML?: { __html: string } }>;

/** The CSS modules each page's body carries, from when it is rendered until its head is written. */
const modulesByPage = new Map<string, Set<string>>();

export const onRenderBody = ({ pathname, bodyHtml }: RenderBodyArgs & { bodyHtml?: string }) => {
  if (bodyHtml) modulesByPage.set(pathname, modulesInBody(bodyHtml));
};

/** Gatsby's copy of the site's stylesheet in a page's head. */
const isSiteStylesheet = (element: Element) =>
  element.type === "style" && element.props["data-identity"] === "gatsby-global-css";

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
}) => {
  const modules = modulesByPage.get(pathname);
  modulesByPage.delete(pathname);
  if (!modules) return;
  replaceHeadComponents(
    (getHeadComponents() as Element[]).map((element) => {
      const css = element.props?.dangerouslySetInnerHTML?.__html;
      return isSiteStylesheet(element) && css !== undefined ? (
        <style key="page-styles" dangerouslySetInnerHTML={{ __html: pageStyles(css, modules) }} />
      ) : (
        element
      );
    }),
  );
};
