/**
 * @jest-environment node
 */
import fs from "fs";
import path from "path";
import sharp from "sharp";

import { DUOTONE, duotoneMatrix, PREVIEW_DUOTONE_ID } from "./duotone";

/** gatsby-plugin-sharp's own duotone, the function its pipeline runs for `transformOptions.duotone`. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const duotone = require("gatsby-plugin-sharp/duotone") as (
  options: { highlight: string; shadow: string },
  format: string,
  pipeline: sharp.Sharp,
) => Promise<sharp.Sharp | null>;

const ROOT = path.resolve(__dirname, "../../..");
const tokens = fs.readFileSync(path.join(ROOT, "src/styles/_tokens.scss"), "utf8");
const token = (name: string) => tokens.match(new RegExp(`^\\$${name}:\\s*(#[0-9a-f]{6})`, "im"))?.[1];

/** The duotone the banner's image fragment asks of the image pipeline (./index.tsx). */
const asked = (() => {
  const source = fs.readFileSync(path.join(__dirname, "index.tsx"), "utf8");
  const match = source.match(
    /duotone:\s*\{\s*shadow:\s*"(#[0-9a-f]{6})",\s*highlight:\s*"(#[0-9a-f]{6})"\s*\}/i,
  );
  return match ? { shadow: match[1], highlight: match[2] } : null;
})();

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const luminance = (channels: number[]) => {
  const [r, g, b] = channels.map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The banner's overlay where it is lightest under text (hero.module.scss, phones): rgba(6, 18, 36, 0.45). */
const OVERLAY = { color: [6, 18, 36], alpha: 0.45 };

describe("an editor's photograph in a banner", () => {
  it("is turned by the image pipeline into the palette's duotone: navy shadows, teal lights", () => {
    expect(asked).toEqual({ shadow: token("navy"), highlight: token("teal") });
    // The colours the editor's preview draws (./duotone.ts).
    expect(asked).toEqual(DUOTONE);
  });

  it("is drawn in the editor's preview by a filter that maps each pixel as the pipeline does", async () => {
    // Every hue at many strengths: a picture of 64 × 64 pixels, red across, green down, blue along both.
    const SIDE = 64;
    const colours = Buffer.alloc(SIDE * SIDE * 3);
    for (let y = 0; y < SIDE; y++)
      for (let x = 0; x < SIDE; x++) colours.set([x * 4, y * 4, (x + y) * 2], (y * SIDE + x) * 3);
    const picture = () => sharp(colours, { raw: { width: SIDE, height: SIDE, channels: 3 } });
    const original = await picture().raw().toBuffer({ resolveWithObject: true });
    const made = await (await duotone(DUOTONE, "png", picture()))!.raw().toBuffer();
    const matrix = duotoneMatrix(DUOTONE)
      .split("\n")
      .map((row) => row.split(" ").map(Number));
    let off = 0;
    const { channels } = original.info;
    for (let i = 0; i < original.data.length; i += channels) {
      const pixel = [0, 1, 2].map((k) => original.data[i + k] / 255);
      // feColorMatrix: each output channel is its row times (r, g, b, a, 1), here with alpha 1.
      const drawn = matrix
        .slice(0, 3)
        .map((row) =>
          Math.round(255 * (row[0] * pixel[0] + row[1] * pixel[1] + row[2] * pixel[2] + row[3] + row[4])),
        );
      if (drawn.some((value, k) => Math.abs(value - made[i + k]) > 1)) off += 1;
    }
    // No pixel more than one level from the build's.
    expect(off).toBe(0);
    // The preview's stylesheet applies the filter by its id.
    expect(fs.readFileSync(path.join(ROOT, "src/cms/preview.scss"), "utf8")).toContain(
      `url("#${PREVIEW_DUOTONE_ID}")`,
    );
  });

  it("keeps no colour of its own: every pixel of the fixture portrait lies between the two", async () => {
    const out = await duotone(asked!, "png", sharp(path.join(ROOT, "tests/fixtures/example-portrait.jpg")));
    const { data, info } = await out!.raw().toBuffer({ resolveWithObject: true });
    const [shadow, highlight] = [rgb(asked!.shadow), rgb(asked!.highlight)];
    let off = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      // The position along the ramp from the green channel (the one that varies most), then the distance.
      const t = (data[i + 1] - shadow[1]) / (highlight[1] - shadow[1]);
      const expected = shadow.map((c, k) => c + (highlight[k] - c) * t);
      if ([0, 1, 2].some((k) => Math.abs(data[i + k] - expected[k]) > 2)) off += 1;
    }
    expect(off).toBe(0);
  });

  it("keeps the banner's lead at 4.5:1 even where the photograph is lightest, under the overlay", () => {
    const lightest = rgb(asked!.highlight).map(
      (c, k) => c * (1 - OVERLAY.alpha) + OVERLAY.color[k] * OVERLAY.alpha,
    );
    const lead = luminance(rgb(token("hero-lead")!));
    expect((lead + 0.05) / (luminance(lightest) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});
