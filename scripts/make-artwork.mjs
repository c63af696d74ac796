/**
 * Renders the site's original artwork with sharp:
 *   src/images/hero/<name>.svg  the banners: each page's own method drawn as a diagram, in one line
 *                               weight, palette and grid (`--check` names any out of date)
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
 * The banners' one visual language: the firm's own methods, drawn as diagrams. One line weight (a
 * hairline of LINE_WIDTH css pixels at every size, since strokes do not scale), one palette (the
 * tokens of src/styles/_tokens.scss), one grid (every point on a GRID-unit lattice that is also drawn,
 * faintly), all on the right of a WIDTH × HEIGHT canvas so that the title, on the left, leads.
 */
const PALETTE = {
  ground: "#0b2545", // $navy
  groundEnd: "#13315c", // $navy-600
  line: "#dce8f1", // $hero-lead
  accent: "#13807a", // $teal
  accentLight: "#e6f4f2", // $teal-050
};
const GRID = 50;
const LINE_WIDTH = 1.5;
/** The attribute recording what a banner was drawn from (src/lib/artwork.ts reads it). */
const ARTWORK_SOURCE_ATTRIBUTE = "data-drawn-from";

/**
 * Each generated banner (src/images/hero/<name>.svg), the page whose data it draws from, and its
 * motif. A page's diagram section (its shape and number of steps), or with `method: "steps"` its list
 * of numbered steps, sets the motif's geometry; a page whose banner shows the logo gets the logo drawn
 * into the composition.
 */
const HEROES = {
  home: { page: "home", motif: "methods" },
  aboutus: { page: "aboutus", motif: "engagement" },
  gmpaudits: { page: "gmpaudits", motif: "cycle" },
  qualityconsulting: { page: "qualityconsulting", motif: "batchRecord" },
  computersystemvalidations: { page: "computersystemvalidations", motif: "vModel" },
  training: { page: "training", motif: "gowning" },
  regulatoryaffairs: { page: "regulatoryaffairs", motif: "stages" },
  notfound: { page: "404", motif: "brokenRail" },
  insights: { page: "insights", motif: "clauses" },
  privacy: { page: "privacy", motif: "personalData" },
  "thank-you": { page: "thank-you", motif: "nextSteps", method: "steps" },
};

/**
 * What a page gives its banner: its diagram's shape and steps (or the number of its numbered steps,
 * recorded as the shape "steps" even when the list is gone), and whether the logo is shown.
 */
const pageSource = (slug, method = "diagram") => {
  const file = path.join(root, "data/pages", `${slug}.json`);
  const page = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : { sections: [] };
  const sections = page.sections ?? [];
  const diagram = sections.find((section) => section.kind === "diagram");
  const list = sections.find((section) => section.kind === "list" && section.style === "steps");
  return {
    diagram:
      method === "steps"
        ? { shape: "steps", steps: list?.items?.length ?? 0 }
        : diagram
          ? { shape: diagram.diagram, steps: diagram.steps.length }
          : null,
    logo: Boolean(page.hero?.showLogo),
  };
};

/** The record a banner keeps of its source, compared with the page by the data check (src/lib/artwork.ts). */
const sourceRecord = (slug, { diagram, logo }) =>
  [slug, diagram ? `${diagram.shape} ${diagram.steps}` : "", logo ? "logo" : ""].join(";");

/** Small deterministic random generator, so the artwork is reproducible. */
const random = (seed) => () => {
  seed = (seed * 16807) % 2147483647;
  return (seed - 1) / 2147483646;
};

const n = (value) => String(Math.round(value));
const snap = (value) => Math.round(value / GRID) * GRID;

/**
 * Drawing primitives. Strokes come from the motif's group (colour, weight, no fill); an element
 * only says when it is the accent or dashed. The weight does not scale with the picture.
 */
const HAIRLINE = ' vector-effect="non-scaling-stroke"';
const accentStroke = (accent) => (accent ? ` stroke="${PALETTE.accentLight}" stroke-opacity="0.9"` : "");
const dash = (dashed) => (dashed ? ' stroke-dasharray="6 8"' : "");
const path_ = (d, { accent = false, dashed = false } = {}) =>
  `<path d="${d}"${accentStroke(accent)}${dash(dashed)}${HAIRLINE}/>`;
