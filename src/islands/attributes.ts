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
