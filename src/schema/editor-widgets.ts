/** The site's own editor widgets (registered in src/cms/index.tsx), by the name the configuration gives them. */
export const EDITOR_WIDGETS = {
  /** A field shown but not changed: a page's address. */
  readonly: "readonly",
  /** An optional object with a required field inside, added and removed as a whole. */
  optionalGroup: "optional-group",
  /** A consultant by name, offering those the pages list (src/cms/consultant-widget.tsx). */
  consultant: "consultant",
  /** What the firm must still supply before launch, with its confirmations of claims (src/cms/launch-view.tsx). */
  launchList: "launch-list",
} as const;
