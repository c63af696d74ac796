/**
 * The document around every page (Gatsby's html.js). A build's pages run none of Gatsby's runtime
 * (plugins/islands), so they carry none of its markup either: no <div id="___gatsby"> for it to
 * render into, and not the focus wrapper and route announcer of its router
 * (plugins/gatsby-internals.ts, pageBody). `gatsby develop` keeps Gatsby's own document, for its runtime.
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { pageBody } from "../plugins/gatsby-internals";
import { builtSiteScript } from "./islands/site-script";

type HtmlProps = {
  htmlAttributes: Record<string, unknown>;
  headComponents: ReactNode;
  bodyAttributes: Record<string, unknown>;
  preBodyComponents: ReactNode;
  /** The page's markup as React rendered it. */
  body: string;
  postBodyComponents: ReactNode;
};

const markup = (components: ReactNode) => renderToStaticMarkup(<>{components}</>);

const Html = ({
  htmlAttributes,
  headComponents,
  bodyAttributes,
  preBodyComponents,
  body,
  postBodyComponents,
}: HtmlProps) => (
  // eslint-disable-next-line jsx-a11y/html-has-lang -- lang="en" comes in htmlAttributes (gatsby-ssr.tsx)
  <html {...htmlAttributes}>
    <head>
      <meta charSet="utf-8" />
      <meta httpEquiv="x-ua-compatible" content="ie=edge" />
      <meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no" />
      {headComponents}
    </head>
    {builtSiteScript() ? (
      // React writes markup it did not render only as an element's whole content: here, the body's.
      <body
        {...bodyAttributes}
        dangerouslySetInnerHTML={{
          __html: markup(preBodyComponents) + pageBody(body) + markup(postBodyComponents),
        }}
      />
    ) : (
      <body {...bodyAttributes}>
        {preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: body }} />
        {postBodyComponents}
      </body>
    )}
  </html>
);

export default Html;
