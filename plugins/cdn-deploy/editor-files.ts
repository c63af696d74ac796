/**
 * The content editor's part of the build (gatsby-plugin-decap-cms writes it
 * to public/admin/, see src/cms/index.tsx): where it is served, the origins
 * it signs in and saves through (for its Content-Security-Policy), and the
 * clean-up after the build.
 */
import fs from "fs";
import path from "path";

import { EDITOR_PATH } from "../content-editor/editor-path";
import backend from "../../src/cms/backend.json";

/** The git host's API the github backend saves through, unless backend.json names another. */
const GITHUB_API = "https://api.github.com";

type Backend = { api_root?: string; base_url?: string };

/** An address of another site; a path such as "/" is the site itself, which 'self' already allows. */
const otherOrigin = (url: string | undefined) => (url && URL.canParse(url) ? new URL(url).origin : undefined);

/**
 * The origins besides the site's own that the editor talks to: the git host's
 * API, and the sign-in service (base_url) when it is not the site itself.
 */
export const editorOrigins = ({ api_root = GITHUB_API, base_url }: Backend = backend): string[] => [
  ...new Set([api_root, base_url].map(otherOrigin).filter((origin): origin is string => Boolean(origin))),
];

/**
 * Deletes the editor's source maps (the editor's own is 20 MB): nobody
 * debugs the editor on the live site, and a deployment should not carry them.
 * Returns the files deleted, relative to `publicDir`.
 */
export const removeEditorSourceMaps = (publicDir: string): string[] => {
  const editorDir = path.join(publicDir, EDITOR_PATH);
  if (!fs.existsSync(editorDir)) return [];
  return fs
    .readdirSync(editorDir)
    .filter((file) => file.endsWith(".map"))
    .map((file) => {
      fs.rmSync(path.join(editorDir, file));
      return path.posix.join(EDITOR_PATH.slice(1), file);
    });
};
