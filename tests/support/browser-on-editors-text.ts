/**
 * The browser tests on a copy of the project whose texts an editor has rewritten (./editors-text.ts):
 * the copy is checked, built as `npm test` builds it and served on the suite's own ports, so run it
 * when nothing else uses them. Not part of `npm test` (it doubles the browser suite's time); run it
 * after a change to tests that read the site's words.
 *
 *   npx tsx tests/support/browser-on-editors-text.ts [playwright test options]
 *
 * exits with the first failing step's status; the copy is removed unless KEEP_COPY=1.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

import { copyWithEditorsText } from "./editors-text";
import { removeCopy } from "./project-copy";
import { FORM_ACCESS_KEY, FORM_ENDPOINT, ROOT } from "./site";

const run = (dir: string, command: string, args: string[]) =>
  spawnSync(path.join(ROOT, "node_modules/.bin", command), args, {
    cwd: dir,
    stdio: "inherit",
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: "1",
      GATSBY_FORM_ENDPOINT: FORM_ENDPOINT,
      GATSBY_FORM_ACCESS_KEY: FORM_ACCESS_KEY,
    },
  }).status ?? 1;

const dir = copyWithEditorsText("gmp-editors-text-browser-");
let status = 1;
try {
  console.log(`Browser tests on a copy with every text an editor writes rewritten (${dir})`);
  const steps: [string, string[]][] = [
    ["tsx", ["scripts/check-data-cli.ts"]],
    ["gatsby", ["build"]],
    ["playwright", ["test", ...process.argv.slice(2)]],
  ];
  for (const [command, args] of steps) {
    status = run(dir, command, args);
    if (status !== 0) break;
  }
} finally {
  if (process.env.KEEP_COPY === "1") console.log(`The copy is kept: ${dir}`);
  else removeCopy(dir);
}
process.exit(status);
