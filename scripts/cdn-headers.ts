/**
 * The `_headers` file that Netlify and Cloudflare Pages read: security headers
 * with a Content-Security-Policy that allows exactly the site itself, the
 * form service and the map, and Gatsby's caching rules. Written into public/
 * after each build (gatsby-node.ts onPostBuild), from data/site.json and the
 * build's environment, so it always matches the configured form service.
 */
import { createHash } from "crypto";

import type { InlineCode } from "./inline-code";

export type HeaderInputs = {
  /** Where the contact form posts. */
  formEndpoint: string;
  /** The embedded map's address. */
  mapUrl: string;
  /** The inline scripts and styles the build itself wrote (scripts/inline-code.ts), allowed by hash. */
  inline: InlineCode;
  /** Routes served as HTML, e.g. "/", "/aboutus/". */
  routes: string[];
};

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const hashes = (texts: string[]) => [...new Set(texts.map(sha256))].sort();

export const contentSecurityPolicy = ({
  formEndpoint,
  mapUrl,
  inline,
}: Omit<HeaderInputs, "routes">): string => {
  const form = new URL(formEndpoint).origin;
  const map = new URL(mapUrl).origin;
  const styleAttributes = inline.styleAttributes.length
    ? ["'unsafe-hashes'", ...hashes(inline.styleAttributes)]
    : [];
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes(inline.scripts).join(" ")}`,
    `style-src 'self' ${[...hashes(inline.styles), ...styleAttributes].join(" ")}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${form}`,
    `frame-src ${map}`,
    `form-action 'self' ${form}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
  ].join("; ");
};

const block = (path: string, headers: Record<string, string>) =>
  [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");

/** Content of public/_headers. No two blocks set the same header on one path. */
export const headersFile = (inputs: HeaderInputs): string => {
  const revalidate = { "Cache-Control": "public, max-age=0, must-revalidate" };
  const immutable = { "Cache-Control": "public, max-age=31536000, immutable" };
  return [
    block("/*", {
      "Content-Security-Policy": contentSecurityPolicy(inputs),
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy":
        "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
      "X-Frame-Options": "DENY",
    }),
    ...inputs.routes.map((route) => block(route, revalidate)),
    block("/404.html", revalidate),
    block("/page-data/*", revalidate),
    block("/static/*", immutable),
    block("/*.js", immutable),
    block("/*.css", immutable),
    "",
  ].join("\n\n");
};
