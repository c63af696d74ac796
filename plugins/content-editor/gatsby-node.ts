/**
 * The content editor at /admin/ (Decap CMS, src/cms/index.tsx), built by
 * gatsby-plugin-decap-cms's build-time half. Used through this plugin rather
 * than listed in gatsby-config.ts because the listed plugin also adds browser
 * code to every visitor's page (a Netlify Identity sign-in redirect, which
 * this site does not use) and its options, build paths included.
 */
import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import * as decap from "gatsby-plugin-decap-cms/gatsby-node";

import { EDITOR_FOLDER } from "./editor-path";

type WebpackConfig = { plugins: unknown[] };
type WebpackPlugins = { normalModuleReplacement: (request: RegExp, replacement: string) => unknown };

/**
 * The preview draws pages with the site's components: the company details and
 * menu come from the editor instead of Gatsby's data layer (useSite), and head
 * tags stay out of the editor's own page (react-helmet).
 */
const previewModules =
  (src: string) =>
  (config: WebpackConfig, { plugins }: { plugins: WebpackPlugins }) => {
    config.plugins.push(
      plugins.normalModuleReplacement(/[\\/]hooks[\\/]use-site$/, path.join(src, "cms/preview-site.tsx")),
      plugins.normalModuleReplacement(/^react-helmet$/, path.join(src, "cms/preview-helmet.tsx")),
    );
  };

export const onPreInit: GatsbyNode["onPreInit"] = async (args, options) => {
  await decap.onPreInit(args, options);
};

/** `gatsby develop` answers /admin without its slash too. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async (args, options) => {
  await decap.onCreateDevServer(args, { ...options, publicPath: EDITOR_FOLDER });
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = async (args, options) => {
  const root = args.store.getState().program.directory as string;
  const src = path.join(root, "src");
  // A production build starts from an empty folder: `npm run cms` leaves development files in it.
  if (args.stage === "build-javascript") {
    fs.rmSync(path.join(root, "public", EDITOR_FOLDER), { recursive: true, force: true });
  }
  await decap.onCreateWebpackConfig(args, {
    ...options,
    publicPath: EDITOR_FOLDER,
    modulePath: path.join(src, "cms/index.tsx"),
    manualInit: true,
    enableIdentityWidget: false,
    customizeWebpackConfig: previewModules(src),
  });
};
