/**
 * A build served as Cloudflare Pages serves it: `wrangler pages dev`, the
 * host's own local runtime, which applies the folder's _headers by
 * Cloudflare's rules (every matching rule's headers are sent; two values of
 * one header are joined), its redirects and its 404 page, and compresses as
 * the CDN does. Offline it only logs a failed lookup of Cloudflare's update
 * host; metrics are off.
 */
import { spawn, type SpawnOptions } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { ROOT } from "./site";

const WRANGLER = path.join(ROOT, "node_modules/.bin/wrangler");
const STARTUP_LIMIT_MS = 60_000;

/** Runs `wrangler pages dev root` on 127.0.0.1:`port` (its inspector on the next port). */
export const spawnWrangler = (root: string, port: number, options: SpawnOptions = {}) => {
  // Wrangler keeps its state in .wrangler/ under the working folder: a temporary one, not the project.
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "wrangler-"));
  const child = spawn(
    WRANGLER,
    [
      ...["pages", "dev", root, "--ip", "127.0.0.1", "--port", String(port)],
      ...["--inspector-port", String(port + 1), "--compatibility-date=2026-05-01"],
    ],
    {
      ...options,
      cwd: workDir,
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true", NO_COLOR: "1" },
    },
  );
  child.on("exit", () => fs.rmSync(workDir, { recursive: true, force: true }));
  return child;
};

/** Serves `root` on 127.0.0.1:`port` and waits until it answers; `close` stops it and waits. */
export const startWrangler = async ({ root, port }: { root: string; port: number }) => {
  const child = spawnWrangler(root, port, { stdio: ["ignore", "pipe", "pipe"], detached: true });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    // The whole group: wrangler runs the runtime (workerd) as a child of its own.
    process.kill(-(child.pid as number), "SIGTERM");
    await exited;
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
