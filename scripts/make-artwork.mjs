/**
 * Renders the site's original artwork with sharp:
 *   src/images/hero/<page>.jpg  hero backgrounds: each page's own motif over a gradient
 *   static/images/wordmark.svg  the logo: the company name from data/site.json, drawn in outlines
 *                               of Source Serif 4 (fontkit), the same in the header and the footer
 *   static/images/share.jpg     1200 × 630 image for link previews, from data/site.json
 *   static/images/logo-512.png  raster logo for structured data, and the source of the favicons and
 *                               app icons gatsby-plugin-manifest writes
 * Run with `npm run artwork` after changing the company name or the palette; the
 * outputs are committed so a build needs no extra step. `--wordmark` draws the logo only.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as fontkit from "fontkit";
import sharp from "sharp";
import subsetFont from "subset-font";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const site = JSON.parse(fs.readFileSync(path.join(root, "data/site.json"), "utf8"));

const WIDTH = 2400;
const HEIGHT = 1100;

/**
 * Each page's hero: two gradient stops, a glow colour, a seed, and its motif,
 * a drawing of what the page is about (below). No two pages share a motif.
 */
const HEROES = {
  home: { from: "#0a1f3d", to: "#0f4c5c", glow: "#2ec4b6", seed: 7, motif: "network" },
  aboutus: { from: "#0b2545", to: "#1d3f6e", glow: "#5fa8d3", seed: 11, motif: "contours" },
  gmpaudits: { from: "#0a2a3a", to: "#13605a", glow: "#3dd6b5", seed: 23, motif: "loupe" },
  qualityconsulting: { from: "#101d42", to: "#24457a", glow: "#7fb7e6", seed: 31, motif: "improvement" },
  computersystemvalidations: { from: "#071b2e", to: "#114b6b", glow: "#4cc9f0", seed: 43, motif: "circuit" },
  training: { from: "#0c2340", to: "#1e5a5a", glow: "#5ed1a4", seed: 59, motif: "book" },
  regulatoryaffairs: { from: "#111a3a", to: "#2c3f78", glow: "#8fa8ff", seed: 67, motif: "dossier" },
  contactus: { from: "#0a2238", to: "#175a68", glow: "#45c4c0", seed: 83, motif: "map" },
  notfound: { from: "#0b1d33", to: "#22365f", glow: "#6f8fd8", seed: 97, motif: "compass" },
  insights: { from: "#0b2036", to: "#1b4d63", glow: "#63c7d8", seed: 101, motif: "journal" },
};

/** Small deterministic random generator, so the artwork is reproducible. */
const random = (seed) => () => {
  seed = (seed * 16807) % 2147483647;
  return (seed - 1) / 2147483646;
};

const f = (n) => n.toFixed(1);

/** Drawing primitives: white lines at a given opacity, accents in the page's glow colour. */
const line = (x1, y1, x2, y2, opacity, width = 2) =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="#ffffff" stroke-opacity="${opacity.toFixed(3)}" stroke-width="${width}" stroke-linecap="round"/>`;
const ring = (cx, cy, r, opacity, width = 2, color = "#ffffff") =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="${color}" stroke-opacity="${opacity.toFixed(3)}" stroke-width="${width}"/>`;
const dot = (cx, cy, r, color, opacity) =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${color}" fill-opacity="${opacity.toFixed(2)}"/>`;
const stroke = (d, opacity, width = 2, color = "#ffffff", extra = "") =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-opacity="${opacity.toFixed(3)}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
const box = (x, y, w, h, r, opacity, width = 2, fill = "none", fillOpacity = 0) =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${r}" fill="${fill}" fill-opacity="${fillOpacity}" stroke="#ffffff" stroke-opacity="${opacity.toFixed(3)}" stroke-width="${width}"/>`;
const tick = (x, y, size, color, opacity, width = 4) =>
  stroke(
    `M${f(x)} ${f(y)} l${f(size * 0.35)} ${f(size * 0.35)} l${f(size * 0.65)} ${f(-size * 0.7)}`,
    opacity,
    width,
    color,
  );

