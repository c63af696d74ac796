/**
 * The site's two typefaces, self-hosted: each subset (subset-font, HarfBuzz's hb-subset) from the
 * @fontsource-variable package's Latin file to the characters data/ may hold (./font-characters.ts),
 * its weight axis kept; and for each a fallback face: a font every system has (Times New Roman or
 * Arial, or their metric twins on Linux) scaled and spaced by @capsizecss/core from the metrics of
 * @capsizecss/metrics, so that text set in the fallback takes about the room the web font takes.
 *
 * The faces load with `font-display: optional` and are preloaded (gatsby-ssr.tsx): a face that has not
 * arrived by the first render is not swapped in later on that page, so nothing moves, with the faces or
 * without them.
 *
 * Source Serif 4 sets headings only, so its optical size axis is fixed at a display size: the heading
 * cut at the bytes of the weight-only file (the file keeping the whole axis is twice the size).
 *
 * Fontsource splits ₹ into its Latin Extended file: each face takes it from there in a second, tiny
 * file (static/fonts/) that the browser fetches only for a page holding ₹ (unicode-range).
 *
 * `npm run fonts` (scripts/write-font-faces.ts) writes the faces to src/fonts/, the ₹ files to
 * static/fonts/, what each covers to src/fonts/fonts.json and the rules to src/styles/_font-faces.scss;
 * unit tests check that the files are what this module writes.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import sourceSans3 from "@capsizecss/metrics/sourceSans3";
import sourceSerif4 from "@capsizecss/metrics/sourceSerif4";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";

import { codePointsOf, rangesOf, unicodeRange, WANTED_RANGES } from "./font-characters";

export const FONT_FACES_FILE = "src/styles/_font-faces.scss";
/** Where the faces are written: the styles import them, so the build serves them hashed from /static/. */
export const FONTS_DIR = "src/fonts";
/** What the faces cover, for the data check. */
export const FONTS_MANIFEST = "src/fonts/fonts.json";
/** The ₹ files: under 10 kB, which the build would inline as data: URLs that the pages' policy refuses. */
export const EXTRA_FONTS_DIR = "static/fonts";

/** The optical size Source Serif 4 is fixed at: its display cut, for headings from 20 to 56 px. */
export const SERIF_OPTICAL_SIZE = 32;

type Face = {
  /** The family name the site's styles use; the written file's name is made from it. */
  family: string;
  /** The @fontsource-variable package, its Latin file and the Latin Extended file holding ₹. */
  fontsource: string;
  file: string;
  extraFile: string;
  /** Axes fixed at a value when subsetting. */
  pinnedAxes?: Record<string, number>;
  metrics: typeof sourceSerif4;
  fallback: { metrics: typeof arial; local: string[] };
};

export const FACES: Face[] = [
  {
    family: "Source Serif 4",
    fontsource: "@fontsource-variable/source-serif-4",
    file: "source-serif-4-latin-opsz-normal.woff2",
    extraFile: "source-serif-4-latin-ext-wght-normal.woff2",
    pinnedAxes: { opsz: SERIF_OPTICAL_SIZE },
    metrics: sourceSerif4,
    // Liberation Serif and Tinos share Times New Roman's metrics.
    fallback: { metrics: timesNewRoman, local: ["Times New Roman", "Liberation Serif", "Tinos"] },
  },
  {
    family: "Source Sans 3",
    fontsource: "@fontsource-variable/source-sans-3",
    file: "source-sans-3-latin-wght-normal.woff2",
    extraFile: "source-sans-3-latin-ext-wght-normal.woff2",
    metrics: sourceSans3,
    // Liberation Sans and Arimo share Arial's metrics.
    fallback: { metrics: arial, local: ["Arial", "Liberation Sans", "Arimo"] },
  },
];

/** What `npm run fonts` wrote for one face. */
export type WrittenFace = {
  family: string;
  /** The face, under src/fonts/, and the ₹ file, under static/fonts/ (its content's hash in its name). */
  file: string;
  bytes: number;
  ranges: [number, number][];
  extra: { file: string; bytes: number; ranges: [number, number][] } | null;
};

export type FontsManifest = {
  faces: WrittenFace[];
  /** The characters both faces draw: what a text in data/ may hold. */
  characters: [number, number][];
  /** Characters asked for that neither source file has (their glyphs are not in the packages). */
  missing: [number, number][];
};

/** A file of the face's package, by its path inside it. */
export const packageFile = (face: Face, file: string): string =>
  path.join(path.dirname(require.resolve(`${face.fontsource}/package.json`)), file);

/** The weights the package's stylesheet gives the face. */
const weightOf = (face: Face): string => {
  const css = fs.readFileSync(packageFile(face, "wght.css"), "utf8");
  const weight = css.match(/font-weight:\s*([^;]+);/)?.[1];
  if (!weight) throw new Error(`${face.fontsource}/wght.css gives no weights`);
  return weight.trim();
};

/** A face's file name, from its family: "source-serif-4". */
export const slugOf = (face: Pick<Face, "family">) => face.family.toLowerCase().replace(/\s+/g, "-");

/** The fallback face's name: the family's, marked. */
export const fallbackFamily = (face: Pick<Face, "family">) => `${face.family} Fallback`;

/** The manifest as the last `npm run fonts` wrote it. */
export const readFontsManifest = (root: string): FontsManifest =>
  JSON.parse(fs.readFileSync(path.join(root, FONTS_MANIFEST), "utf8")) as FontsManifest;

