/**
 * Draws the GMP Audits page's diagram, src/images/gmp-audit-cycle.svg: the six
 * steps of an audit around a circle, each arrow leading to the next step.
 * Run with `node scripts/draw-audit-cycle.mjs`; the output is committed.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const STEPS = [
  ["Plan"],
  ["Prepare"],
  ["Conduct"],
  ["Report"],
  ["Follow up", "CAPA"],
  ["Close and", "requalify"],
];
const SIZE = 640;
const CENTER = SIZE / 2;
const ORBIT = 220;
const NODE = 66;
const FONT = "'Segoe UI', 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";

const point = (angle, radius) => [CENTER + radius * Math.cos(angle), CENTER + radius * Math.sin(angle)];
const angleOf = (i) => -Math.PI / 2 + (i * 2 * Math.PI) / STEPS.length;
const f = (n) => n.toFixed(1);

const arrows = STEPS.map((_, i) => {
  // An arc along the orbit from just after this node to just before the next.
  const gap = Math.asin((NODE + 12) / ORBIT);
  const [x1, y1] = point(angleOf(i) + gap, ORBIT);
  const [x2, y2] = point(angleOf(i + 1) - gap, ORBIT);
  return `<path d="M${f(x1)} ${f(y1)} A${ORBIT} ${ORBIT} 0 0 1 ${f(x2)} ${f(y2)}" fill="none" stroke="#13807a" stroke-width="4" marker-end="url(#arrow)"/>`;
}).join("\n  ");

const nodes = STEPS.map((lines, i) => {
  const [x, y] = point(angleOf(i), ORBIT);
  const first = y - (lines.length - 1) * 10 + 14;
  const text = lines
    .map(
      (line, l) =>
        `<text x="${f(x)}" y="${f(first + l * 20)}" text-anchor="middle" font-size="17" font-weight="600" fill="#0b2545">${line}</text>`,
    )
    .join("");
  return `<g>
    <circle cx="${f(x)}" cy="${f(y)}" r="${NODE}" fill="#ffffff" stroke="#0b2545" stroke-width="3"/>
    <circle cx="${f(x)}" cy="${f(y - 30)}" r="15" fill="#13807a"/>
    <text x="${f(x)}" y="${f(y - 24.5)}" text-anchor="middle" font-size="16" font-weight="700" fill="#ffffff">${i + 1}</text>
    ${text}
  </g>`;
}).join("\n  ");

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" font-family="${FONT}">
  <defs>
    <marker id="arrow" viewBox="0 0 10 10" refX="7" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse">
      <path d="M0 0 10 5 0 10z" fill="#13807a"/>
    </marker>
    <radialGradient id="core" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#e6f4f2"/><stop offset="1" stop-color="#cfe8e4"/>
    </radialGradient>
  </defs>
  <circle cx="${CENTER}" cy="${CENTER}" r="112" fill="url(#core)"/>
  <text x="${CENTER}" y="${CENTER - 6}" text-anchor="middle" font-size="24" font-weight="700" fill="#0b2545">GMP Audit</text>
  <text x="${CENTER}" y="${CENTER + 24}" text-anchor="middle" font-size="17" font-weight="600" fill="#13807a" letter-spacing="2">CYCLE</text>
  ${arrows}
  ${nodes}
</svg>
`;

fs.writeFileSync(path.join(root, "src/images/gmp-audit-cycle.svg"), svg);
console.log("Wrote src/images/gmp-audit-cycle.svg");