/**
 * The motifs, each drawn in the right-hand part of a width × height canvas
 * (the title sits on the left): a function of the random source, the canvas
 * size and the glow colour, returning SVG elements.
 */
const MOTIFS = {
  /** Home: sites and people linked into one network. */
  network: (rand, w, h, glow) => {
    const nodes = Array.from({ length: 46 }, () => ({ x: w * (0.4 + rand() * 0.6), y: rand() * h }));
    const parts = [];
    nodes.forEach((a, i) => {
      const near = nodes
        .map((b, j) => ({ j, d: Math.hypot(a.x - b.x, a.y - b.y) }))
        .filter(({ j }) => j > i)
        .sort((p, q) => p.d - q.d)
        .slice(0, 3);
      for (const { j, d } of near)
        if (d < 420) parts.push(line(a.x, a.y, nodes[j].x, nodes[j].y, 0.1 + rand() * 0.12));
    });
    nodes.forEach((n, i) => {
      parts.push(
        dot(n.x, n.y, i % 5 === 0 ? 11 : 5, i % 5 === 0 ? glow : "#ffffff", i % 5 === 0 ? 0.7 : 0.35),
      );
      if (i % 5 === 0) parts.push(ring(n.x, n.y, 26, 0.22, 2, glow));
    });
    return parts.join("");
  },
  /** About us: contour lines, depth of experience built up layer by layer. */
  contours: (rand, w, h, glow) => {
    const parts = [];
    const cx = w * 0.8;
    const cy = h * 0.45;
    for (let k = 1; k <= 16; k++) {
      const r = k * 48;
      const points = Array.from({ length: 72 }, (_, i) => {
        const a = (i / 72) * Math.PI * 2;
        const wobble = 1 + 0.08 * Math.sin(a * 3 + k * 0.4) + 0.05 * Math.cos(a * 5 - k * 0.3);
        return `${f(cx + Math.cos(a) * r * wobble * 1.25)},${f(cy + Math.sin(a) * r * wobble)}`;
      });
      parts.push(
        `<polygon points="${points.join(" ")}" fill="none" stroke="${k % 4 === 0 ? glow : "#ffffff"}" stroke-opacity="${(k % 4 === 0 ? 0.4 : 0.12 + rand() * 0.06).toFixed(3)}" stroke-width="2"/>`,
      );
    }
    parts.push(dot(cx, cy, 10, glow, 0.8));
    return parts.join("");
  },
  /** GMP audits: a loupe over the rows of a checklist, each row ticked. */
  loupe: (rand, w, h, glow) => {
    const parts = [];
    const left = w * 0.5;
    for (let row = 0; row < 14; row++) {
      const y = 90 + row * 72;
      const length = 260 + rand() * 360;
      parts.push(box(left, y - 16, 32, 32, 6, 0.16));
      if (rand() > 0.25) parts.push(tick(left + 6, y - 2, 20, glow, 0.5, 3));
      parts.push(line(left + 60, y, left + 60 + length, y, 0.12, 10));
      parts.push(line(left + 100 + length, y, left + 160 + length + rand() * 200, y, 0.07, 10));
    }
    const cx = w * 0.72;
    const cy = h * 0.44;
    const r = 250;
    parts.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${glow}" fill-opacity="0.08"/>`);
    parts.push(ring(cx, cy, r, 0.55, 18));
    parts.push(ring(cx, cy, r - 24, 0.2, 3, glow));
    const a = Math.PI / 4;
    parts.push(
      line(
        cx + Math.cos(a) * (r + 10),
        cy + Math.sin(a) * (r + 10),
        cx + Math.cos(a) * (r + 230),
        cy + Math.sin(a) * (r + 230),
        0.55,
        44,
      ),
    );
    return parts.join("");
  },
  /** Quality consulting: plan, do, check, act round a cycle, and steps that keep rising. */
  improvement: (rand, w, h, glow) => {
    const parts = [];
    const base = h * 0.92;
    for (let i = 0; i < 7; i++) {
      const x = w * 0.5 + i * 140;
      const top = base - 120 - i * 82;
      parts.push(box(x, top, 110, base - top, 10, 0.14 + i * 0.012, 2, "#ffffff", 0.03 + i * 0.008));
    }
    parts.push(
      stroke(
        `M${w * 0.5 + 55} ${base - 150} ${Array.from({ length: 6 }, (_, i) => `L${w * 0.5 + 55 + (i + 1) * 140} ${base - 150 - (i + 1) * 82}`).join(" ")}`,
        0.6,
        4,
        glow,
      ),
    );
    const cx = w * 0.62;
    const cy = h * 0.27;
    const r = 170;
    for (let q = 0; q < 4; q++) {
      const a0 = (q * Math.PI) / 2 + 0.12;
      const a1 = ((q + 1) * Math.PI) / 2 - 0.12;
      const x0 = cx + r * Math.cos(a0);
      const y0 = cy + r * Math.sin(a0);
      const x1 = cx + r * Math.cos(a1);
      const y1 = cy + r * Math.sin(a1);
      parts.push(
        stroke(
          `M${f(x0)} ${f(y0)} A${r} ${r} 0 0 1 ${f(x1)} ${f(y1)}`,
          q === 3 ? 0.7 : 0.35,
          14,
          q === 3 ? glow : "#ffffff",
        ),
      );
      const ah = a1 + Math.PI / 2;
      parts.push(
        stroke(
          `M${f(x1 - 24 * Math.cos(ah - 0.5))} ${f(y1 - 24 * Math.sin(ah - 0.5))} L${f(x1)} ${f(y1)} L${f(x1 - 24 * Math.cos(ah + 0.5))} ${f(y1 - 24 * Math.sin(ah + 0.5))}`,
          q === 3 ? 0.7 : 0.35,
          8,
          q === 3 ? glow : "#ffffff",
        ),
      );
    }
    return parts.join("");
  },
  /** Computer system validation: circuit traces, and the V of specification and verification. */
  circuit: (rand, w, h, glow) => {
    const parts = [];
    const grid = 60;
    for (let i = 0; i < 34; i++) {
      let x = Math.round((w * (0.42 + rand() * 0.58)) / grid) * grid;
      let y = Math.round((rand() * h) / grid) * grid;
      let d = `M${x} ${y}`;
      for (let s = 0; s < 4; s++) {
        const horizontal = s % 2 === 0;
        const length = grid * (1 + Math.floor(rand() * 4)) * (rand() > 0.5 ? 1 : -1);
        if (horizontal) x += length;
        else y += length;
        d += ` L${x} ${y}`;
      }
      parts.push(stroke(d, 0.1 + rand() * 0.1, 3));
      parts.push(ring(x, y, 9, 0.3, 3));
      if (i % 4 === 0) parts.push(dot(x, y, 6, glow, 0.8));
    }
    const top = h * 0.16;
    const bottom = h * 0.84;
    const x0 = w * 0.58;
    const x1 = w * 0.94;
    const mid = (x0 + x1) / 2;
    parts.push(stroke(`M${x0} ${top} L${mid} ${bottom} L${x1} ${top}`, 0.5, 16, glow));
    for (let level = 0; level < 4; level++) {
      const t = level / 3;
      const y = top + (bottom - top) * t;
      const xl = x0 + (mid - x0) * t;
      const xr = x1 - (x1 - mid) * t;
      parts.push(dot(xl, y, 16, "#ffffff", 0.55));
      parts.push(dot(xr, y, 16, "#ffffff", 0.55));
      if (level < 3)
        parts.push(
          stroke(`M${xl + 30} ${y} L${xr - 30} ${y}`, 0.22, 3, "#ffffff", ' stroke-dasharray="10 14"'),
        );
    }
    return parts.join("");
  },
  /** Training: an open book whose pages fan out, and the path of a course. */
  book: (rand, w, h, glow) => {
    const parts = [];
    const sx = w * 0.74;
    const sy = h * 0.78;
    for (let i = 0; i < 18; i++) {
      const spread = 0.1 + i * 0.045;
      for (const side of [-1, 1]) {
        const ex = sx + side * 520 * Math.cos(spread);
        const ey = sy - 520 * Math.sin(spread) * 0.55 - 60;
        const cx = sx + side * 260;
        const cy = sy - 40 - i * 8;
        parts.push(stroke(`M${sx} ${sy} Q${f(cx)} ${f(cy)} ${f(ex)} ${f(ey)}`, 0.08 + (i / 18) * 0.2, 2));
      }
    }
    parts.push(
      stroke(
        `M${sx - 540} ${sy - 40} Q${sx - 270} ${sy + 20} ${sx} ${sy} Q${sx + 270} ${sy + 20} ${sx + 540} ${sy - 40}`,
        0.6,
        8,
        glow,
      ),
    );
    const waypoints = Array.from({ length: 7 }, (_, i) => ({
      x: w * 0.5 + i * 170,
      y: h * 0.28 - Math.sin(i * 0.9) * 90 - i * 12,
    }));
    parts.push(
      stroke(
        `M${waypoints.map((p) => `${f(p.x)} ${f(p.y)}`).join(" L")}`,
        0.25,
        3,
        "#ffffff",
        ' stroke-dasharray="4 14"',
      ),
    );
    waypoints.forEach((p, i) =>
      parts.push(dot(p.x, p.y, i === 6 ? 16 : 9, i === 6 ? glow : "#ffffff", i === 6 ? 0.85 : 0.45)),
    );
    return parts.join("");
  },
  /** Insights: the columns of a journal's page, one paragraph marked in the glow colour. */
  journal: (rand, w, h, glow) => {
    const parts = [];
    const columns = 3;
    const columnWidth = 260;
    const left = w * 0.47;
    for (let c = 0; c < columns; c++) {
      const x = left + c * (columnWidth + 60);
      parts.push(line(x, h * 0.16, x + columnWidth, h * 0.16, 0.35, 10));
      let y = h * 0.24;
      while (y < h * 0.86) {
        const lines = 3 + Math.floor(rand() * 4);
        const marked = c === 1 && y > h * 0.4 && y < h * 0.5;
        for (let i = 0; i < lines && y < h * 0.86; i++, y += 26) {
          const length = i === lines - 1 ? columnWidth * (0.35 + rand() * 0.5) : columnWidth;
          parts.push(
            marked
              ? stroke(`M${f(x)} ${f(y)} L${f(x + length)} ${f(y)}`, 0.7, 6, glow)
              : line(x, y, x + length, y, 0.1 + rand() * 0.12, 6),
          );
        }
        y += 30;
      }
    }
    return parts.join("");
  },
  /** Regulatory affairs: the pages of a dossier stacked up, with the agency's seal. */
  dossier: (rand, w, h, glow) => {
    const parts = [];
    for (let k = 0; k < 5; k++) {
      const x = w * 0.55 + k * 70;
      const y = h * 0.12 + k * 46;
      const pw = 520;
      const ph = 680;
      parts.push(box(x, y, pw, ph, 16, 0.14 + k * 0.05, 3, "#0b1530", 0.25));
      if (k === 4) {
        for (let row = 0; row < 11; row++) {
          const ly = y + 90 + row * 46;
          parts.push(
            line(
              x + 50,
              ly,
              x + 50 + (row % 4 === 0 ? 200 : 300 + rand() * 120),
              ly,
              row % 4 === 0 ? 0.45 : 0.2,
              row % 4 === 0 ? 12 : 8,
            ),
          );
        }
        const cx = x + pw - 40;
        const cy = y + ph - 50;
        parts.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="96" fill="${glow}" fill-opacity="0.18"/>`);
        parts.push(ring(cx, cy, 96, 0.7, 6, glow));
        parts.push(ring(cx, cy, 78, 0.35, 2, glow));
        parts.push(tick(cx - 36, cy + 2, 74, "#ffffff", 0.8, 10));
      }
    }
    return parts.join("");
  },
  /** Contact us: streets of a town plan, and a pin with the signal spreading from it. */
  map: (rand, w, h, glow) => {
    const parts = [];
    const angle = -0.35;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const rotate = (x, y) => [x * cos - y * sin, x * sin + y * cos];
    for (let i = -6; i < 20; i++) {
      const offset = i * (80 + rand() * 40);
      const [ax, ay] = rotate(offset, -800);
      const [bx, by] = rotate(offset, 2000);
      parts.push(line(w * 0.45 + ax, ay, w * 0.45 + bx, by, i % 5 === 0 ? 0.26 : 0.1, i % 5 === 0 ? 10 : 3));
      const [cx, cy] = rotate(-800, offset);
      const [dx, dy] = rotate(2000, offset);
      parts.push(line(w * 0.45 + cx, cy, w * 0.45 + dx, dy, i % 6 === 0 ? 0.22 : 0.08, i % 6 === 0 ? 8 : 3));
    }
    const px = w * 0.76;
    const py = h * 0.52;
    for (let k = 1; k <= 4; k++) parts.push(ring(px, py + 40, k * 70, 0.5 - k * 0.1, 3, glow));
    parts.push(
      `<path d="M${px} ${py + 40} C${px - 30} ${py - 10} ${px - 80} ${py - 50} ${px - 80} ${py - 110} A80 80 0 1 1 ${px + 80} ${py - 110} C${px + 80} ${py - 50} ${px + 30} ${py - 10} ${px} ${py + 40} Z" fill="${glow}" fill-opacity="0.85"/>`,
    );
    parts.push(dot(px, py - 110, 30, "#0a2238", 0.9));
    return parts.join("");
  },
  /** Not found: a compass rose and a dotted way back. */
  compass: (rand, w, h, glow) => {
    const parts = [];
    const cx = w * 0.76;
    const cy = h * 0.48;
    parts.push(ring(cx, cy, 300, 0.3, 3));
    parts.push(ring(cx, cy, 250, 0.15, 2));
    for (let i = 0; i < 72; i++) {
      const a = (i / 72) * Math.PI * 2;
      const inner = i % 18 === 0 ? 220 : 236;
      parts.push(
        line(
          cx + Math.cos(a) * inner,
          cy + Math.sin(a) * inner,
          cx + Math.cos(a) * 250,
          cy + Math.sin(a) * 250,
          0.3,
          2,
        ),
      );
    }
    for (let q = 0; q < 4; q++) {
      const a = (q * Math.PI) / 2 - Math.PI / 2;
      const tip = [cx + Math.cos(a) * 200, cy + Math.sin(a) * 200];
      const l = [cx + Math.cos(a - Math.PI / 2) * 34, cy + Math.sin(a - Math.PI / 2) * 34];
      const r = [cx + Math.cos(a + Math.PI / 2) * 34, cy + Math.sin(a + Math.PI / 2) * 34];
      parts.push(
        `<polygon points="${tip.map(f).join(",")} ${l.map(f).join(",")} ${r.map(f).join(",")}" fill="${q === 0 ? glow : "#ffffff"}" fill-opacity="${q === 0 ? 0.8 : 0.25}"/>`,
      );
    }
    const path = Array.from(
      { length: 9 },
      (_, i) => `${f(w * 0.42 + i * 60)} ${f(h * 0.85 - i * 40 + Math.sin(i) * 50)}`,
    );
    parts.push(stroke(`M${path.join(" L")}`, 0.3, 4, "#ffffff", ' stroke-dasharray="2 16"'));
    return parts.join("");
  },
};

