/**
 * Gatsby copies the site's stylesheet into every page's HTML, and an
 * incremental `gatsby build` (one that keeps .cache/, as a CDN's build cache
 * does) writes a page's HTML again only when the page's data, context or
 * server-side code changed. A change to styles alone changes none of them, so
 * every page would keep the previous stylesheet. Each page's context
 * therefore carries this fingerprint of the style sources: when they change,
 * every page changes with them and Gatsby writes it again.
 */
import { createHash } from "crypto";
import fs from "fs";
import path from "path";

const STYLE_FILE = /\.(?:s?css)$/;

/** A short hash of every stylesheet source under `srcDir`, by path and content. */
export const stylesFingerprint = (srcDir: string): string => {
  const hash = createHash("sha256");
  const files = fs
    .readdirSync(srcDir, { recursive: true, encoding: "utf8" })
    .filter((file) => STYLE_FILE.test(file))
    .sort();
  for (const file of files) {
    hash.update(`${file.split(path.sep).join("/")}\n`);
    hash.update(fs.readFileSync(path.join(srcDir, file)));
  }
  return hash.digest("hex").slice(0, 12);
};
