/**
 * Serves the production build (public/) on 127.0.0.1 the way a static CDN
 * does: /route/ → route/index.html, /route → 301 /route/, unknown paths →
 * 404.html when the build has one, and the headers of public/_headers
 * (Netlify / Cloudflare Pages format) applied to every answer.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

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
      if (file && fs.existsSync(file) && fs.statSync(file).isFile()) {
        response.writeHead(200, { "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream" });
        fs.createReadStream(file).pipe(response);
        return;
      }
      if (file && fs.existsSync(path.join(file, "index.html"))) {
        response.writeHead(301, { Location: `${pathname}/${search}` });
        response.end();
        return;
      }
      const notFound = path.join(absoluteRoot, "404.html");
      response.writeHead(404, { "Content-Type": TYPES[".html"] });
      response.end(fs.existsSync(notFound) ? fs.readFileSync(notFound) : "Not found");
    });
    server.listen(port, "127.0.0.1", () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
