/**
 * The attributes that mark an island in the page (./island.tsx) for the page's script (./loader.ts):
 * apart from the component, so that the page's script carries no React.
 */

/** The island's container, by the island's name. */
export const ISLAND_ATTRIBUTE = "data-island";
/** The inert JSON block of the island's props, by the island's name. */
export const PROPS_ATTRIBUTE = "data-island-props";
/** On the container: the island's scripts, space-separated, in the order to load them (a build only). */
export const SCRIPTS_ATTRIBUTE = "data-island-scripts";
/**
 * On an element inside the island: the localStorage key of what the visitor gave it before. When the
 * browser holds something under it, the island starts as the page loads, not on the first touch, so
 * that what was kept is shown at once (src/islands/loader.ts).
 */
export const STORED_ATTRIBUTE = "data-island-stored";
/** On the contact form's Form 483 part: the subject and the request it fills in, and the mark that keeps it open. */
export const FORM_483_SUBJECT = "data-subject";
export const FORM_483_REQUEST = "data-request";
export const FORM_483_OPEN = "data-open";
