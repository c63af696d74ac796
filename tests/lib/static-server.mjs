/**
 * Serves the production build (public/) on 127.0.0.1 the way a static CDN
 * does: /route/ → route/index.html, /route → 301 /route/, unknown paths →
 * 404.html when the build has one, and the headers of public/_headers
 * (Netlify / Cloudflare Pages format) applied to every answer. Text is sent
 * compressed (Brotli or gzip) when the browser accepts it, as CDNs do.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
};

/** Reads a _headers file into [pattern, headers] rules; `*` matches anything. */
export const parseHeadersFile = (text) => {
  const rules = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(
        `^${line
          .trim()
          .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
          .replace(/\*/g, ".*")}$`,
      );
      rules.push({ pattern, headers: {} });
    } else if (rules.length) {
      const at = line.indexOf(":");
      rules.at(-1).headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
};

const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".svg", ".txt", ".xml", ".webmanifest"]);
const compressed = new Map();

/** The file's body in the best encoding the request accepts: [body, encoding or null]. */
const encode = (file, acceptEncoding = "") => {
  const body = fs.readFileSync(file);
  if (!COMPRESSIBLE.has(path.extname(file))) return [body, null];
  const encoding = /\bbr\b/.test(acceptEncoding) ? "br" : /\bgzip\b/.test(acceptEncoding) ? "gzip" : null;
  if (!encoding) return [body, null];
  const key = `${encoding}:${file}:${body.length}`;
  if (!compressed.has(key)) {
    compressed.set(
      key,
      encoding === "br" ? zlib.brotliCompressSync(body) : zlib.gzipSync(body, { level: 9 }),
    );
  }
  return [compressed.get(key), encoding];
};

const fileFor = (root, urlPath) => {
  const decoded = decodeURIComponent(urlPath);
  const full = path.normalize(path.join(root, decoded));
  if (!full.startsWith(root)) return null;
  if (decoded.endsWith("/")) return path.join(full, "index.html");
  return full;
};

/**
 * @param {{ root: string, port?: number }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export const startStaticServer = ({ root, port = 0 }) =>
  new Promise((resolve) => {
    const absoluteRoot = path.resolve(root);
    const headersPath = path.join(absoluteRoot, "_headers");
    const rules = fs.existsSync(headersPath) ? parseHeadersFile(fs.readFileSync(headersPath, "utf8")) : [];
    const server = http.createServer((request, response) => {
      const { pathname, search } = new URL(request.url, "http://127.0.0.1");
      for (const rule of rules) {
        if (rule.pattern.test(pathname)) {
          for (const [name, value] of Object.entries(rule.headers)) response.setHeader(name, value);
        }
      }
      const file = fileFor(absoluteRoot, pathname);
      const send = (status, bodyFile) => {
        const [body, encoding] = encode(bodyFile, request.headers["accept-encoding"]);
        response.writeHead(status, {
          "Content-Type": TYPES[path.extname(bodyFile)] ?? "application/octet-stream",
          "Content-Length": body.length,
          Vary: "Accept-Encoding",
          ...(encoding ? { "Content-Encoding": encoding } : {}),
        });
        response.end(request.method === "HEAD" ? undefined : body);
      };
      if (file && fs.existsSync(file) && fs.statSync(file).isFile()) {
        send(200, file);
        return;
      }
      if (file && fs.existsSync(path.join(file, "index.html"))) {
        response.writeHead(301, { Location: `${pathname}/${search}` });
        response.end();
        return;
      }
      const notFound = path.join(absoluteRoot, "404.html");
      if (fs.existsSync(notFound)) {
        send(404, notFound);
      } else {
        response.writeHead(404, { "Content-Type": "text/plain" });
        response.end("Not found");
      }
    });
    server.listen(port, "127.0.0.1", () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
