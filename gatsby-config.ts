import type { GatsbyConfig } from "gatsby";
import path from "path";

import { CSS_MODULE_CLASS_NAMES } from "./plugins/cdn-deploy/page-styles";
import { configSite } from "./plugins/site-content/config-site";
import { VALID_DATA_DIR } from "./plugins/site-content/valid-data";
import { lastModified } from "./src/lib/dates";
import { insightsFeed, type FeedData, type SitemapData } from "./src/lib/feed";
import { INSIGHTS_PATH } from "./src/lib/paths";
import { jsonTypeName } from "./src/schema/collections";

// Only read here: the site-content plugin checks every data file before anything else is done with it.
const site = configSite(__dirname);

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    siteUrl: site.url,
  },
  trailingSlash: "always",
  jsxRuntime: "automatic",
  // Under `npm run cms` no types are written: develop rewrites the file on every data change, and the
  // editor's git server commits whatever differs in the working tree (scripts/cms.mjs).
  graphqlTypegen: process.env.SKIP_GATSBY_TYPES
    ? false
    : { generateOnBuild: true, typesOutputPath: "src/gatsby-types.d.ts" },
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      // The checked copy of data/, refreshed by the site-content plugin (plugins/site-content/valid-data.ts).
      // Each file is written beside itself as *.partial and renamed over itself, whole.
      options: { name: "data", path: path.resolve(__dirname, VALID_DATA_DIR), ignore: ["**/*.partial"] },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "images", path: path.resolve(__dirname, "src/images") },
    },
    {
      // Each kind of data file gets its type name from the table of kinds (src/schema/collections.ts).
      resolve: "gatsby-transformer-json",
      options: {
        typeName: ({ node }: { node: { relativeDirectory: string; name: string } }) => jsonTypeName(node),
      },
    },
    // gatsby-plugin-image's own plugin entry is left out on purpose: the hero draws its <picture>
    // from the image data (gatsby-transformer-sharp + getImage), and the plugin would only add a
    // lazy-loading script and styles for <GatsbyImage>, which the site does not use.
    "gatsby-plugin-sharp",
    {
      // A banner's picture is the generated artwork (an SVG, served by its publicURL) or a photograph
      // (childImageSharp): the one query asks for both, so an SVG's null childImageSharp is expected.
      resolve: "gatsby-transformer-sharp",
      options: { checkSupportedExtensions: false },
    },
    "gatsby-plugin-react-helmet",
    {
      // sitemap-index.xml of every page but those hidden from search engines (the 404 and thank-you
      // pages: `noindex` in their data), each insight with the date it last changed; robots.txt points
      // at it (plugins/cdn-deploy).
      resolve: "gatsby-plugin-sitemap",
      options: {
        excludes: ["/404/", "/404.html", "/dev-404-page/"],
        query: `{
          site { siteMetadata { siteUrl } }
          allSitePage { nodes { path } }
          allInsightJson { nodes { path published updated reviewed } }
          hidden: allPageJson(filter: { noindex: { eq: true } }) { nodes { path } }
        }`,
        resolvePages: (data: SitemapData) => {
          const lastChanged = new Map(
            data.allInsightJson.nodes.map((insight) => [insight.path, lastModified(insight)]),
          );
          const hidden = new Set(data.hidden.nodes.map((page) => page.path));
          return data.allSitePage.nodes
            .filter((page) => !hidden.has(page.path))
            .map((page) => ({
              path: page.path,
              lastmod: lastChanged.get(page.path),
            }));
        },
        serialize: ({ path: route, lastmod }: { path: string; lastmod?: string }) => ({
          url: route,
          ...(lastmod ? { lastmod } : {}),
        }),
      },
    },
    {
      // The insights as an RSS 2.0 feed at /insights/rss.xml, announced by a <link rel="alternate"> on every page.
      resolve: "gatsby-plugin-feed",
      options: {
        query: `{ site { siteMetadata { title siteUrl } } }`,
        feeds: [
          {
            output: insightsFeed.path,
            title: insightsFeed.title(site.name),
            ...insightsFeed.channel(site.url, INSIGHTS_PATH),
            description: site.tagline,
            query: `{
              allInsightJson(sort: { published: DESC }) {
                nodes { ${insightsFeed.fields} }
              }
              ${insightsFeed.consultants}
            }`,
            serialize: ({ query }: { query: FeedData }) =>
              query.allInsightJson.nodes.map((insight) =>
                insightsFeed.item(site.url, insight, insightsFeed.signers(query)),
              ),
          },
        ],
      },
    },
    {
      // Favicons, the web app manifest and theme-color, from the logo and data/site.json.
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.name,
        short_name: site.shortName,
        description: site.tagline,
        start_url: "/",
        lang: "en",
        display: "standalone",
        theme_color: site.themeColor,
        background_color: site.backgroundColor,
        icon: "static/images/logo-512.png",
        cache_busting_mode: "none",
      },
    },
    {
      resolve: "gatsby-plugin-sass",
      options: {
        sassOptions: { silenceDeprecations: ["legacy-js-api"] },
        // Each page's styles are read by these names after the build (plugins/cdn-deploy/page-styles.ts).
        cssLoaderOptions: { modules: { localIdentName: CSS_MODULE_CLASS_NAMES } },
      },
    },
    // The data gate, the content model's types and the pages (plugins/site-content).
    "site-content",
    {
      // The content editor at /admin/ (plugins/content-editor, src/cms/): built apart from the site, so
      // visitors' pages carry none of it.
      resolve: "content-editor",
      options: { htmlTitle: `Content editor | ${site.name}` },
    },
    // Built pages load no React and no Gatsby runtime: one small script, and the contact form's island
    // on its first touch (plugins/islands).
    "islands",
    // After the build: each page's own styles, the inline-code check, public/ without what nothing
    // loads, _headers and robots.txt (plugins/cdn-deploy).
    "cdn-deploy",
  ],
};

export default config;