const circle = (cx, cy, r, { accent = false, fill = false, dashed = false } = {}) =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${fill ? ` fill="${accent ? PALETTE.accent : PALETTE.ground}"` : ""}${accentStroke(accent)}${dash(dashed)}${HAIRLINE}/>`;
const rect = (x, y, w, h, { accent = false, dashed = false } = {}) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${accentStroke(accent)}${dash(dashed)}${HAIRLINE}/>`;
/** A step of a method: a ring on the grid, filled with the ground so lines stop at its edge. */
const node = (x, y, accent = false) =>
  circle(x, y, accent ? 16 : 11, { fill: true, accent }) + (accent ? circle(x, y, 34, { accent }) : "");
const arrowHead = (x, y, angle, size = 16) => {
  const at = (a) => `${n(x - size * Math.cos(angle + a))} ${n(y - size * Math.sin(angle + a))}`;
  return `M${at(-0.5)}L${n(x)} ${n(y)}L${at(0.5)}`;
};

/** The logo mark (static/images/logo-mark.svg) drawn into a composition at (cx, cy), `size` units across. */
const logoMark = (cx, cy, size) => {
  const k = size / 48;
  return `<g transform="translate(${n(cx - 24 * k)} ${n(cy - 24 * k)}) scale(${k.toFixed(3)})" stroke="none">
  <path d="M24 2.5 42.6 13.25v21.5L24 45.5 5.4 34.75v-21.5z" fill="${PALETTE.accent}"/>
  <path d="M24 9.5 36.6 16.75v14.5L24 38.5 11.4 31.25v-14.5z" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="1.5"/>
  <path d="M15.5 24.5l5.5 5.5 11.5-12" fill="none" stroke="#ffffff" stroke-width="3.6" stroke-linecap="round" stroke-linejoin="round"/>
</g>`;
};

/** A cycle of `count` steps round (cx, cy): arcs between the steps, an arrow at each arc's end. */
const cycle = (cx, cy, r, count, accentIndex = -1, start = -Math.PI / 2) => {
  const parts = [];
  const gap = 30 / r;
  for (let i = 0; i < count; i++) {
    const a0 = start + (i / count) * Math.PI * 2 + gap;
    const a1 = start + ((i + 1) / count) * Math.PI * 2 - gap;
    const [x0, y0, x1, y1] = [
      cx + r * Math.cos(a0),
      cy + r * Math.sin(a0),
      cx + r * Math.cos(a1),
      cy + r * Math.sin(a1),
    ];
    parts.push(
      path_(`M${n(x0)} ${n(y0)}A${r} ${r} 0 0 1 ${n(x1)} ${n(y1)}${arrowHead(x1, y1, a1 + Math.PI / 2)}`),
    );
  }
  for (let i = 0; i < count; i++) {
    const a = start + (i / count) * Math.PI * 2;
    parts.push(node(cx + r * Math.cos(a), cy + r * Math.sin(a), i === accentIndex));
  }
  return parts.join("");
};

/** A V-model of `steps` steps between x0 and x1, top to bottom: nodes paired across by traceability. */
const vModel = (x0, x1, top, bottom, steps, { links = true, accentLevel = -1 } = {}) => {
  const levels = Math.floor(steps / 2);
  const mid = (x0 + x1) / 2;
  const parts = [path_(`M${n(x0)} ${n(top)}L${n(mid)} ${n(bottom)}L${n(x1)} ${n(top)}`)];
  const nodes = [];
  for (let level = 0; level < levels; level++) {
    const t = level / Math.max(levels, 1);
    const y = top + (bottom - top) * t;
    const xl = x0 + (mid - x0) * t;
    const xr = x1 - (x1 - mid) * t;
    const accent = level === accentLevel;
    if (links) parts.push(path_(`M${n(xl + 30)} ${n(y)}H${n(xr - 30)}`, { dashed: true, accent }));
    nodes.push(node(xl, y, accent), node(xr, y, accent));
  }
  if (steps % 2) nodes.push(rect(mid - 40, bottom - 20, 80, 40), circle(mid, bottom, 6, { fill: true }));
  return parts.join("") + nodes.join("");
};

