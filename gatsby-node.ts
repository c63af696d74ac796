/**
 * The site's build-time work lives in local plugins, listed in
 * gatsby-config.ts:
 * - plugins/site-content: checks data/ before anything else (and keeps the
 *   checked copy Gatsby reads, watching data/ during develop), registers the
 *   content model's types and creates the pages;
 * - plugins/content-editor: builds the content editor into public/admin/;
 * - plugins/islands: pages without Gatsby's runtime, one small site script,
 *   and the contact form as an island;
 * - plugins/cdn-deploy: after the build, each page's own styles, the
 *   inline-code check, public/ without what no page loads, _headers and
 *   robots.txt.
 * Every use of Gatsby's internals is in plugins/gatsby-internals.ts.
 */
export {};
