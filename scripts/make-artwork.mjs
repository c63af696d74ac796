/**
 * Renders the site's original artwork with sharp:
 *   src/images/hero/<page>.jpg  abstract hero backgrounds (molecular lattice over a gradient)
 *   static/images/wordmark.svg  the company name, from data/site.json
 *   static/images/share.jpg     1200 × 630 image for link previews, from data/site.json
 *   static/images/logo-512.png  raster logo for structured data
 *   static/images/favicon-32.png
 * Run with `npm run artwork` after changing the company name or the palette; the
 * outputs are committed so a build needs no extra step.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const site = JSON.parse(fs.readFileSync(path.join(root, "data/site.json"), "utf8"));

const WIDTH = 2400;
const HEIGHT = 1100;

/** Each page's hero: two gradient stops, a glow colour and a seed for the lattice. */
const HEROES = {
  home: { from: "#0a1f3d", to: "#0f4c5c", glow: "#2ec4b6", seed: 7 },
  aboutus: { from: "#0b2545", to: "#1d3f6e", glow: "#5fa8d3", seed: 11 },
  gmpaudits: { from: "#0a2a3a", to: "#13605a", glow: "#3dd6b5", seed: 23 },
  qualityconsulting: { from: "#101d42", to: "#24457a", glow: "#7fb7e6", seed: 31 },
  computersystemvalidations: { from: "#071b2e", to: "#114b6b", glow: "#4cc9f0", seed: 43 },
  training: { from: "#0c2340", to: "#1e5a5a", glow: "#5ed1a4", seed: 59 },
  regulatoryaffairs: { from: "#111a3a", to: "#2c3f78", glow: "#8fa8ff", seed: 67 },
  contactus: { from: "#0a2238", to: "#175a68", glow: "#45c4c0", seed: 83 },
  notfound: { from: "#0b1d33", to: "#22365f", glow: "#6f8fd8", seed: 97 },
};

/** Small deterministic random generator, so the artwork is reproducible. */
const random = (seed) => () => {
  seed = (seed * 16807) % 2147483647;
  return (seed - 1) / 2147483646;
};

const hexagon = (cx, cy, r) =>
  Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i + Math.PI / 6;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(" ");

const heroSvg = ({ from, to, glow, seed }, width = WIDTH, height = HEIGHT) => {
  const rand = random(seed);
  const r = 64;
  const dx = r * Math.sqrt(3);
  const dy = r * 1.5;
  const rings = [];
  const atoms = [];
  for (let row = -1; row < height / dy + 1; row++) {
    for (let col = -1; col < width / dx + 1; col++) {
      const cx = col * dx + (row % 2 ? dx / 2 : 0);
      const cy = row * dy;
      // The lattice thins out towards the left, where the title sits.
      const density = Math.min(1, Math.max(0, (cx / width - 0.25) * 1.6));
      if (rand() > density * 0.75) continue;
      const opacity = (0.05 + rand() * 0.16) * density;
      rings.push(
        `<polygon points="${hexagon(cx, cy, r)}" fill="none" stroke="#ffffff" stroke-opacity="${opacity.toFixed(3)}" stroke-width="2"/>`,
      );
      if (rand() > 0.7) {
        const a = (Math.PI / 3) * Math.floor(rand() * 6) + Math.PI / 6;
        atoms.push(
          `<circle cx="${(cx + r * Math.cos(a)).toFixed(1)}" cy="${(cy + r * Math.sin(a)).toFixed(1)}" r="${(5 + rand() * 5).toFixed(1)}" fill="${glow}" fill-opacity="${(0.35 + rand() * 0.4).toFixed(2)}"/>`,
        );
      }
    }
  }
  const dots = Array.from({ length: 140 }, () => {
    const x = rand() * width;
    const y = rand() * height;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(1 + rand() * 2).toFixed(1)}" fill="#ffffff" fill-opacity="${(0.08 + rand() * 0.2).toFixed(2)}"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="base" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <radialGradient id="glow-a" cx="0.78" cy="0.3" r="0.45">
      <stop offset="0" stop-color="${glow}" stop-opacity="0.45"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="glow-b" cx="0.55" cy="1" r="0.5">
      <stop offset="0" stop-color="${glow}" stop-opacity="0.22"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#base)"/>
  <rect width="100%" height="100%" fill="url(#glow-a)"/>
  <rect width="100%" height="100%" fill="url(#glow-b)"/>
  ${dots}
  ${rings.join("")}
  ${atoms.join("")}
</svg>`;
};

const escapeXml = (text) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The company name set as a two-line wordmark: first word large, the rest small caps. */
const wordmarkSvg = (name) => {
  const [first, ...rest] = name.split(" ");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="44" viewBox="0 0 220 44" role="img" aria-label="${escapeXml(name)}">
  <text x="0" y="22" font-family="'Segoe UI', 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif" font-size="23" font-weight="700" letter-spacing="0.5" fill="#0b2545">${escapeXml(first)}</text>
  <text x="1" y="39" font-family="'Segoe UI', 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif" font-size="11.5" font-weight="600" letter-spacing="2.2" fill="#13807a">${escapeXml(rest.join(" ").toUpperCase())}</text>
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
  const heroDir = path.join(root, "src/images/hero");
  fs.mkdirSync(heroDir, { recursive: true });
  for (const [page, palette] of Object.entries(HEROES)) {
    await sharp(Buffer.from(heroSvg(palette)))
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(path.join(heroDir, `${page}.jpg`));
  }
  const staticDir = path.join(root, "static/images");
  fs.writeFileSync(path.join(staticDir, "wordmark.svg"), wordmarkSvg(site.name));
  const logo = fs.readFileSync(path.join(staticDir, "logo-mark.svg"));
  const background = await sharp(Buffer.from(heroSvg(HEROES.home, 1200, 630)))
    .png()
    .toBuffer();
  await sharp(background)
    .composite([{ input: Buffer.from(shareSvg(logo.toString())) }])
    .jpeg({ quality: 85, mozjpeg: true })
    .toFile(path.join(staticDir, "share.jpg"));
  await sharp(logo, { density: 600 }).resize(512, 512).png().toFile(path.join(staticDir, "logo-512.png"));
  await sharp(logo, { density: 300 }).resize(32, 32).png().toFile(path.join(staticDir, "favicon-32.png"));
  await sharp(logo, { density: 300 })
    .resize(180, 180)
    .flatten({ background: "#ffffff" })
    .png()
    .toFile(path.join(staticDir, "apple-touch-icon.png"));
  console.log(`Artwork written: ${Object.keys(HEROES).length} heroes, wordmark, logo and icons.`);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
