/**
 * `npm run fonts`: subsets the site's two faces to the characters data/ may hold and writes them, what
 * they cover and their rules with their fallbacks (src/styles/font-faces.ts). Run it after changing
 * src/styles/font-characters.ts or a font package's version; commit what it writes.
 */
import path from "path";

import { unicodeName } from "../src/styles/font-characters";
import { FONT_FACES_FILE, FONTS_MANIFEST, writeFonts } from "../src/styles/font-faces";

const main = async () => {
  const manifest = await writeFonts(path.resolve(__dirname, ".."));
  for (const face of manifest.faces) {
    console.log(`${face.file}: ${face.bytes} bytes`);
    if (face.extra) console.log(`${face.extra.file}: ${face.extra.bytes} bytes`);
  }
  console.log(`${FONTS_MANIFEST}\n${FONT_FACES_FILE}`);
  if (manifest.missing.length > 0) {
    const names = manifest.missing.map(([from, to]) =>
      from === to ? unicodeName(from) : `${unicodeName(from)}–${unicodeName(to)}`,
    );
    console.log(`Not in both faces' source files, so refused in data/: ${names.join(", ")}`);
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
