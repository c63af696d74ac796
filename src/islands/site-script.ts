/** Defined by plugins/islands in the page renderer of a build only. */
declare const __SITE_SCRIPT__: string | null | undefined;

/**
 * The address of the site's one script while a build writes its pages, which then carry none of
 * Gatsby's runtime; null in `gatsby develop`, whose pages keep it.
 */
export const builtSiteScript = (): string | null =>
  typeof __SITE_SCRIPT__ === "undefined" ? null : __SITE_SCRIPT__;
