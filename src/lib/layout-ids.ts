/**
 * The element ids the page frame writes itself. Section ids from data/ become
 * ids on the same page, so the data check refuses these (see
 * plugins/site-content/check-data.ts).
 */
export const MAIN_ID = "main";
/** An empty element closing the hero: the browser paints once it has arrived (src/lib/inline-head.ts). */
export const HERO_END_ID = "hero-end";
export const MENU_ID = "site-menu";

/** Ids an article's page writes beside its text: its headings' anchors never take them (./markdown.ts). */
export const ARTICLE_IDS = {
  contents: "contents",
  contentsHeading: "contents-heading",
  topicsLabel: "topics-label",
  servicesLabel: "related-services-label",
  more: "more-on-this-topic",
} as const;

/** Each group of the main menu (Services) opens a list with this id. */
export const submenuId = (label: string) => `submenu-${label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

/** Whether a section id would clash with one of the frame's own ids. */
export const isLayoutId = (id: string) =>
  [MAIN_ID, HERO_END_ID, MENU_ID].includes(id) || id.startsWith("submenu-");
