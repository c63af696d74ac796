/**
 * A build's files served as Cloudflare Pages serves them, in plain Node: Pages' route matching (the
 * trailing slash added, `.html` and `/index` taken off by a 308; an unknown address answered 404 with
 * the nearest 404.html), the rules of the build's own `_headers` (plugins/cdn-deploy/cdn-headers.ts
 * writes them; where two rules match, their values of one header are joined), the headers Pages adds
 * itself, and gzip for text. The `@host` test in search-and-deploy.spec.ts checks it against
 * `wrangler pages dev` on a sample of addresses. Functions are not run here; tests tagged @host use
 * wrangler for them (./wrangler.ts).
 *
 * `node --import tsx tests/support/site-server.ts <folder> <port>` serves a folder.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { whenAnswering } from "./child-server";
import { ROOT } from "./site";

/** The content types of the files a build holds, as Pages names them (by the `mime` package). */
const TYPES: Record<string, string> = {
  ".html": "text/html",
  ".css": "text/css",
  ".js": "application/javascript",
  ".json": "application/json",
  ".txt": "text/plain",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/vnd.microsoft.icon",
  ".pdf": "application/pdf",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
};

const typeOf = (file: string) => {
  const type = TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
  return type.startsWith("text/") ? `${type}; charset=utf-8` : type;
};

/** What the CDN compresses (text of any kind); pictures and fonts are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml|rss\+xml)|image\/svg\+xml)/;

/** The files at the top of the folder that configure the host, never served. */
const HOST_FILES = ["_headers", "_redirects", "_worker.js"];

type Rule = { pattern: RegExp; headers: [string, string][] };

/**
 * The rules of a `_headers` file: a path (`*` matches anything, `:name` one segment), then its
 * indented `Name: value` lines. Anything else in it (a `! Name` to detach a header) stops the server,
 * which would otherwise serve headers the host does not.
 */
const headerRules = (text: string): Rule[] => {
  const rules: Rule[] = [];
  text.split("\n").forEach((line, index) => {
    if (!line.trim() || line.trim().startsWith("#")) return;
    const header = line.match(/^\s+([A-Za-z0-9-]+):\s*(.*)$/);
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .split("*")
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"));
      const pattern = source.join(".*").replace(/:[A-Za-z]\w*/g, "[^/]+");
      rules.push({ pattern: new RegExp(`^${pattern}$`), headers: [] });
    } else if (header && rules.length) {
      rules[rules.length - 1].headers.push([header[1].toLowerCase(), header[2].trim()]);
    } else {
      throw new Error(`_headers line ${index + 1} is not a rule this server knows: ${line}`);
    }
  });
  return rules;
};

type Answer = { status: number; file?: string; location?: string };

/** Pages' route matching for `pathname` (decoded) under `root`. */
const route = (root: string, pathname: string, search: string): Answer => {
  const isFile = (address: string) => {
    const file = path.join(root, address);
    if (!file.startsWith(root + path.sep) || HOST_FILES.some((name) => file === path.join(root, name))) {
      return false;
    }
    try {
      return fs.statSync(file).isFile();
    } catch {
      // Missing, or a file's name taken for a folder ("/robots.txt/").
      return false;
    }
  };
  const serve = (address: string): Answer => ({ status: 200, file: path.join(root, address) });
  const moved = (to: string): Answer => ({ status: 308, location: `${to.replace(/^\/+/, "/")}${search}` });
  if (pathname.endsWith("/")) {
    if (isFile(`${pathname}index.html`)) return serve(`${pathname}index.html`);
    if (pathname.endsWith("/index/")) return moved(pathname.slice(0, -"index/".length));
    if (isFile(`${pathname.slice(0, -1)}.html`)) return moved(pathname.slice(0, -1));
  } else if (isFile(pathname)) {
    if (!pathname.endsWith(".html")) return serve(pathname);
    const bare = pathname.slice(0, -".html".length);
    if (bare.endsWith("/index")) return moved(bare.slice(0, -"index".length));
    return isFile(bare) ? serve(pathname) : moved(bare);
  } else if (pathname.endsWith("/index")) {
    return moved(pathname.slice(0, -"index".length));
  } else if (isFile(`${pathname}.html`)) {
    return serve(`${pathname}.html`);
  } else if (isFile(`${pathname}/index.html`)) {
    return moved(`${pathname}/`);
  }
  // The nearest 404.html above the address.
  for (let dir = pathname; dir;) {
    dir = dir.slice(0, dir.lastIndexOf("/"));
    if (isFile(`${dir}/404.html`)) return { status: 404, file: path.join(root, dir, "404.html") };
  }
  return { status: 404 };
};

