/** `npm run check:spelling`: spell-checks every text in data/; exit status 1 on any finding. */
import path from "path";

import { checkSpelling, dataTexts, formatMisspelling } from "./spelling";

const projectDir = path.resolve(__dirname, "..");
const texts = dataTexts(projectDir);
const found = checkSpelling(texts, projectDir);
if (found.length > 0) {
  found.forEach((finding) => console.error(formatMisspelling(finding)));
  console.error(`${found.length} spelling problem${found.length === 1 ? "" : "s"} in data/`);
  process.exit(1);
}
console.log(`data/: ${texts.length} texts spell-checked (British English), no problems`);
