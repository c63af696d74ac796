/**
 * Before the build, public/ cleared of earlier builds' scripts, and the page data the last build set
 * aside put back. After the build, what a CDN serves besides the pages: each page's own part of the
 * stylesheet and a check that every page holds only the inline code the build wrote
 * (./inline-code.ts), public/ without the files nothing loads (./public-files.ts), the _headers
 * file (security headers allowing that code, and caching; the content editor's own policy; the
 * not-found page's policy in the page, see withPolicyMeta), and robots.txt pointing at the sitemap
 * and keeping crawlers out of the editor.
 */
import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";

import { EDITOR_PATH } from "../content-editor/editor-path";
import {
  GatsbyInternalsError,
  isGatsbyRuntimeOutput,
  projectDir,
  READ_BACK_BY_NEXT_BUILD,
  siteStylesheet,
} from "../gatsby-internals";
import { readIslandFiles } from "../islands/island-files";
import { formService } from "../../src/lib/form-service";
import { routeFields, routeFolders } from "../../src/schema/collections";
import { contentSecurityPolicy, hashedAssets, headersFile, withPolicyMeta } from "./cdn-headers";
import { editorOrigins, removeEditorSourceMaps } from "./editor-files";
import { finishBuiltPages, type InlineCode } from "./inline-code";
import { keepStylesheet, removeFromPublic, restoreToPublic, unloadedFiles } from "./public-files";

/**
 * Gatsby renders a page again from the page data the last build wrote when only the code changed
 * (a build that keeps .cache/ and public/, as a CDN's build cache does); it was set aside, not deployed.
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ store, reporter }) => {
  if (restoreToPublic(projectDir(store), READ_BACK_BY_NEXT_BUILD) === "started afresh") {
    reporter.info(
      "public/ had no page data to build upon: it was deleted, and Gatsby builds everything anew",
    );
  }
};

/**
 * Before the build: the scripts and stylesheets earlier builds left at the top of public/ go (webpack
 * writes this build's again). No page names them, and each would take a rule of _headers, which the
 * host reads only so far (see headersFile).
 */
export const onPreBuild: GatsbyNode["onPreBuild"] = ({ store }) => {
  const publicDir = path.join(projectDir(store), "public");
  if (!fs.existsSync(publicDir)) return;
  for (const file of hashedAssets(publicDir)) fs.rmSync(path.join(publicDir, file), { force: true });
};

const kilobytes = (root: string, files: string[]) =>
  Math.round(files.reduce((sum, file) => sum + fs.statSync(path.join(root, "public", file)).size, 0) / 1024);

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({
  graphql,
  reporter,
  store,
  getNodesByType,
}) => {
  const result = await graphql<Queries.PostBuildQuery>(`
    query PostBuild {
      siteJson {
        url
        map {
          embedUrl
        }
        form {
          endpoint
          accessKey
        }
      }
    }
  `);
  const siteJson = result.data?.siteJson;
  if (result.errors || !siteJson) {
    reporter.panicOnBuild("Could not read data/site.json after the build", result.errors);
    return;
  }
  const { endpoint } = formService(siteJson.form);
  if (["127.0.0.1", "localhost"].includes(new URL(endpoint).hostname)) {
    reporter.warn(
      `This build posts the contact form to ${endpoint}, a local stand-in: run \`npm run build\` before deploying.`,
    );
  }
  const root = projectDir(store);
  const publicDir = path.join(root, "public");
  let own: InlineCode;
  let problems: string[];
  try {
    const stylesheet = siteStylesheet(publicDir);
    // Each page gets its own part of the stylesheet; then it may hold only the inline code the build
    // wrote, and text from data/ that became code stops here.
    ({ own, problems } = finishBuiltPages(publicDir, stylesheet.css));
    keepStylesheet(root, stylesheet.css);
  } catch (error) {
    fs.rmSync(path.join(publicDir, "_headers"), { force: true });
    if (!(error instanceof GatsbyInternalsError)) throw error;
    reporter.panicOnBuild(error.message);
    return;
  }
  if (problems.length) {
    fs.rmSync(path.join(publicDir, "_headers"), { force: true });
    reporter.panicOnBuild(
      [
        "These pages hold inline code the build did not write, so no Content-Security-Policy was written to allow it:",
        ...problems.map((problem) => `  ${problem}`),
        "Text from data/ must reach a page as text: look for it in the component that draws it (JSX escapes; raw HTML does not).",
      ].join("\n"),
    );
    return;
  }
  const sitemap = new URL("/sitemap-index.xml", siteJson.url).href;
  fs.writeFileSync(
    path.join(publicDir, "robots.txt"),
    `User-agent: *\nAllow: /\nDisallow: ${EDITOR_PATH}\n\nSitemap: ${sitemap}\n`,
  );

  // public/ keeps what a page, the editor or the host loads. Of the rest, Gatsby's runtime output is
  // taken out; anything else is named, for a person to decide.
  removeEditorSourceMaps(publicDir);
  let unloaded: string[];
  try {
    unloaded = unloadedFiles({
      publicDir,
      staticDir: path.join(root, "static"),
      siteUrl: siteJson.url,
      islands: readIslandFiles(root),
    });
  } catch (error) {
    reporter.panicOnBuild(
      `Could not tell which files of public/ the pages load: ${(error as Error).message}`,
    );
    return;
  }
  const runtime = unloaded.filter(isGatsbyRuntimeOutput);
  const others = unloaded.filter((file) => !isGatsbyRuntimeOutput(file));
  reporter.info(
    `public/: ${runtime.length} files of Gatsby's runtime no page loads taken out (${kilobytes(root, runtime)} KB)`,
  );
  removeFromPublic(root, runtime, READ_BACK_BY_NEXT_BUILD);
  if (others.length) {
    reporter.warn(
      [
        "public/ holds files no page, the editor or the host loads:",
        ...others.map((file) => `  ${file}`),
      ].join("\n"),
    );
  }

  // Every page whose address is a field of its file (data/pages/, data/checks/), drafts left out.
  const routes = routeFields.flatMap(({ type, field }) =>
    getNodesByType(type)
      .filter((node) => !node.draft)
      .map((node) => String(node[field])),
  );
  const policy = {
    formEndpoint: endpoint,
    mapUrl: siteJson.map.embedUrl,
    siteUrl: siteJson.url,
    inline: own,
  };
  let headers: string;
  try {
    headers = headersFile({
      ...policy,
      routes,
      // The articles and the list's later pages: made from data/insights/, not pages of their own.
      folders: routeFolders,
      assets: hashedAssets(publicDir),
      editor: { path: EDITOR_PATH, origins: editorOrigins() },
    });
  } catch (error) {
    fs.rmSync(path.join(publicDir, "_headers"), { force: true });
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  fs.writeFileSync(path.join(publicDir, "_headers"), headers);
  const notFound = path.join(publicDir, "404.html");
  if (fs.existsSync(notFound)) {
    fs.writeFileSync(
      notFound,
      withPolicyMeta(fs.readFileSync(notFound, "utf8"), contentSecurityPolicy(policy)),
    );
  }
};
