/** gatsby-plugin-decap-cms has no types; the hooks this plugin passes on are Gatsby's own. */
declare module "gatsby-plugin-decap-cms/gatsby-node" {
  type Hook = (args: unknown, options: object) => Promise<void> | void;
  export const onPreInit: Hook;
  export const onCreateDevServer: Hook;
  export const onCreateWebpackConfig: Hook;
}
