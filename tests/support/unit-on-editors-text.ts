/**
 * The unit tests run on a copy of the project whose texts an editor has rewritten (./editors-text.ts).
 * One run proves both that the components work with the data and that no unit test depends on words an
 * editor may change. The data check must pass on the copy first.
 *
 *   npx tsx tests/support/unit-on-editors-text.ts [jest options]
 *
 * exits with the data check's status when it fails, else with jest's.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

import { copyWithEditorsText } from "./editors-text";
import { removeCopy } from "./project-copy";
import { ROOT } from "./site";

const run = (dir: string, command: string, args: string[]) =>
  spawnSync(path.join(ROOT, "node_modules/.bin", command), args, { cwd: dir, stdio: "inherit" }).status ?? 1;

const dir = copyWithEditorsText("gmp-editors-text-");
let status = 1;
try {
  console.log(`Unit tests on a copy with every text an editor writes rewritten (${dir})`);
  status = run(dir, "tsx", ["scripts/check-data-cli.ts"]);
  if (status === 0) status = run(dir, "jest", process.argv.slice(2));
  else console.error("The data check refused the rewritten texts: the unit tests did not run.");
} finally {
  removeCopy(dir);
}
process.exit(status);