/** A rail of `count` stages from x0 to x1 at y, ticks on the grid between them. */
const rail = (x0, x1, y, count, accentIndex = -1, { brokenAt = -1 } = {}) => {
  const parts = [];
  const step = (x1 - x0) / Math.max(count - 1, 1);
  if (brokenAt < 0) parts.push(path_(`M${n(x0 - GRID)} ${n(y)}H${n(x1 + GRID)}`));
  else {
    const x = x0 + step * (brokenAt - 0.5);
    parts.push(path_(`M${n(x0 - GRID)} ${n(y)}H${n(x - GRID)}M${n(x + GRID)} ${n(y)}H${n(x1 + GRID)}`));
  }
  for (let x = snap(x0) + GRID; x < x1; x += GRID) parts.push(path_(`M${x} ${n(y - 8)}v16`));
  for (let i = 0; i < count; i++) parts.push(node(x0 + step * i, y, i === accentIndex));
  return parts.join("");
};

/** A sealed envelope, `w` × `h` from (x, y): a request sent or a reply. */
const envelope = (x, y, w, h) =>
  rect(x, y, w, h) + path_(`M${n(x)} ${n(y)}L${n(x + w / 2)} ${n(y + h * 0.6)}L${n(x + w)} ${n(y)}`);

/** The motifs: each returns SVG elements for the WIDTH × HEIGHT canvas, from the page's source. */
const MOTIFS = {
  /** Home: the logo at the centre of the firm's methods, the cycle every engagement runs. */
  methods: (rand, { logo }) => {
    const [cx, cy] = [1800, 550];
    return [
      circle(cx, cy, 400, { dashed: true }),
      cycle(cx, cy, 300, 5, 0),
      circle(cx, cy, 200),
      logo ? logoMark(cx, cy, 200) : node(cx, cy, true),
    ].join("");
  },
  /** About us: the five services, each a method in miniature, on one line of work. */
  engagement: () => {
    const y = 550;
    const xs = [1350, 1600, 1850, 2100, 2350];
    const parts = [path_(`M1250 ${y}H2400`)];
    // Audits: a cycle; consulting: a record's rows; validation: a V; training: steps; regulatory: a rail.
    parts.push(cycle(xs[0], y - 150, 60, 4));
    parts.push(
      rect(xs[1] - 50, y - 250, 100, 200),
      path_(
        `M${xs[1] - 50} ${y - 200}h100M${xs[1] - 50} ${y - 150}h100M${xs[1] - 50} ${y - 100}h100M${xs[1]} ${y - 250}v200`,
      ),
    );
    parts.push(vModel(xs[2] - 75, xs[2] + 75, y - 250, y - 75, 5, { links: false }));
    parts.push(path_(`M${xs[3] - 75} ${y - 50}h50v-50h50v-50h50v-50`));
    parts.push(
      path_(`M${xs[4] - 90} ${y - 150}h180`),
      node(xs[4] - 90, y - 150),
      node(xs[4], y - 150),
      node(xs[4] + 90, y - 150),
    );
    xs.forEach((x, i) => parts.push(path_(`M${x} ${y - 40}V${y}`), node(x, y, i === 0)));
    return parts.join("");
  },
  /** GMP audits: a detail of the audit cycle, its steps from the page's diagram, "conduct" marked. */
  cycle: (rand, { diagram }) => {
    const count = diagram?.shape === "cycle" ? diagram.steps : 6;
    return circle(1850, 550, 300, { dashed: true }) + cycle(1850, 550, 400, count, Math.min(2, count - 1));
  },
  /** Quality consulting: a batch record's grid, one entry corrected and initialled, as GMP asks. */
  batchRecord: (rand) => {
    const [x0, y0, rows] = [1250, 200, 14];
    const columns = [1250, 1350, 1700, 1850, 2000, 2100, 2200];
    const y1 = y0 + rows * GRID;
    const parts = [rect(x0, y0, 950, rows * GRID)];
    const rules = [];
    for (let row = 1; row < rows; row++) rules.push(`M${x0} ${y0 + row * GRID}H2200`);
    for (const x of columns.slice(1, -1)) rules.push(`M${x} ${y0}V${y1}`);
    parts.push(path_(rules.join("")));
    // The entries: an instruction's words, a value, two initials' strokes.
    const entries = [];
    for (let row = 1; row < rows; row++) {
      const y = y0 + row * GRID + 25;
      entries.push(`M1375 ${y}h${n(120 + rand() * 180)}M1725 ${y}h${n(40 + rand() * 60)}`);
      if (row < rows - 3) entries.push(`M2025 ${y}h40M2125 ${y}h40`);
    }
    parts.push(`<g stroke-opacity="0.6">${path_(entries.join(""))}</g>`);
    // The corrected entry: struck through once, the new value beside it, the correction ringed.
    const y = y0 + 7 * GRID + 25;
    parts.push(path_(`M1715 ${y}h90`, { accent: true }), rect(1700, y - 25, 150, 50, { accent: true }));
    parts.push(
      path_(`M1850 ${y}C1900 ${y - 80} 1950 ${y - 120} 2000 ${y - 125}`, { accent: true, dashed: true }),
    );
    return parts.join("");
  },
  /** Computer system validation: the V-model, as deep as the page's diagram, its base marked. */
  vModel: (rand, { diagram }) => {
    const steps = diagram?.shape === "vModel" ? diagram.steps : 9;
    const levels = Math.floor(steps / 2);
    return vModel(1300, 2200, 200, 900, steps, { accentLevel: levels - 1 });
  },
  /** Training: the gowning sequence, through the change rooms of a clean area into grade B. */
  gowning: () => {
    const [y0, y1] = [250, 850];
    const rooms = [1250, 1550, 1850, 2200];
    // Walls with doorways on the path (y 500 to 600).
    const walls = [`M1250 ${y0}H2200M1250 ${y1}H2200`];
    for (const x of rooms.slice(0, -1)) walls.push(`M${x} ${y0}V500M${x} 600V${y1}`);
    const parts = [path_(walls.join(""))];
    // The step-over bench between the change rooms, and the pressure rising room by room.
    parts.push(rect(1825, 350, 50, 400));
    rooms.slice(0, -1).forEach((x, i) => {
      for (let k = 0; k <= i; k++) parts.push(path_(`M${x + 150 + k * 30} 320l15-15 15 15`));
    });
    // The order of gowning: hands, overshoes, over the bench, coverall, goggles, gloves.
    const steps = [
      [1350, 700],
      [1450, 700],
      [1700, 550],
      [2000, 700],
      [2100, 450],
      [2200, 550],
    ];
    parts.push(path_(`M1250 700${steps.map(([x, y]) => `L${x} ${y}`).join("")}`, { dashed: true }));
    steps.forEach(([x, y], i) => parts.push(node(x, y, i === steps.length - 1)));
    return parts.join("");
  },
  /** Regulatory affairs: the stage rail, its stages from the page's diagram, submission marked. */
  stages: (rand, { diagram }) => {
    const count = diagram?.shape === "timeline" ? diagram.steps : 3;
    const [x0, x1, y] = [1350, 2100, 500];
    const parts = [rail(x0, x1, y, count, Math.floor((count - 1) / 2))];
    // Under each stage, its part of the dossier: a page of ruled lines on a hanger.
    const step = (x1 - x0) / Math.max(count - 1, 1);
    for (let i = 0; i < count; i++) {
      const x = x0 + step * i;
      parts.push(path_(`M${n(x)} ${y + 34}V650`), rect(x - 75, 650, 150, 200));
      parts.push(path_(`M${n(x - 50)} 700h100M${n(x - 50)} 750h100M${n(x - 50)} 800h60`));
    }
    return parts.join("");
  },
  /** Not found: the rail, broken, one stage off the line. */
  brokenRail: () => rail(1450, 2250, 550, 4, -1, { brokenAt: 2 }) + node(1850, 400, true),
  /** Insights: a regulation's clauses, read down to the one that applies. */
  clauses: () => {
    const parts = [path_("M1400 200V900")];
    const rows = [
      [300, 1, false],
      [400, 2, false],
      [500, 2, true],
      [600, 3, false],
      [700, 2, false],
      [800, 1, false],
    ];
    for (const [y, depth, accent] of rows) {
      const x = 1400 + depth * 100;
      parts.push(path_(`M1400 ${y}H${x}`), node(x, y, accent));
      parts.push(path_(`M${x + 50} ${y}h${n(700 - depth * 100)}`, { accent }));
    }
    return parts.join("");
  },
  /**
   * Privacy: a request's record, its fields led to one store and kept there under lock, then a
   * retention line that ends in an empty ring, the record erased.
   */
  personalData: (rand) => {
    const [x0, y0, width] = [1350, 300, 250];
    const fields = [400, 450, 500, 550, 600, 650];
    const store = { x: 1800, y: 450, size: 200 };
    const inlet = [store.x, store.y + store.size / 2];
    const parts = [rect(x0, y0, width, 400), path_(`M${x0} ${y0 + 50}H${x0 + width}`)];
    // Each field: its label and its value; from the record's edge, a line to the store's one inlet.
    const entries = [`M${x0 + 25} ${y0 + 25}h100`];
    const flows = [];
    const bend = (inlet[0] - x0 - width) / 2;
    for (const y of fields) {
      entries.push(`M${x0 + 25} ${y}h40M${x0 + 100} ${y}h${n(70 + rand() * 55)}`);
      flows.push(
        `M${x0 + width} ${y}C${x0 + width + bend} ${y} ${inlet[0] - bend} ${inlet[1]} ${inlet[0]} ${inlet[1]}`,
      );
    }
    parts.push(`<g stroke-opacity="0.6">${path_(entries.join(""))}</g>`, path_(flows.join("")));
    // The store, and the lock on it.
    const [cx, cy] = [store.x + store.size / 2, store.y + store.size / 2];
    parts.push(rect(store.x, store.y, store.size, store.size));
    parts.push(
      rect(cx - 25, cy, 50, 40, { accent: true }),
      path_(`M${cx - 15} ${cy}v-15a15 15 0 0 1 30 0v15`, { accent: true }),
    );
    // Retention: kept for a run of months from the store, then erased.
    const [ry, r0, r1] = [850, cx, 2200];
    const ticks = [];
    for (let x = r0 + GRID; x < r1; x += GRID) ticks.push(`M${x} ${ry - 8}v16`);
    parts.push(
      path_(`M${cx} ${store.y + store.size}V${ry}`, { dashed: true }),
      path_(`M${r0} ${ry}H${r1 - 25}${ticks.join("")}`),
      node(r0, ry),
      circle(r1, ry, 25, { dashed: true }),
    );
    return parts.join("");
  },
  /**
   * Thank you: the request received, the page's next steps over an arch, ending in the reply; the
   * first step (the acknowledgement) marked.
   */
  nextSteps: (rand, { diagram }) => {
    const count = diagram?.shape === "steps" && diagram.steps > 0 ? diagram.steps : 3;
    const [cx, y, rx, ry] = [1875, 600, 275, 300];
    const [w, h] = [140, 100];
    const parts = [envelope(cx - rx - w / 2, y + GRID, w, h), envelope(cx + rx - w / 2, y + GRID, w, h)];
    // Up from the request, over the steps, and down into the reply, stopping short of it.
    const tip = y + GRID - 15;
    parts.push(
      path_(
        `M${cx - rx} ${y + GRID}V${y}A${rx} ${ry} 0 0 1 ${cx + rx} ${y}V${tip}${arrowHead(cx + rx, tip, Math.PI / 2)}`,
      ),
    );
    for (let i = 0; i < count; i++) {
      const a = ((i + 1) / (count + 1)) * Math.PI;
      parts.push(node(cx - rx * Math.cos(a), y - ry * Math.sin(a), i === 0));
    }
    return parts.join("");
  },
};

