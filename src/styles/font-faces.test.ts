/**
 * @jest-environment node
 */
import fs from "fs";
import path from "path";

import { FACES, fallbackFamily, FONT_FACES_FILE, fontFacesScss, packageFile } from "./font-faces";

const ROOT = path.resolve(__dirname, "../..");
/** What a first visit may download in fonts (the budget): the two Latin files. */
const FONT_BUDGET_BYTES = 120 * 1024;

describe("the site's font faces", () => {
  it("are written as src/styles/font-faces.ts writes them today (npm run fonts)", () => {
    expect(fs.readFileSync(path.join(ROOT, FONT_FACES_FILE), "utf8")).toBe(fontFacesScss());
  });

  it("are two files from the packages, within the first visit's budget", () => {
    const files = FACES.map((face) => packageFile(face, `files/${face.file}`));
    expect(files).toHaveLength(2);
    // Each a real font file (a woff2 starts with "wOF2") of tens of kilobytes.
    for (const file of files) expect(fs.readFileSync(file).subarray(0, 4).toString()).toBe("wOF2");
    const sizes = files.map((file) => fs.statSync(file).size);
    for (const size of sizes) expect(size).toBeGreaterThan(10_000);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(FONT_BUDGET_BYTES);
  });

  it("swap without delay and give each a fallback scaled to its metrics", () => {
    const scss = fontFacesScss();
    for (const face of FACES) {
      const rule = scss.split("@font-face").find((block) => block.includes(`"${face.family}";`))!;
      expect(rule).toContain("font-display: swap;");
      expect(rule).toContain(`/files/${face.file}`);
      const fallback = scss
        .split("@font-face")
        .find((block) => block.includes(`"${fallbackFamily(face)}";`))!;
      for (const name of face.fallback.local) expect(fallback).toContain(`local("${name}")`);
      // size-adjust, ascent- and descent-override as percentages a browser takes (a sans near 94 %,
      // the serif near 118 %: a metric gone missing would give NaN or 0).
      for (const property of ["size-adjust", "ascent-override", "descent-override"]) {
        const value = Number(fallback.match(new RegExp(`${property}: ([\\d.]+)%;`))?.[1]);
        expect(value).toBeGreaterThan(10);
        expect(value).toBeLessThan(200);
      }
    }
  });

  it("are the faces the styles name first, each followed by its fallback", () => {
    const tokens = fs.readFileSync(path.join(ROOT, "src/styles/_tokens.scss"), "utf8");
    // Each font stack's first two names, however the stack is broken across lines.
    const stacks = [...tokens.matchAll(/^\$font-[a-z]+:\s*([^;]+);/gm)].map((match) =>
      match[1]
        .split(",")
        .slice(0, 2)
        .map((name) => name.trim().replace(/^"|"$/g, "")),
    );
    for (const face of FACES) {
      expect(stacks).toContainEqual([face.family, fallbackFamily(face)]);
    }
  });
});
