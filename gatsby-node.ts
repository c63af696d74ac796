/**
 * The site's build-time work lives in local plugins, listed in
 * gatsby-config.ts:
 * - plugins/site-content: checks data/ before anything else (and keeps the
 *   checked copy Gatsby reads, watching data/ during develop), registers the
 *   content model's types and creates the pages;
 * - plugins/content-editor: builds the content editor into public/admin/;
 * - plugins/cdn-deploy: after the build, the current stylesheet in every
 *   page, the inline-code check, _headers, robots.txt and no editor source maps.
 */
export {};
