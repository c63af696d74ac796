/** The content editor's folder in public/ (gatsby-plugin-decap-cms's `publicPath`). */
export const EDITOR_FOLDER = "admin";

/** Where the editor is served; kept out of search engines (robots.txt, X-Robots-Tag, its own meta tag). */
export const EDITOR_PATH = `/${EDITOR_FOLDER}/`;
