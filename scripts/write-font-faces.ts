/** `npm run fonts`: writes the site's font faces and their fallbacks (src/styles/font-faces.ts). */
import fs from "fs";
import path from "path";

import { FONT_FACES_FILE, fontFacesScss } from "../src/styles/font-faces";

fs.writeFileSync(path.resolve(__dirname, "..", FONT_FACES_FILE), fontFacesScss());
console.log(FONT_FACES_FILE);