/** The headers of an answer for `pathname` (as requested): Pages' own, then each matching rule's. */
const headersFor = (root: string, pathname: string, own: Record<string, string>) => {
  const headers = new Map<string, string>(Object.entries(own));
  headers.set("access-control-allow-origin", "*");
  headers.set("referrer-policy", "strict-origin-when-cross-origin");
  if (headers.has("content-type")) headers.set("x-content-type-options", "nosniff");
  const file = path.join(root, "_headers");
  const rules = fs.existsSync(file) ? headerRules(fs.readFileSync(file, "utf8")) : [];
  const set = new Set<string>();
  for (const rule of rules.filter(({ pattern }) => pattern.test(pathname))) {
    for (const [name, value] of rule.headers) {
      headers.set(name, set.has(name) ? `${headers.get(name)}, ${value}` : value);
      set.add(name);
    }
  }
  return headers;
};

/** Serves `root` on 127.0.0.1:`port`; resolves once it listens. */
export const serveSite = async (root: string, port: number): Promise<http.Server> => {
  const dir = path.resolve(root);
  if (fs.existsSync(path.join(dir, "_redirects"))) {
    throw new Error(
      `${dir}/_redirects: this server does not apply redirects rules; teach it, or use wrangler`,
    );
  }

  const answer = (req: http.IncomingMessage, res: http.ServerResponse) => {
    // As the address came: "//aboutus" is a path here, not another host.
    const url = new URL(`http://127.0.0.1${req.url}`);
    let status: number;
    let body = Buffer.alloc(0);
    let own: Record<string, string> = {};
    if (req.method !== "GET" && req.method !== "HEAD") {
      status = 405;
    } else {
      let pathname = url.pathname;
      try {
        pathname = decodeURIComponent(pathname);
      } catch {
        // Served as it came, as Pages does.
      }
      const found = route(dir, pathname, url.search);
      status = found.status;
      if (found.location) own = { location: found.location };
      if (found.file) {
        body = fs.readFileSync(found.file);
        own = { "content-type": typeOf(found.file) };
      }
      if (status === 200) {
        const etag = `"${createHash("sha256").update(body).digest("hex").slice(0, 32)}"`;
        own = { ...own, etag, "cache-control": "public, max-age=0, must-revalidate" };
        const known = req.headers["if-none-match"];
        if (known === etag || known === `W/${etag}`) {
          status = 304;
          body = Buffer.alloc(0);
        }
      }
    }
    const headers = headersFor(dir, url.pathname, own);
    // Pages keeps no answer for an unknown address.
    if (status === 404) headers.set("cache-control", "no-store");
    if (
      body.length > 0 &&
      COMPRESSIBLE.test(headers.get("content-type") ?? "") &&
      /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))
    ) {
      body = gzipSync(body);
      headers.set("content-encoding", "gzip");
      headers.set("vary", "accept-encoding");
    }
    headers.set("content-length", String(body.length));
    res.writeHead(status, Object.fromEntries(headers));
    res.end(req.method === "HEAD" ? undefined : body);
  };

  const server = http.createServer((req, res) => {
    try {
      answer(req, res);
    } catch (error) {
      console.error(`${req.method} ${req.url}:`, error);
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end(String(error));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return server;
};

/**
 * Serves `root` on 127.0.0.1:`port` from a process of its own, so that its answers wait on nothing the
 * caller does (the bench's Lighthouse, a test's synchronous build), and waits until it answers; `close`
 * stops it and waits.
 */
export const startSite = async ({ root, port }: { root: string; port: number }) => {
  const child = spawn(process.execPath, ["--import", "tsx", __filename, root, String(port)], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
  return whenAnswering(child, { name: "The site server", port, stop: () => child.kill("SIGTERM") });
};

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  const [root, port] = process.argv.slice(2);
  void serveSite(root, Number(port)).then(() => console.log(`Serving ${root} on http://127.0.0.1:${port}`));
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => process.exit(0));
}