const heroSvg = ({ from, to, glow, seed, motif }, width = WIDTH, height = HEIGHT) => {
  const rand = random(seed);
  const dots = Array.from({ length: 90 }, () => {
    const x = rand() * width;
    const y = rand() * height;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(1 + rand() * 2).toFixed(1)}" fill="#ffffff" fill-opacity="${(0.06 + rand() * 0.16).toFixed(2)}"/>`;
  }).join("");
  // The motif is drawn for the full-size canvas and scaled to this one; it fades out towards the left, under the title.
  const scale = width / WIDTH;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="base" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <radialGradient id="glow-a" cx="0.78" cy="0.3" r="0.45">
      <stop offset="0" stop-color="${glow}" stop-opacity="0.4"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="glow-b" cx="0.55" cy="1" r="0.5">
      <stop offset="0" stop-color="${glow}" stop-opacity="0.2"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="fade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0.3" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.6" stop-color="#ffffff" stop-opacity="1"/>
    </linearGradient>
    <mask id="motif-fade" maskUnits="userSpaceOnUse" x="0" y="0" width="${width}" height="${height}">
      <rect width="${width}" height="${height}" fill="url(#fade)"/>
    </mask>
  </defs>
  <rect width="100%" height="100%" fill="url(#base)"/>
  <rect width="100%" height="100%" fill="url(#glow-a)"/>
  <rect width="100%" height="100%" fill="url(#glow-b)"/>
  ${dots}
  <g mask="url(#motif-fade)"><g transform="scale(${scale.toFixed(4)})">${MOTIFS[motif](rand, WIDTH, HEIGHT, glow)}</g></g>
