/**
 * Gatsby 5 copies the site's stylesheet into a <style> element in every page's
 * HTML. An incremental `gatsby build` (one that keeps .cache/, as a CDN's build
 * cache does) writes a page's HTML again only when its data or its server-side
 * code changed, so after a change to styles alone every page kept the previous
 * stylesheet. After each build (./gatsby-node.ts onPostBuild) this puts the
 * current stylesheet into any page that holds another one.
 */
import fs from "fs";
import path from "path";

/** The name webpack gives the site's one stylesheet, e.g. "styles.f60c8bb181aedbfee748.css". */
const STYLESHEET_NAME = /styles\.[0-9a-f]+\.css/;
/** The element Gatsby writes: the stylesheet's file name, then its whole text. */
const INLINED_STYLESHEET = new RegExp(
  `<style data-href="/(${STYLESHEET_NAME.source})" data-identity="gatsby-global-css">[\\s\\S]*?</style>`,
);

export type Stylesheet = {
  /** File name in public/, e.g. "styles.f60c8bb181aedbfee748.css". */
  name: string;
  css: string;
};

/** The stylesheet this build produced, named in public/webpack.stats.json. */
export const currentStylesheet = (publicDir: string): Stylesheet | undefined => {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
    assetsByChunkName?: Record<string, string[]>;
  };
  const wholeName = new RegExp(`^${STYLESHEET_NAME.source}$`);
  const name = stats.assetsByChunkName?.app?.find((asset) => wholeName.test(asset));
  return name ? { name, css: fs.readFileSync(path.join(publicDir, name), "utf8") } : undefined;
};

/** The page with `stylesheet` in place of the one it holds; unchanged when it already holds it. */
export const withStylesheet = (html: string, stylesheet: Stylesheet): string =>
  html.replace(INLINED_STYLESHEET, (element, name: string) =>
    name === stylesheet.name
      ? element
      : `<style data-href="/${stylesheet.name}" data-identity="gatsby-global-css">${stylesheet.css}</style>`,
  );

/** Brings every HTML page under `publicDir` up to date; returns the pages it changed, relative to it. */
export const refreshInlinedStyles = (publicDir: string): string[] => {
  const stylesheet = currentStylesheet(publicDir);
  if (!stylesheet) return [];
  const pages = fs
    .readdirSync(publicDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html") && fs.statSync(path.join(publicDir, file)).isFile());
  return pages.filter((page) => {
    const file = path.join(publicDir, page);
    const html = fs.readFileSync(file, "utf8");
    const updated = withStylesheet(html, stylesheet);
    if (updated === html) return false;
    fs.writeFileSync(file, updated);
    return true;
  });
};
