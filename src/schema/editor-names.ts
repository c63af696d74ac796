/**
 * Names the content editor's configuration gives its entries, for code that
 * runs in the editor (the previews) without the generator's GraphQL and fs.
 */

/** The settings file shared by the insights (data/insights.json). */
export const INSIGHTS_SETTINGS = "insights-settings";