</svg>`;
};

const escapeXml = (text) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The heading serif, from its package: the file with both axes, weight and optical size. */
const SERIF_FILE = path.join(
  root,
  "node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-opsz-normal.woff2",
);
/** The logo's box (3 : 1), the size the header and footer give it (src/components/header, footer). */
const WORDMARK = { width: 120, height: 40 };
/** Records the name the logo was drawn from; the data check compares it with data/site.json (src/lib/wordmark.ts). */
const WORDMARK_NAME_ATTRIBUTE = "data-drawn-from";

/**
 * One line of text as a single outline path, set with the font's kerning (fontkit's layout) at
 * `size` units, with `tracking` units added between letters, its baseline at y, from x.
 */
const outline = (font, text, { size, tracking = 0, x = 0, y }) => {
  const { glyphs, positions } = font.layout(text);
  const scale = size / font.unitsPerEm;
  let pen = x;
  const parts = [];
  glyphs.forEach((glyph, i) => {
    const position = positions[i];
    const origin = pen + position.xOffset * scale;
    const d = glyph.path
      .scale(scale, -scale)
      .translate(origin, y - position.yOffset * scale)
      .toSVG()
      .replace(/-?\d+\.\d+/g, (n) => String(Math.round(Number(n) * 10) / 10));
    if (d) parts.push(d);
    pen += position.xAdvance * scale + (i < glyphs.length - 1 ? tracking : 0);
  });
  return { d: parts.join(""), width: pen - x };
};

/**
 * The company name drawn in the heading serif's outlines, so it looks the same on every system: the
 * first word large at the display optical size, the rest in spaced capitals at a small one, spaced to
 * the first word's width. Nothing in it is <text>; the name is its label.
 */
const wordmarkSvg = async (name) => {
  // fontkit draws a variable font's instances from TrueType, not WOFF2: hb-subset unpacks the letters needed.
  const ttf = await subsetFont(fs.readFileSync(SERIF_FILE), `${name}${name.toUpperCase()}`, {
    targetFormat: "truetype",
  });
  const serif = fontkit.create(ttf);
  const [first, ...rest] = name.split(" ");
  const large = serif.getVariation({ wght: 600, opsz: 48 });
  const small = serif.getVariation({ wght: 620, opsz: 10 });
  const capitals = rest.join(" ").toUpperCase();
  /** The lockup at scale k: the first word's baseline at 22 k, the capitals' at 37 k, inset 0.5. */
  const lockup = (k) => {
    const top = outline(large, first, { size: 27 * k, x: 0.5, y: 22 * k });
    const natural = outline(small, capitals, { size: 10 * k, y: 37 * k });
    // The capitals spaced to the first word's width, within what still reads as spaced capitals.
    const gaps = Math.max(capitals.length - 1, 1);
    const tracking = Math.min(Math.max((top.width - natural.width) / gaps, 0.6 * k), 3 * k);
    const bottom = outline(small, capitals, { size: 10 * k, tracking, x: 1, y: 37 * k });
    return { top, bottom, width: Math.max(top.width, bottom.width) + 1 };
  };
  let drawn = lockup(1);
  // A longer name is drawn smaller, to keep within the box.
  if (drawn.width > WORDMARK.width) drawn = lockup(WORDMARK.width / drawn.width);
  const { top, bottom } = drawn;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WORDMARK.width}" height="${WORDMARK.height}" viewBox="0 0 ${WORDMARK.width} ${WORDMARK.height}" role="img" aria-label="${escapeXml(name)}" ${WORDMARK_NAME_ATTRIBUTE}="${escapeXml(name)}">
  <path fill="#0b2545" d="${top.d}"/>
  <path fill="#13807a" d="${bottom.d}"/>
</svg>
`;
};

