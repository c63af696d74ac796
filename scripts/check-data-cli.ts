/**
 * `npm run check:data [folder]`: checks every file under data/ (of the project,
 * or of the folder given); exit status 1 on any problem. Once the files are
 * sound it prints the copy warnings too (house style and spelling), which
 * leave the exit status at 0.
 */
import path from "path";

import { checkData } from "../plugins/site-content/check-data";
import { copyWarningMessage, copyWarnings } from "../plugins/site-content/copy-rules";

const projectDir = path.resolve(process.argv[2] ?? path.join(__dirname, ".."));
const { problems, files } = checkData(projectDir);
if (problems.length > 0) {
  problems.forEach((line) => console.error(line));
  console.error(`${problems.length} problem${problems.length === 1 ? "" : "s"} in data/`);
  process.exit(1);
}
const warnings = copyWarnings(projectDir);
if (warnings.length > 0) console.warn(copyWarningMessage(warnings));
console.log(`data/: ${files} files checked, no problems`);
