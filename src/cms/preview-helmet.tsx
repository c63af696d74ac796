/**
 * In the editor's preview the page's head tags (title, description, JSON-LD)
 * would land in the editor's own document: the editor's build puts this
 * module in place of react-helmet (see plugins/content-editor), and head tags are
 * left out of the preview.
 */
export const Helmet = () => null;
