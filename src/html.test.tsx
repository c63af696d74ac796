import { renderToStaticMarkup } from "react-dom/server";

import Html from "./html";

const globals = globalThis as { __SITE_SCRIPT__?: string | null };

/** The body static-entry.js renders: the page inside the router's focus wrapper, then the announcer. */
const page = '<a href="#main">Skip</a><main id="main"><h1>Title</h1></main>';
const body = `<div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper">${page}</div><div id="gatsby-announcer" style="position:absolute" aria-live="assertive" aria-atomic="true"></div>`;

const documentOf = () =>
  renderToStaticMarkup(
    <Html
      htmlAttributes={{ lang: "en" }}
      headComponents={[<title key="title">Title</title>]}
      bodyAttributes={{}}
      preBodyComponents={[]}
      body={body}
      postBodyComponents={[<script key="site" type="module" src="/islands/site-A1.js" />]}
    />,
  );

describe("the document around a page", () => {
  afterEach(() => delete globals.__SITE_SCRIPT__);

  it("is, in a build, the page's own markup and its script in the body, with none of Gatsby's runtime markup", () => {
    globals.__SITE_SCRIPT__ = "/islands/site-A1.js";
    expect(documentOf()).toContain(
      `<body>${page}<script type="module" src="/islands/site-A1.js"></script></body>`,
    );
    expect(documentOf()).not.toMatch(/___gatsby|gatsby-focus-wrapper|gatsby-announcer|style=/);
  });

  it("keeps Gatsby's container for its runtime in gatsby develop", () => {
    expect(documentOf()).toContain(`<div id="___gatsby">${body}</div>`);
  });
});
