/**
 * The `_headers` file that Netlify and Cloudflare Pages read: security headers
 * with a Content-Security-Policy that allows exactly the site itself, the
 * form service and the map, and Gatsby's caching rules. Written into public/
 * after each build (./gatsby-node.ts onPostBuild), from data/site.json and the
 * build's environment, so it always matches the configured form service.
 *
 * The content editor at /admin/ needs a looser policy of its own. The two
 * hosts read the file differently: Cloudflare Pages sends the headers of
 * every rule whose path matches, joining two values of one header (so two
 * policies would both apply), while Netlify lets a later rule replace an
 * earlier one's value. So no header is set by two rules that can match one
 * path: the public policy and caching go on each page's own path and each
 * hashed asset, never on a pattern that reaches /admin/.
 */
import { createHash } from "crypto";
import fs from "fs";

import { isWebpackAsset } from "../gatsby-internals";
import type { InlineCode } from "./inline-code";

export type HeaderInputs = {
  /** Where the contact form posts. */
  formEndpoint: string;
  /** The embedded map's address. */
  mapUrl: string;
  /**
   * The site's own address (data/site.json): the form service sends a browser whose form was sent
   * without JavaScript back to it (the thank-you page), a form's redirect that form-action must allow
   * where the site is also served under another name (a preview's).
   */
  siteUrl?: string;
  /** The inline scripts and styles the build itself wrote (./inline-code.ts), allowed by hash. */
  inline: InlineCode;
  /** Routes served as HTML, e.g. "/", "/aboutus/". */
  routes: string[];
  /**
   * Folders of pages made from data rather than listed as routes, each covered by one rule
   * ("/insights/" → "/insights/*": the list, its later pages and every article), which also covers
   * its routes: a page a second rule matched would carry two policies.
   */
  folders?: string[];
  /** The hashed scripts and stylesheets at the top of public/, e.g. "app-3163c32e.js". */
  assets: string[];
  /** The content editor's address and the origins it signs in and saves through. */
  editor: EditorInputs;
};

export type EditorInputs = {
  /** Where the editor is served, e.g. "/admin/". */
  path: string;
  /** The origins of the git host's API and of the sign-in service (src/cms/backend.json). */
  origins: string[];
};

/** Where GitHub serves the avatar the editor shows for whoever is signed in. */
const GITHUB_AVATARS = "https://avatars.githubusercontent.com";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const hashes = (texts: string[]) => [...new Set(texts.map(sha256))].sort();

export const contentSecurityPolicy = ({
  formEndpoint,
  mapUrl,
  siteUrl,
  inline,
}: Pick<HeaderInputs, "formEndpoint" | "mapUrl" | "siteUrl" | "inline">): string => {
  const form = new URL(formEndpoint).origin;
  const site = siteUrl ? ` ${new URL(siteUrl).origin}` : "";
  const map = new URL(mapUrl).origin;
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes(inline.scripts).join(" ")}`,
    `style-src 'self' ${hashes(inline.styles).join(" ")}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${form}`,
    `frame-src ${map}`,
    `form-action 'self' ${form}${site}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
  ].join("; ");
};

/**
 * The editor's policy: its scripts from the site only, which compile the
 * checks of its own configuration and of entries as they run (ajv builds them
 * with new Function, so 'unsafe-eval'); the styles it writes into the page as
 * it runs (its components are styled in the browser, so inline styles);
 * pictures from the site, from uploads and files read through the git host's
 * API (blob:) and the signed-in editor's GitHub avatar; requests to the site
 * (which signs editors in, functions/oauth/), the git host's API and any
 * other sign-in service backend.json names, and nowhere else; and its preview
 * frame, which it fills itself.
 */
export const editorContentSecurityPolicy = ({ origins }: EditorInputs): string =>
  [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${GITHUB_AVATARS}`,
    "font-src 'self' data:",
    `connect-src 'self' ${origins.join(" ")}`,
    "frame-src 'self' blob:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");

/** The public policy without what only a header can carry: a page's <meta> ignores frame-ancestors. */
const metaPolicy = (policy: string) =>
  policy
    .split("; ")
    .filter((directive) => !directive.startsWith("frame-ancestors"))
    .join("; ");

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * The not-found page with the public policy in a <meta> tag. A host answers an
 * unknown address with 404.html, but only the /* rule of _headers matches such
 * an address, and /* also reaches /admin/: so the page carries its own policy
 * (framing is refused by X-Frame-Options on /*). Placed right after the
 * charset, before anything the policy governs; a policy from an earlier build
 * is replaced.
 */
export const withPolicyMeta = (html: string, policy: string): string => {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(metaPolicy(policy))}"/>`;
  const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "");
  const charset = /<meta charSet="utf-8"\/>/i;
  if (!charset.test(withoutOld))
    throw new Error("The not-found page has no <meta charSet> to put its policy after");
  return withoutOld.replace(charset, (match) => match + tag);
};

/** The scripts and stylesheets at the top of public/ that Gatsby named after a hash of their content. */
export const hashedAssets = (publicDir: string): string[] =>
  fs.readdirSync(publicDir).filter(isWebpackAsset).sort();

const block = (path: string, headers: Record<string, string>) =>
  [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");

/** The most rules Cloudflare Pages reads from _headers; it ignores the rest. */
export const MAX_HEADER_RULES = 100;

/**
 * Content of public/_headers. No two rules that can match one path set the same header. Throws when
 * there are more rules than the host reads: the last, the editor's policy, would be lost unseen.
 */
export const headersFile = (inputs: HeaderInputs): string => {
  const revalidate = { "Cache-Control": "public, max-age=0, must-revalidate" };
  const immutable = { "Cache-Control": "public, max-age=31536000, immutable" };
  const page = { "Content-Security-Policy": contentSecurityPolicy(inputs), ...revalidate };
  const folders = inputs.folders ?? [];
  const blocks = [
    block("/*", {
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy":
        "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
      "X-Frame-Options": "DENY",
    }),
    ...inputs.routes
      .filter((route) => !folders.some((folder) => route.startsWith(folder)))
      .map((route) => block(route, page)),
    ...folders.map((folder) => block(`${folder}*`, page)),
    block("/404.html", page),
    block("/static/*", immutable),
    // The islands' scripts carry their content's hash in their names (plugins/islands).
    block("/islands/*", immutable),
    ...inputs.assets.map((file) => block(`/${file}`, immutable)),
    block(`${inputs.editor.path}*`, {
      "Content-Security-Policy": editorContentSecurityPolicy(inputs.editor),
      "X-Robots-Tag": "noindex, nofollow",
      ...revalidate,
    }),
  ];
  if (blocks.length > MAX_HEADER_RULES) {
    throw new Error(
      `public/_headers would hold ${blocks.length} rules, and the host reads only the first ${MAX_HEADER_RULES}: ` +
        "the site has more pages or scripts than one rule each can cover.",
    );
  }
  return [...blocks, ""].join("\n\n");
};
