/**
 * A build's files served as Cloudflare Pages serves them, by the handler
 * `wrangler pages dev` itself serves files with (wrangler's
 * `unstable_generateASSETSBinding`: Pages' asset server over _headers and
 * _redirects), in plain Node: no dev proxy in front of it to lose a request
 * under load (docs/DEVELOPING.md). Functions are not run here; tests tagged
 * @host use wrangler for them.
 *
 * `node --import tsx tests/support/site-server.ts <folder> <port>` serves a folder. */
import { spawn } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";

import type { Unstable_ASSETSBindingsOptions } from "wrangler";

import { whenAnswering } from "./child-server";
import { ROOT } from "./site";

/** What the CDN compresses (text of any kind); pictures and fonts are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml|rss\+xml)|image\/svg\+xml)/;

const log = {
  ...console,
  debug: () => undefined,
  debugWithSanitization: () => undefined,
} as unknown as Unstable_ASSETSBindingsOptions["log"];

/** Serves `root` on 127.0.0.1:`port`; resolves once it listens. */
export const serveSite = async (root: string, port: number): Promise<http.Server> => {
  const { unstable_generateASSETSBinding } = await import("wrangler");
  // Declared as returning the handler, it returns a promise of it.
  const serveFile = await unstable_generateASSETSBinding({ directory: path.resolve(root), log });
  type FileRequest = Parameters<typeof serveFile>[0];

  const answer = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    // By now the global Request is miniflare's (the handler installs it), the class the handler takes.
    const request = new Request(`http://${req.headers.host}${req.url}`, {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([name, value]) =>
        value === undefined ? [] : [[name, String(value)] as [string, string]],
      ),
    }) as unknown as FileRequest;
    const response = await serveFile(request);
    let body: Buffer = Buffer.from(await response.arrayBuffer());
    const headers = new Map<string, string>(response.headers);
    const type = headers.get("content-type") ?? "";
    if (
      body.length > 0 &&
      COMPRESSIBLE.test(type) &&
      /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))
    ) {
      body = gzipSync(body);
      headers.set("content-encoding", "gzip");
      headers.set("vary", "accept-encoding");
    }
    headers.set("content-length", String(body.length));
    res.writeHead(response.status, Object.fromEntries(headers));
    res.end(req.method === "HEAD" ? undefined : body);
  };

  const server = http.createServer((req, res) =>
    answer(req, res).catch((error: unknown) => {
      console.error(`${req.method} ${req.url}:`, error);
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end(String(error));
    }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return server;
};

/**
 * Serves `root` on 127.0.0.1:`port` from a process of its own (the handler replaces the global fetch
 * classes with miniflare's) and waits until it answers; `close` stops it and waits.
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