/** A banner: the ground, the grid, the motif; all but the ground fade out towards the title. */
const heroSvg = (name, { width = WIDTH, height = HEIGHT, logo } = {}) => {
  const { page, motif, method } = HEROES[name];
  const source = pageSource(page, method);
  if (logo !== undefined) source.logo = logo;
  const rand = random(name.length * 7919);
  const scale = width / WIDTH;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ${ARTWORK_SOURCE_ATTRIBUTE}="${escapeXml(sourceRecord(page, source))}">
<defs>
<linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${PALETTE.ground}"/><stop offset="1" stop-color="${PALETTE.groundEnd}"/></linearGradient>
<linearGradient id="f" x1="0.3" x2="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff"/></linearGradient>
<mask id="m" maskUnits="userSpaceOnUse" x="0" y="0" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="url(#f)"/></mask>
<pattern id="p" width="${GRID * scale}" height="${GRID * scale}" patternUnits="userSpaceOnUse"><circle cx="${(GRID * scale) / 2}" cy="${(GRID * scale) / 2}" r="${(1.5 * scale).toFixed(2)}" fill="${PALETTE.line}" fill-opacity="0.14"/></pattern>
</defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<g mask="url(#m)">
<rect width="${width}" height="${height}" fill="url(#p)"/>
<g transform="scale(${scale.toFixed(4)}) translate(${GRID / 2} ${GRID / 2})" fill="none" stroke="${PALETTE.line}" stroke-opacity="0.5" stroke-width="${LINE_WIDTH}" stroke-linecap="round" stroke-linejoin="round">${MOTIFS[motif](rand, source)}</g>
</g>
</svg>
`;
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

/** The body sans, from its package: the file with the weight axis. */
const SANS_FILE = path.join(
  root,
  "node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2",
);

/** A variable font's letters for `text` as fontkit reads them (TrueType, see wordmarkSvg). */
const fontFor = async (file, text) =>
  fontkit.create(await subsetFont(fs.readFileSync(file), text, { targetFormat: "truetype" }));

/**
 * The link-preview image: hero artwork, logo, and the name, services and city drawn as outlines of the
 * site's own faces (the name as the wordmark sets it, the rest in the body sans), so that every
 * system draws it alike and none in a stand-in face.
 */
const shareSvg = async (logoSvg) => {
  const [first, ...rest] = site.name.split(" ");
  const capitals = rest.join(" ").toUpperCase();
  const services = ["GMP audits · Quality consulting · Validation", "Training · Regulatory affairs"];
  const city = `${site.address.city}, ${site.address.region}, ${site.address.country}`;
  const serif = await fontFor(SERIF_FILE, `${first}${capitals}`);
  const sans = await fontFor(SANS_FILE, [...services, city].join(""));
  const lines = [
    {
      font: serif.getVariation({ wght: 600, opsz: 60 }),
      text: first,
      size: 84,
      x: 80,
      y: 318,
      fill: "#ffffff",
    },
    {
      font: serif.getVariation({ wght: 620, opsz: 10 }),
      text: capitals,
      size: 30,
      tracking: 6,
      x: 84,
      y: 370,
      fill: "#7fdcd0",
    },
    ...services.map((text, i) => ({
      font: sans.getVariation({ wght: 400 }),
      text,
      size: 30,
      x: 80,
      y: 450 + 42 * i,
      fill: "#dce8f1",
    })),
    { font: sans.getVariation({ wght: 400 }), text: city, size: 24, x: 80, y: 560, fill: "#a9bfd1" },
  ];
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
${lines.map(({ fill, ...line }) => `  <path fill="${fill}" d="${outline(line.font, line.text, line).d}"/>`).join("\n")}
</svg>`;
};

