/** `npm run check:data`: checks every file under data/; exit status 1 on any problem. */
import path from "path";

import { checkData } from "../plugins/site-content/check-data";

const { problems, files } = checkData(path.resolve(__dirname, ".."));
if (problems.length > 0) {
  problems.forEach((line) => console.error(line));
  console.error(`${problems.length} problem${problems.length === 1 ? "" : "s"} in data/`);
  process.exit(1);
}
console.log(`data/: ${files} files checked, no problems`);
