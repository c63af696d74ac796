/**
 * `npm run check:launch`: lists every stand-in value still in data/; exit
 * status 1 while any remains. An argument names another project folder.
 */
import path from "path";

import { filesOnDisk } from "../plugins/site-content/launch-files";
import { checkLaunch, formatFinding, summary } from "../src/lib/launch-check";

const report = checkLaunch(filesOnDisk(path.resolve(process.argv[2] ?? path.join(__dirname, ".."))));
if (report.found.length > 0 || report.problems.length > 0) {
  report.found.forEach((finding) => console.error(formatFinding(finding)));
  report.problems.forEach((line) => console.error(line));
  console.error(summary(report));
  process.exit(1);
}
console.log(summary(report));
