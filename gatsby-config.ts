import type { GatsbyConfig } from "gatsby";
import path from "path";

import site from "./data/site.json";

/**
 * Each kind of JSON file gets a stable GraphQL type name: every file in
 * data/pages/ is a PageJson, data/site.json is SiteJson, data/navigation.json
 * is NavigationJson.
 */
const jsonTypeName = ({ node }: { node: { relativeDirectory: string; name: string } }): string =>
  node.relativeDirectory === "pages"
    ? "PageJson"
    : `${node.name.charAt(0).toUpperCase()}${node.name.slice(1)}Json`;

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    siteUrl: site.url,
  },
  trailingSlash: "always",
  jsxRuntime: "automatic",
  graphqlTypegen: { generateOnBuild: true, typesOutputPath: "src/gatsby-types.d.ts" },
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: path.resolve(__dirname, "data"), ignore: ["**/schema/**"] },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "images", path: path.resolve(__dirname, "src/images") },
    },
    { resolve: "gatsby-transformer-json", options: { typeName: jsonTypeName } },
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    "gatsby-plugin-react-helmet",
    {
      resolve: "gatsby-plugin-sass",
      options: { sassOptions: { silenceDeprecations: ["legacy-js-api"] } },
    },
  ],
};

export default config;
