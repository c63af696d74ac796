/**
 * The content editor at /admin/ (Decap CMS), built by gatsby-plugin-decap-cms
 * from this module. Its collections and fields are generated from the content
 * model (npm run schema writes editor-config.json); where entries are saved
 * comes from backend.json, or from decap-server on the editor's own machine
 * when the editor is opened at localhost (npm run cms). Styles imported here
 * and by the site's components style the preview pane.
 */
import CMS from "decap-cms-app";

import "../styles/global.scss";
import backend from "./backend.json";
import editorConfig from "./editor-config.json";
import { withoutEmptyFields } from "./empty-values";
import { InsightPreview, NavigationPreview, PagePreview, SitePreview } from "./previews";
import { ReadonlyControl, ReadonlyPreview } from "./readonly-widget";

CMS.registerWidget("readonly", ReadonlyControl, ReadonlyPreview);

// A folder collection's entries share the collection's name; a file's is its own.
CMS.registerPreviewTemplate("pages", PagePreview);
CMS.registerPreviewTemplate("insights", InsightPreview);
CMS.registerPreviewTemplate("site", SitePreview);
CMS.registerPreviewTemplate("navigation", NavigationPreview);

CMS.registerEventListener({ name: "preSave", handler: ({ entry }) => withoutEmptyFields(entry.get("data")) });

/** Decap's configuration type; the generated JSON holds its literal values. */
type EditorConfig = NonNullable<NonNullable<Parameters<typeof CMS.init>[0]>["config"]>;

CMS.init({
  config: {
    ...editorConfig,
    backend,
    // decap-server (npm run cms, scripts/cms.mjs) is looked for only on the editor's own machine.
    local_backend: window.location.hostname === "localhost" && { url: "http://127.0.0.1:8081/api/v1" },
  } as unknown as EditorConfig,
});
