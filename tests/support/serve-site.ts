/**
 * The site for Playwright Test's `webServer`: makes the test build when public/
 * is missing or stale (Playwright starts its web servers before the global
 * setup, so the build has to come first here), then serves it with
 * `wrangler pages dev`, Cloudflare's own local runtime, which applies
 * public/_headers and the host's redirects and 404 page.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { ensureTestBuild } from "./build";
import { PUBLIC_DIR, ROOT, SITE_PORT } from "./site";

ensureTestBuild();

// Wrangler keeps its state in .wrangler/ under the working folder: a temporary one, not the project.
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "wrangler-"));

const wrangler = spawn(
  path.join(ROOT, "node_modules/.bin/wrangler"),
  [
    "pages",
    "dev",
    PUBLIC_DIR,
    "--ip",
    "127.0.0.1",
    "--port",
    String(SITE_PORT),
    "--inspector-port",
    String(SITE_PORT + 1),
    "--compatibility-date=2026-05-01",
  ],
  {
    cwd: workDir,
    stdio: "inherit",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true", NO_COLOR: "1" },
  },
);
wrangler.on("exit", (code) => {
  fs.rmSync(workDir, { recursive: true, force: true });
  process.exit(code ?? 1);
});
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => wrangler.kill(signal));