const main = async () => {
  const staticDir = path.join(root, "static/images");
  const heroDir = path.join(root, "src/images/hero");
  // `--check` draws the banners in memory and names any whose file differs: drawn by an older
  // version of this script or from older data. Nothing is written.
  if (process.argv.includes("--check")) {
    const stale = Object.keys(HEROES).filter((name) => {
      const file = path.join(heroDir, `${name}.svg`);
      return !fs.existsSync(file) || fs.readFileSync(file, "utf8") !== heroSvg(name);
    });
    if (stale.length) {
      console.error(
        `Banners out of date: ${stale.map((name) => `src/images/hero/${name}.svg`).join(", ")}; run npm run artwork`,
      );
      process.exit(1);
    }
    console.log(`All ${Object.keys(HEROES).length} banners are as drawn.`);
    return;
  }
  fs.writeFileSync(path.join(staticDir, "wordmark.svg"), await wordmarkSvg(site.name));
  if (process.argv.includes("--wordmark")) {
    console.log(`Wordmark drawn: "${site.name}".`);
    return;
  }
  fs.mkdirSync(heroDir, { recursive: true });
  for (const name of Object.keys(HEROES)) fs.writeFileSync(path.join(heroDir, `${name}.svg`), heroSvg(name));
  const logo = fs.readFileSync(path.join(staticDir, "logo-mark.svg"));
  // The link preview draws its own logo tile, so the home banner under it is drawn without one.
  const background = await sharp(Buffer.from(heroSvg("home", { width: 1200, height: 630, logo: false })))
    .png()
    .toBuffer();
  await sharp(background)
    .composite([{ input: Buffer.from(await shareSvg(logo.toString())) }])
    .jpeg({ quality: 85, mozjpeg: true })
    .toFile(path.join(staticDir, "share.jpg"));
  await sharp(logo, { density: 600 }).resize(512, 512).png().toFile(path.join(staticDir, "logo-512.png"));
  console.log(`Artwork written: ${Object.keys(HEROES).length} banners, wordmark, share image and logo.`);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
