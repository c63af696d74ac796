/**
 * The content editor of the production build as `npm run cms:direct` runs it on an editor's machine:
 * /admin/ opened at localhost (where it saves through decap-server rather than GitHub), decap-server
 * in its file mode writing straight to a copy of the project's content. public/ is served as it is,
 * without the CDN's headers, as gatsby develop serves it (the CDN's policy allows GitHub only).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

import { whenAnswering } from "./child-server";
import { PUBLIC_DIR, ROOT } from "./site";

/** Where the editor looks for decap-server (src/cms/index.tsx, scripts/cms.mjs). */
const FILE_SERVER_PORT = 8081;
/** Where the editor is opened: the host must be localhost for it to use decap-server. */
export const LOCAL_EDITOR_PORT = Number(process.env.LOCAL_EDITOR_PORT ?? 8790);

/**
 * What the editor reads and writes: the content, and the pictures' folders its media library lists;
 * and the sign-in's settings, which the launch check reads as the editor's bundle holds them.
 */
const CONTENT = ["data", "src/images", "static/images", "src/cms/backend.json"];

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
};

/** public/ served as files: a folder's address answers with its index.html. */
const servePublic = (port: number) =>
  new Promise<http.Server>((resolve) => {
    const server = http.createServer((request, response) => {
      const { pathname } = new URL(request.url ?? "/", "http://localhost");
      const file = path.join(
        PUBLIC_DIR,
        decodeURIComponent(pathname),
        pathname.endsWith("/") ? "index.html" : "",
      );
      if (!file.startsWith(PUBLIC_DIR) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream" });
      fs.createReadStream(file).pipe(response);
    });
    server.listen(port, "127.0.0.1", () => resolve(server));
  });

export type LocalEditor = {
  /** The editor's address: http://localhost:<port>/admin/ */
  url: string;
  /** The copy of the project's content it saves to. */
  dir: string;
  /** A file of the copy, by its path from the project (data/site.json). */
  read: (file: string) => string;
  /** Puts a file of the copy back as the project has it. */
  restore: (file: string) => void;
  close: () => Promise<void>;
};

export const startLocalEditor = async (): Promise<LocalEditor> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "local-editor-"));
  for (const folder of CONTENT)
    fs.cpSync(path.join(ROOT, folder), path.join(dir, folder), { recursive: true });
  const child = spawn(path.join(ROOT, "node_modules/.bin/decap-server"), [], {
    env: {
      ...process.env,
      MODE: "fs",
      BIND_HOST: "127.0.0.1",
      PORT: String(FILE_SERVER_PORT),
      GIT_REPO_DIRECTORY: dir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const fileServer = await whenAnswering(child, {
    name: "decap-server",
    port: FILE_SERVER_PORT,
    stop: () => process.kill(-child.pid!, "SIGTERM"),
  });
  const site = await servePublic(LOCAL_EDITOR_PORT);
  return {
    url: `http://localhost:${LOCAL_EDITOR_PORT}/admin/`,
    dir,
    read: (file) => fs.readFileSync(path.join(dir, file), "utf8"),
    restore: (file) => fs.copyFileSync(path.join(ROOT, file), path.join(dir, file)),
    close: async () => {
      await new Promise((resolve) => site.close(resolve));
      await fileServer.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};
