/**
 * A build served by `wrangler pages dev`, the host's own local runtime, for
 * what only the host can show (tests tagged @host): with `functions`, it runs
 * the project's Pages Functions (functions/, the editor's sign-in) with the
 * given environment, as the host does. Offline it only logs a failed lookup
 * of Cloudflare's update host; metrics and its fetch of Cloudflare's request
 * metadata are off. Every other test is served by ./site-server.ts: under
 * load, wrangler's dev proxy can stop the whole server (docs/DEVELOPING.md).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { whenAnswering } from "./child-server";
import { ROOT } from "./site";

const WRANGLER = path.join(ROOT, "node_modules/.bin/wrangler");

/** The Pages Functions to run beside the files, and their environment (the host's variables and secrets). */
export type Functions = { dir: string; env: Record<string, string> };

/** Runs `wrangler pages dev root` on 127.0.0.1:`port` (its inspector on the next port). */
const spawnWrangler = (root: string, port: number, functions?: Functions) => {
  // Wrangler keeps its state in .wrangler/ under the working folder: a temporary one, not the project.
  // It runs the functions/ folder it finds there.
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "wrangler-"));
  if (functions) fs.symlinkSync(functions.dir, path.join(workDir, "functions"));
  const bindings = Object.entries(functions?.env ?? {}).flatMap(([name, value]) => [
    "--binding",
    `${name}=${value}`,
  ]);
  const child = spawn(
    WRANGLER,
    [
      ...["pages", "dev", root, "--ip", "127.0.0.1", "--port", String(port)],
      ...["--inspector-port", String(port + 1), "--compatibility-date=2026-05-01", ...bindings],
    ],
    {
      cwd: workDir,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: "false",
        CLOUDFLARE_CF_FETCH_ENABLED: "false",
        CI: "true",
        NO_COLOR: "1",
      },
    },
  );
  child.on("exit", () => fs.rmSync(workDir, { recursive: true, force: true }));
  return child;
};

/** Serves `root` on 127.0.0.1:`port` and waits until it answers; `close` stops it and waits. */
export const startWrangler = async ({
  root,
  port,
  functions,
}: {
  root: string;
  port: number;
  functions?: Functions;
}) => {
  const child = spawnWrangler(root, port, functions);
  // The whole group: wrangler runs the runtime (workerd) as a child of its own.
  return whenAnswering(child, {
    name: "wrangler pages dev",
    port,
    stop: () => process.kill(-(child.pid as number), "SIGTERM"),
  });
};
