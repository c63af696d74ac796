/**
 * @jest-environment node
 */
import fs from "fs";
import path from "path";

import * as fontkit from "fontkit";
import * as sass from "sass";

import { codePointsOf, WANTED_RANGES } from "./font-characters";
import {
  FACES,
  fallbackFamily,
  FONT_FACES_FILE,
  fontFacesScss,
  readFontsManifest,
  SERIF_OPTICAL_SIZE,
} from "./font-faces";

const ROOT = path.resolve(__dirname, "../..");
/** What a first visit may download in fonts (the budget): the two faces. */
const FONT_BUDGET_BYTES = 120 * 1024;

const manifest = readFontsManifest(ROOT);

/** The generated rules as CSS, used as the site's stylesheet uses them, or with a module configuration. */
const compiledFaces = (use = `@use "font-faces";`) =>
  sass.compileString(use, {
    importers: [
      {
        canonicalize: (url) => (url === "font-faces" ? new URL("generated:font-faces") : null),
        load: () => ({ contents: fontFacesScss(manifest), syntax: "scss" }),
      },
    ],
  }).css;
const openFont = (file: string) => {
  const font = fontkit.create(fs.readFileSync(path.join(ROOT, file)));
  if (!("characterSet" in font)) throw new Error(`${file} is a collection`);
  return font;
};

describe("the site's font faces", () => {
  it("are written as src/styles/font-faces.ts writes them today (npm run fonts)", () => {
    expect(fs.readFileSync(path.join(ROOT, FONT_FACES_FILE), "utf8")).toBe(fontFacesScss(manifest));
  });

  it("are two subset files within the first visit's budget, each drawing what the manifest says", () => {
    expect(manifest.faces.map((face) => face.family)).toEqual(FACES.map((face) => face.family));
    let total = 0;
    for (const face of manifest.faces) {
      const bytes = fs.readFileSync(path.join(ROOT, face.file));
      expect(bytes.subarray(0, 4).toString()).toBe("wOF2");
      expect(bytes.length).toBe(face.bytes);
      total += bytes.length;
      const drawn = new Set(openFont(face.file).characterSet);
      for (const point of codePointsOf(face.ranges)) expect(drawn.has(point)).toBe(true);
      // Only what data/ may hold: nothing of Cyrillic, Greek or Vietnamese (fontkit lists the cmap end mark, U+FFFF).
      const wanted = new Set(codePointsOf(WANTED_RANGES));
      expect([...drawn].filter((point) => point > 0x20 && point < 0xffff && !wanted.has(point))).toEqual([]);
      if (face.extra) expect(new Set(openFont(face.extra.file).characterSet)).toContain(0x20b9);
    }
    expect(total).toBeLessThanOrEqual(FONT_BUDGET_BYTES);
  });

  it("keep the weight axis; the serif's optical size is fixed at its display size", () => {
    for (const face of manifest.faces) {
      const axes = openFont(face.file).variationAxes;
      expect(Object.keys(axes)).toEqual(["wght"]);
      expect(axes.wght).toMatchObject({ min: 200, max: 900 });
    }
    expect(FACES.find((face) => face.family === "Source Serif 4")?.pinnedAxes).toEqual({
      opsz: SERIF_OPTICAL_SIZE,
    });
  });

  it("never swap in late on the site (the editor's preview may), and give each a fallback scaled to its metrics", () => {
    const scss = compiledFaces();
    const preview = compiledFaces(`@use "font-faces" with ($display: swap);`);
    for (const face of FACES) {
      const rules = scss.split("@font-face").filter((block) => block.includes(`"${face.family}";`));
      expect(rules.length).toBeGreaterThan(0);
      for (const rule of rules) expect(rule).toContain("font-display: optional;");
      const previewRules = preview.split("@font-face").filter((block) => block.includes(`"${face.family}";`));
      expect(previewRules).toHaveLength(rules.length);
      for (const rule of previewRules) expect(rule).toContain("font-display: swap;");
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