/** The link-preview image: hero artwork, logo, name, tagline and city. */
const shareSvg = (logoSvg) => {
  const [first, ...rest] = site.name.split(" ");
  const font = "'Liberation Sans', 'Helvetica Neue', Arial, sans-serif";
  const logo = Buffer.from(logoSvg).toString("base64");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#06121f" stop-opacity="0.85"/><stop offset="0.7" stop-color="#06121f" stop-opacity="0.35"/><stop offset="1" stop-color="#06121f" stop-opacity="0.1"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#shade)"/>
  <rect x="80" y="96" width="112" height="112" rx="20" fill="#ffffff"/>
  <image x="92" y="108" width="88" height="88" href="data:image/svg+xml;base64,${logo}"/>
  <text x="80" y="318" font-family="${font}" font-size="84" font-weight="700" fill="#ffffff">${escapeXml(first)}</text>
  <text x="84" y="370" font-family="${font}" font-size="30" font-weight="700" letter-spacing="6" fill="#7fdcd0">${escapeXml(rest.join(" ").toUpperCase())}</text>
  <text x="80" y="450" font-family="${font}" font-size="30" fill="#dce8f1">GMP audits · Quality consulting · Validation</text>
  <text x="80" y="492" font-family="${font}" font-size="30" fill="#dce8f1">Training · Regulatory affairs</text>
  <text x="80" y="560" font-family="${font}" font-size="24" fill="#a9bfd1">${escapeXml(`${site.address.city}, ${site.address.region}, ${site.address.country}`)}</text>
</svg>`;
};

const main = async () => {
  const staticDir = path.join(root, "static/images");
  fs.writeFileSync(path.join(staticDir, "wordmark.svg"), await wordmarkSvg(site.name));
  if (process.argv.includes("--wordmark")) {
    console.log(`Wordmark drawn: "${site.name}".`);
    return;
  }
  const heroDir = path.join(root, "src/images/hero");
  fs.mkdirSync(heroDir, { recursive: true });
  for (const [page, palette] of Object.entries(HEROES)) {
    await sharp(Buffer.from(heroSvg(palette)))
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(path.join(heroDir, `${page}.jpg`));
  }
  const logo = fs.readFileSync(path.join(staticDir, "logo-mark.svg"));
  const background = await sharp(Buffer.from(heroSvg(HEROES.home, 1200, 630)))
    .png()
    .toBuffer();
  await sharp(background)
    .composite([{ input: Buffer.from(shareSvg(logo.toString())) }])
    .jpeg({ quality: 85, mozjpeg: true })
    .toFile(path.join(staticDir, "share.jpg"));
  await sharp(logo, { density: 600 }).resize(512, 512).png().toFile(path.join(staticDir, "logo-512.png"));
  console.log(`Artwork written: ${Object.keys(HEROES).length} heroes, wordmark, share image and logo.`);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
