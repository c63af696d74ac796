/**
 * The build served as Cloudflare Pages serves it: `wrangler pages dev`, the
 * host's own local runtime, applying public/_headers by Cloudflare's rules
 * (every matching rule's headers are sent; two values of one header are
 * joined). Offline: it only logs a failed lookup of Cloudflare's update host.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { ROOT } from "./site.mjs";

const WRANGLER = path.join(ROOT, "node_modules/.bin/wrangler");
const STARTUP_LIMIT_MS = 60_000;

/** Serves `root` on 127.0.0.1:`port` (and the runtime's inspector on the next port); returns its URL. */
export const startWrangler = async ({ root, port }) => {
  // Wrangler keeps its state in .wrangler/ under the working folder: a temporary one, not the project.
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "wrangler-"));
  const args = ["pages", "dev", root, "--ip", "127.0.0.1", "--port", String(port)];
  args.push("--inspector-port", String(port + 1), "--compatibility-date=2026-05-01");
  const child = spawn(WRANGLER, args, {
    cwd: workDir,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true", NO_COLOR: "1" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  const startedAt = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler pages dev stopped:\n${output}`);
    const answered = await fetch(url, { method: "HEAD" }).then(
      () => true,
      () => false,
    );
    if (answered) return { url, close };
    if (Date.now() - startedAt > STARTUP_LIMIT_MS) {
      await close();
      throw new Error(`wrangler pages dev did not answer within a minute:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};