/** The code points a font file maps to glyphs. */
const characterSet = async (font: Buffer): Promise<Set<number>> => {
  const fontkit = await import("fontkit");
  const opened = fontkit.create(font);
  if (!("characterSet" in opened)) throw new Error("a font collection, not a font");
  return new Set(opened.characterSet);
};

/** Subsets both faces and writes them, their ₹ files, the manifest and the rules. */
export const writeFonts = async (root: string): Promise<FontsManifest> => {
  const { default: subsetFont } = await import("subset-font");
  const wanted = codePointsOf(WANTED_RANGES);
  fs.mkdirSync(path.join(root, FONTS_DIR), { recursive: true });
  fs.mkdirSync(path.join(root, EXTRA_FONTS_DIR), { recursive: true });
  for (const old of fs.readdirSync(path.join(root, EXTRA_FONTS_DIR)))
    if (old.endsWith(".woff2")) fs.rmSync(path.join(root, EXTRA_FONTS_DIR, old));
  const faces: WrittenFace[] = [];
  for (const face of FACES) {
    const source = fs.readFileSync(packageFile(face, `files/${face.file}`));
    const has = await characterSet(source);
    const main = wanted.filter((point) => has.has(point));
    const subset = await subsetFont(source, String.fromCodePoint(...main), {
      targetFormat: "woff2",
      ...(face.pinnedAxes && { variationAxes: face.pinnedAxes }),
    });
    const file = `${FONTS_DIR}/${slugOf(face)}.woff2`;
    fs.writeFileSync(path.join(root, file), subset);
    // What the Latin file lacks, from the Latin Extended one.
    const extraSource = fs.readFileSync(packageFile(face, `files/${face.extraFile}`));
    const extraHas = await characterSet(extraSource);
    const extraPoints = wanted.filter((point) => !has.has(point) && extraHas.has(point));
    let extra: WrittenFace["extra"] = null;
    if (extraPoints.length > 0) {
      const extraSubset = await subsetFont(extraSource, String.fromCodePoint(...extraPoints), {
        targetFormat: "woff2",
      });
      const hash = crypto.createHash("sha256").update(extraSubset).digest("hex").slice(0, 10);
      const extraFile = `${EXTRA_FONTS_DIR}/${slugOf(face)}-extra-${hash}.woff2`;
      fs.writeFileSync(path.join(root, extraFile), extraSubset);
      extra = { file: extraFile, bytes: extraSubset.length, ranges: rangesOf(extraPoints) };
    }
    faces.push({ family: face.family, file, bytes: subset.length, ranges: rangesOf(main), extra });
  }
  const drawnBy = faces.map((face) => new Set(codePointsOf([...face.ranges, ...(face.extra?.ranges ?? [])])));
  const manifest: FontsManifest = {
    faces,
    characters: rangesOf(wanted.filter((point) => drawnBy.every((drawn) => drawn.has(point)))),
    missing: rangesOf(wanted.filter((point) => drawnBy.some((drawn) => !drawn.has(point)))),
  };
  fs.writeFileSync(path.join(root, FONTS_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  fs.writeFileSync(path.join(root, FONT_FACES_FILE), fontFacesScss(manifest));
  return manifest;
};

const faceRules = (face: Face, written: WrittenFace): string => {
  const { fontFaces } = createFontStack([face.metrics, face.fallback.metrics], {
    fontFaceFormat: "styleObject",
  });
  const [adjusted] = fontFaces;
  if (!adjusted) throw new Error(`@capsizecss/core gave no fallback face for ${face.family}`);
  const overrides = adjusted["@font-face"];
  const weight = weightOf(face);
  const rule = (url: string, ranges: [number, number][]) => [
    "@font-face {",
    `  font-family: "${face.family}";`,
    `  src: url("${url}") format("woff2");`,
    `  font-weight: ${weight};`,
    "  font-style: normal;",
    "  font-display: $display;",
    `  unicode-range: ${unicodeRange(ranges)};`,
    "}",
  ];
  return [
    // The stylesheet is src/styles/global.scss: the build resolves the face from there.
    ...rule(`../fonts/${path.basename(written.file)}`, written.ranges),
    "",
    ...(written.extra
      ? [...rule(`/fonts/${path.basename(written.extra.file)}`, written.extra.ranges), ""]
      : []),
    "@font-face {",
    `  font-family: "${fallbackFamily(face)}";`,
    `  src: ${face.fallback.local.map((name) => `local("${name}")`).join(", ")};`,
    `  size-adjust: ${overrides.sizeAdjust};`,
    `  ascent-override: ${overrides.ascentOverride};`,
    `  descent-override: ${overrides.descentOverride};`,
    `  line-gap-override: ${overrides.lineGapOverride};`,
    "}",
  ].join("\n");
};

/** The whole generated stylesheet, from what `npm run fonts` wrote. */
export const fontFacesScss = (manifest: FontsManifest): string =>
  [
    "// Generated by src/styles/font-faces.ts (npm run fonts): do not edit.",
    "// The site's faces, subset and self-hosted, and fallback faces matched to their metrics.",
    "",
    "// A face that misses its first 100 ms is not swapped in later (no shift as a page is read); the",
    '// editor\'s preview, drawn in a new frame each time, takes them late: @use "font-faces" with ($display: swap).',
    "$display: optional !default;",
    "",
    FACES.map((face) => {
      const written = manifest.faces.find((entry) => entry.family === face.family);
      if (!written) throw new Error(`${FONTS_MANIFEST} has no ${face.family}: run npm run fonts`);
      return faceRules(face, written);
    }).join("\n\n"),
    "",
  ].join("\n");
