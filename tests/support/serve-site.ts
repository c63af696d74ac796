/**
 * The site for Playwright Test's `webServer`: makes the test build when public/
 * is missing or stale (Playwright starts its web servers before the global
 * setup, so the build has to come first here), then serves it as Cloudflare
 * Pages serves its files (./site-server.ts).
 */
import { ensureTestBuild } from "./build";
import { PUBLIC_DIR, SITE_PORT } from "./site";
import { serveSite } from "./site-server";

ensureTestBuild().then(
  () => serveSite(PUBLIC_DIR, SITE_PORT),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => process.exit(0));
