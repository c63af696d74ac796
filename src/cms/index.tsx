/**
 * The content editor at /admin/ (Decap CMS), built by gatsby-plugin-decap-cms
 * from this module. Its collections and fields are generated from the content
 * model (npm run schema writes editor-config.json); where entries are saved
 * comes from backend.json, or from decap-server on the editor's own machine
 * when the editor is opened at localhost (npm run cms). Changes go through
 * Decap's editorial workflow. Styles imported here
 * and by the site's components style the preview pane.
 */
import type { ComponentType } from "react";
import CMS from "decap-cms-app";
import type { CmsWidgetControlProps } from "decap-cms-core";

import "../styles/global.scss";
import "./preview.scss";
import navigation from "../../data/navigation.json";
import site from "../../data/site.json";
import backend from "./backend.json";
import editorConfig from "./editor-config.json";
import { EDITOR_WIDGETS } from "../schema/editor-widgets";
import { registerConsultantWidget } from "./consultant-widget";
import { entryFields } from "./entry-data";
import { LaunchControl, LaunchPreview } from "./launch-view";
import { optionalGroup } from "./optional-group";
import { PREVIEWS } from "./previews";
import { ReadonlyControl, ReadonlyPreview } from "./readonly-widget";
import { type EntryData, savedData } from "./saved-data";
import { withServicePagesOnly } from "./service-pages";
import { registerTextWidgets } from "./text-widgets";

CMS.registerWidget(EDITOR_WIDGETS.readonly, ReadonlyControl, ReadonlyPreview);
// (Decap's types give a widget's control the type of its props.)
const listControl = CMS.getWidget("list")?.control as unknown as Parameters<typeof optionalGroup>[0];
CMS.registerWidget(EDITOR_WIDGETS.optionalGroup, optionalGroup(listControl));
registerTextWidgets(CMS);
registerConsultantWidget(CMS);
CMS.registerWidget(
  EDITOR_WIDGETS.launchList,
  LaunchControl as unknown as ComponentType<CmsWidgetControlProps>,
  LaunchPreview,
);

/**
 * The preview's frame draws an entry at once and receives the site's stylesheet (cms.css, which
 * gatsby-plugin-decap-cms registers) a moment later: until it applies (./preview.scss shows the page
 * again), the page is hidden rather than drawn as a bare list of links. Should the stylesheet never
 * arrive, the page shows after 10 s as it is.
 */
const PREVIEW_UNTIL_STYLED = `
  body { visibility: hidden; animation: preview-unstyled 0s 10s forwards; }
  @keyframes preview-unstyled { to { visibility: visible; } }
`;
CMS.registerPreviewStyle(PREVIEW_UNTIL_STYLED, { raw: true });

// A folder collection's entries share the collection's name; a file's is its own.
for (const [name, preview] of Object.entries(PREVIEWS)) CMS.registerPreviewTemplate(name, preview);

CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) =>
    savedData(entry.get("data") as EntryData, entryFields(entry.get("collection"), entry.get("slug"))),
});

/** Decap's configuration type; the generated JSON holds its literal values. */
type EditorConfig = NonNullable<NonNullable<Parameters<typeof CMS.init>[0]>["config"]>;

/** On the editor's own machine, decap-server (npm run cms, scripts/cms.mjs) serves the local repository. */
const local = window.location.hostname === "localhost";
/** The branch checked out there, which `npm run cms` names: local drafts are published to it. */
const localBranch = process.env.GATSBY_CMS_LOCAL_BRANCH;

/**
 * Where editors sign in with GitHub. "/" is the site itself: on Cloudflare Pages the sign-in deploys
 * with the site (functions/oauth/), so it is wherever the editor is opened; Decap takes the token only
 * from that origin. A full address (Netlify's https://api.netlify.com) stays as it is.
 */
const signIn = {
  ...backend,
  base_url: backend.base_url.startsWith("/") ? window.location.origin : backend.base_url,
};

/**
 * The editor's own page (the preview has its own styles), made the firm's:
 * - Decap draws the sign-in logo at the picture's own size, to the left of its 300 px column: the
 *   wordmark (120 × 40) would sit small and off-centre over the button. It is set across the column.
 * - Decap's header has no logo of its own: the wordmark stands at its left, before Contents and Media,
 *   as a picture only (the tab's title names the firm). The header is found by the name Decap's styles
 *   give it; should a later Decap rename it, the header is only without the wordmark.
 */
const editorLook = document.createElement("style");
editorLook.textContent = `
  img[src="${site.wordmark}"] { display: block; width: 260px; height: auto; margin: 0 auto; }
  [class*="-AppHeaderContent"]::before {
    content: ""; flex: none; align-self: center; width: 108px; height: 36px; margin-right: 24px;
    background: url("${site.wordmark}") left center / contain no-repeat;
  }
  [class*="-AppHeaderContent"] > nav { margin-right: auto; }
`;
document.head.append(editorLook);

CMS.init({
  config: {
    ...withServicePagesOnly(editorConfig, navigation),
    backend: local && localBranch ? { ...signIn, branch: localBranch } : signIn,
    // Every change starts as a draft (a branch, and on GitHub a pull request) and is published
    // only once it is set to Ready. `npm run cms:direct` has no workflow: Decap then saves at once.
    publish_mode: "editorial_workflow",
    local_backend: local && { url: "http://127.0.0.1:8081/api/v1" },
    // The sign-in screen shows the firm's name as drawn for the site (its wordmark), not Decap's logo.
    logo_url: site.wordmark,
  } as unknown as EditorConfig,
});
