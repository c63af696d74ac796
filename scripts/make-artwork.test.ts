/**
 * @jest-environment node
 */
import { execFileSync } from "child_process";
import fs from "fs";
import path from "path";
import zlib from "zlib";

import { recordedSource } from "../src/lib/artwork";

const ROOT = path.resolve(__dirname, "..");
const HERO_DIR = path.join(ROOT, "src/images/hero");
const tokens = fs.readFileSync(path.join(ROOT, "src/styles/_tokens.scss"), "utf8");
/** Every colour the palette's tokens name. */
const PALETTE = new Set([...tokens.matchAll(/#[0-9a-f]{6}\b/gi)].map(([hex]) => hex.toLowerCase()));
/** A banner's weight on the wire: well under the smallest AVIF the photographs' pipeline made of the old artwork (5.5 KB). */
const MAX_GZIP_BYTES = 1500;

const generated = fs
  .readdirSync(HERO_DIR)
  .filter((name) => name.endsWith(".svg"))
  .map((name) => ({ name, svg: fs.readFileSync(path.join(HERO_DIR, name), "utf8") }));

/**
 * Every page's banner picture (all but the contact page's, whose banner the form's card covers: the
 * data check holds that), with the page's slug and route.
 */
const pageBanners = fs.readdirSync(path.join(ROOT, "data/pages")).flatMap((name) => {
  const file = path.join(ROOT, "data/pages", name);
  const json = JSON.parse(fs.readFileSync(file, "utf8")) as { path: string; hero: { image?: string } };
  const image = json.hero.image;
  return image === undefined ? [] : [{ file, image, slug: path.basename(name, ".json"), route: json.path }];
});

/** Every banner picture a data file names: the pages', and the insights' banner. */
const banners = (() => {
  const settings = path.join(ROOT, "data/insights.json");
  return [
    ...pageBanners,
    { file: settings, image: JSON.parse(fs.readFileSync(settings, "utf8")).image as string },
  ];
})();

describe("the banners' artwork (npm run artwork)", () => {
  it("is what the script draws from today's data: none is stale", () => {
    expect(() =>
      execFileSync(process.execPath, [path.join(ROOT, "scripts/make-artwork.mjs"), "--check"], {
        stdio: "pipe",
      }),
    ).not.toThrow();
  });

  it("is the picture of every banner unless an editor chose a photograph (which the pipeline duotones)", () => {
    expect(generated.length).toBeGreaterThan(0);
    for (const { file, image } of banners) {
      const picture = path.resolve(path.dirname(file), image);
      const name = `${path.relative(ROOT, file)}: ${image}`;
      if (picture.endsWith(".svg")) {
        expect([name, recordedSource(fs.readFileSync(picture, "utf8"))]).toEqual([name, expect.any(String)]);
      } else {
        expect([name, /\.(jpe?g|png|webp|avif|tiff?)$/i.test(picture)]).toEqual([name, true]);
      }
    }
  });

  // Each page's banner draws that page's method. A page under another page (the sample report under
  // GMP Audits) is part of it and may keep its banner; Home's "/" is above every page and counts for none.
  it("is a drawing of each page's own: no two pages show one, and none shows another page's", () => {
    const pages = pageBanners.map(({ file, image, slug, route }) => {
      const picture = path.resolve(path.dirname(file), image);
      const drawnFrom = picture.endsWith(".svg")
        ? recordedSource(fs.readFileSync(picture, "utf8"))?.split(";")[0]
        : undefined;
      return { slug, route, picture, drawnFrom };
    });
    const routeOf = new Map(pages.map(({ slug, route }) => [slug, route]));
    const under = (route: string, owner: string | undefined) =>
      owner !== undefined && owner !== "/" && route.startsWith(owner);
    const shown = (picture: string) => path.relative(ROOT, picture);
    const wrong: string[] = [];
    pages.forEach((page, index) => {
      if (
        page.drawnFrom !== undefined &&
        page.drawnFrom !== page.slug &&
        !under(page.route, routeOf.get(page.drawnFrom))
      )
        wrong.push(`${page.route} shows ${shown(page.picture)}, drawn for ${page.drawnFrom}`);
      for (const other of pages.slice(index + 1)) {
        if (
          other.picture === page.picture &&
          !under(other.route, page.route) &&
          !under(page.route, other.route)
        )
          wrong.push(`${page.route} and ${other.route} both show ${shown(page.picture)}`);
      }
    });
    expect(wrong).toEqual([]);
  });

  it.each(generated.map(({ name, svg }) => [name, svg]))(
    "%s speaks the one visual language: one line weight, the palette's colours, no type, small",
    (_name, svg) => {
      const widths = new Set([...svg.matchAll(/stroke-width="([^"]+)"/g)].map(([, width]) => width));
      // The drawing's hairline; the logo mark (home) keeps its own two.
      const drawing = svg.replace(/<g transform="translate[^>]*stroke="none">[\s\S]*?<\/g>/, "");
      expect(new Set([...drawing.matchAll(/stroke-width="([^"]+)"/g)].map(([, width]) => width)).size).toBe(
        1,
      );
      expect(widths.size).toBeLessThanOrEqual(3);
      const colours = [...drawing.matchAll(/(?:fill|stroke|stop-color)="(#[0-9a-f]{3,6})"/gi)]
        .map(([, hex]) => hex.toLowerCase())
        .filter((hex) => hex !== "#fff");
      expect(colours.filter((hex) => !PALETTE.has(hex))).toEqual([]);
      expect(svg).not.toMatch(/<text|<image|\sstyle=/);
      expect(zlib.gzipSync(svg, { level: 9 }).length).toBeLessThanOrEqual(MAX_GZIP_BYTES);
    },
  );
});
