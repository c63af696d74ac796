/**
 * The site for Playwright Test's `webServer`: makes the test build when public/
 * is missing or stale (Playwright starts its web servers before the global
 * setup, so the build has to come first here), then serves it with
 * `wrangler pages dev`, Cloudflare's own local runtime, which applies
 * public/_headers and the host's redirects and 404 page, and runs the
 * editor's sign-in (functions/) against the stand-in for GitHub.
 */
import path from "node:path";

import { ensureTestBuild } from "./build";
import { GITHUB_SIGN_IN, PUBLIC_DIR, ROOT, SITE_PORT } from "./site";
import { spawnWrangler } from "./wrangler";

ensureTestBuild();

const wrangler = spawnWrangler(
  PUBLIC_DIR,
  SITE_PORT,
  { stdio: "inherit" },
  {
    dir: path.join(ROOT, "functions"),
    env: {
      GITHUB_CLIENT_ID: GITHUB_SIGN_IN.clientId,
      GITHUB_CLIENT_SECRET: GITHUB_SIGN_IN.clientSecret,
      GITHUB_OAUTH_TEST_ORIGIN: GITHUB_SIGN_IN.origin,
    },
  },
);
wrangler.on("exit", (code) => process.exit(code ?? 1));
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => wrangler.kill(signal));
