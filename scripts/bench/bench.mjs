/**
 * `npm run bench`: how fast the site builds and loads. Not a test: these
 * machines are shared, so the figures vary; compare medians between runs.
 *
 * 1. Build times: a cold build after `gatsby clean`, then a rebuild after one
 *    data file changes (a keyword is added to data/pages/training.json and
 *    removed again afterwards).
 * 2. Lighthouse (Debian's Chromium) three times (--runs) on every route (every page
 *    and the newest insight), mobile (its default simulated throttling) and
 *    desktop, against the production build served on 127.0.0.1 as the CDN
 *    serves it (tests/support/site-server.ts: its headers and compression). Besides
 *    Lighthouse's scores and metrics, each report gives our scripts' blocking:
 *    for every long task Lighthouse attributes to one of the site's own .js
 *    files, the time beyond 50 ms, summed (see ownScriptBlocking). TBT mixes
 *    our code with the browser's own parsing, style and layout; this counts
 *    only the tasks Lighthouse puts down to our files.
 * 3. With --floor, the floor: the same pages with every script taken out (a
 *    copy of public/ whose HTML keeps its JSON-LD and other data blocks but no
 *    script that runs, see makeFloorCopy), served the same way and measured in
 *    the same session, run for run after the build's own, so that both meet
 *    the same load on the machine. What the pages could score with no
 *    JavaScript at all; the gap is what our scripts cost.
 * Prints one table of medians (with --floor, the floor's perf, LCP, TBT and
 * blocking beside the build's), the mobile CPU slowdown used, and writes every
 * figure to bench-results/.
 *
 * Options:
 *   --runs N          Lighthouse runs per route and form factor (default 3).
 *   --skip-build      measure the existing public/ instead of building it.
 *   --floor           also measure the script-free copy of public/ (doubles the time).
 *   --host-cpu        mobile's CPU slowdown calibrated to this host (see hostSlowdown)
 *                     instead of Lighthouse's fixed 4x.
 *   --cpu-slowdown N  mobile's CPU slowdown given, so that two builds compared are measured alike.
 *   --route PATH      measure only this route (one of those above; the option may be repeated).
 *   --port N          serve the build on 127.0.0.1:N (default PORTS.scripts) and the floor on N + 1.
 *                     For when a test run or `npm run screenshots` holds the default ones.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { parse } from "parse5";

import {
  CHECKS,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  INSIGHTS,
  LOCAL_ONLY,
  PAGES,
  PORTS,
  PUBLIC_DIR,
  ROOT as root,
} from "../../tests/support/site.ts";
import { startSite } from "../../tests/support/site-server.ts";

const args = process.argv.slice(2);

/** The number given after option `name`, or null when the option is absent. */
const numberOption = (name) => {
  const at = args.indexOf(name);
  if (at === -1) return null;
  const value = Number(args[at + 1]);
  if (!(value > 0)) throw new Error(`${name} wants a positive number, not ${args[at + 1]}`);
  return value;
};

const RUNS = numberOption("--runs") ?? 3;
const SKIP_BUILD = args.includes("--skip-build");
const FLOOR = args.includes("--floor");
const HOST_CPU = args.includes("--host-cpu");
const GIVEN_SLOWDOWN = numberOption("--cpu-slowdown");
const SITE_PORT = numberOption("--port") ?? PORTS.scripts;
/** The floor's server: the next port. */
const FLOOR_PORT = SITE_PORT + 1;
/** Unrecorded runs that read the host's benchmark index, which varies with the machine's load. */
const PROBES = 3;
const FORM_FACTORS = ["mobile", "desktop"];
/** A task blocks input for the time it runs beyond this (Lighthouse's long task and TBT threshold). */
const LONG_TASK_MS = 50;

/**
 * The mobile CPU slowdown that makes this host a mid-range phone, by Lighthouse's own calibration
 * (its throttling guide): a benchmark index of 1,300 wants 3x, and 1x more for every 233 above it;
 * 800 wants 2x, 150 wants 1x, in proportion between. Lighthouse's fixed 4x suits an index near 1,530;
 * these machines score 3,500 to 4,000, on which 4x stands for a phone about 3.5 times too fast.
 */
const hostSlowdown = (benchmarkIndex) => {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
};
const EDITED_FILE = path.join(root, "data/pages/training.json");
/**
 * Every page, one article page standing for them all (they share one template) and one readiness
 * check likewise; or only the routes named with --route.
 */
const ALL_ROUTES = [...PAGES, ...INSIGHTS.slice(0, 1), ...CHECKS.slice(0, 1)];
const NAMED_ROUTES = args.flatMap((arg, at) => (args[at - 1] === "--route" ? [arg] : []));
const ROUTES = NAMED_ROUTES.length
  ? NAMED_ROUTES.map((route) => {
      const page = ALL_ROUTES.find((candidate) => candidate.path === route);
      if (!page) throw new Error(`--route ${route} is none of the routes measured`);
      return page;
    })
  : ALL_ROUTES;
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };

const gatsby = (...command) =>
  execFileSync(path.join(root, "node_modules/.bin/gatsby"), command, { cwd: root, env, stdio: "ignore" });

const timed = (label, work) => {
  const start = performance.now();
  work();
  const seconds = (performance.now() - start) / 1000;
  console.log(`${label}: ${seconds.toFixed(1)} s`);
  return seconds;
};

const measureBuilds = () => {
  gatsby("clean");
  const cold = timed("cold build", () => gatsby("build"));
  const original = fs.readFileSync(EDITED_FILE, "utf8");
  const edited = JSON.parse(original);
  edited.keywords.push("benchmark edit");
  fs.writeFileSync(EDITED_FILE, `${JSON.stringify(edited, null, 2)}\n`);
  let rebuild;
  try {
    rebuild = timed("rebuild after one data edit", () => gatsby("build"));
  } finally {
    fs.writeFileSync(EDITED_FILE, original);
  }
  gatsby("build");
  return { cold, rebuild };
};

/* ---- The floor: public/ with no script that runs ---- */

/**
 * The `type` values of a script that runs: the HTML standard's JavaScript MIME types (matched whole,
 * as browsers do) and "module". A script of any other type (JSON-LD, speculation rules) is data the
 * browser does not run, and the floor keeps it: it is part of the page, not of its cost.
 */
const RUNNING_SCRIPT_TYPES = new Set([
  "",
  "module",
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

const attribute = (element, name) => element.attrs.find((attr) => attr.name === name)?.value;

/** Whether the floor leaves `element` out: a script that runs or loads a file, or a hint that fetches one. */
const isScriptCost = (element) => {
  if (element.tagName === "script") {
    const type = (attribute(element, "type") ?? "").trim().toLowerCase();
    return attribute(element, "src") !== undefined || RUNNING_SCRIPT_TYPES.has(type);
  }
  if (element.tagName === "link") {
    const rel = (attribute(element, "rel") ?? "").toLowerCase().split(/\s+/);
    const as = (attribute(element, "as") ?? "").toLowerCase();
    return rel.includes("modulepreload") || (rel.includes("preload") && as === "script");
  }
  return false;
};

/**
 * `html` without the elements `leaveOut` picks. They are cut out of the text by the parser's source
 * offsets rather than the tree serialized again, so every other byte stays as built (a re-serialized
 * page could differ in size or markup from the one measured beside it), and a fragment (Gatsby's
 * slice files) stays a fragment.
 */
const withoutElements = (html, leaveOut) => {
  const cuts = [];
  const visit = (node) => {
    if (node.tagName && leaveOut(node)) {
      if (!node.sourceCodeLocation) throw new Error(`<${node.tagName}> has no place in the source`);
      cuts.push(node.sourceCodeLocation);
      return;
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content); // a <template>'s own document fragment
  };
  visit(parse(html, { sourceCodeLocationInfo: true }));
  // From the end backwards, so the offsets of the cuts still to make stay right.
  const text = cuts
    .sort((a, b) => b.startOffset - a.startOffset)
    .reduce((rest, { startOffset, endOffset }) => rest.slice(0, startOffset) + rest.slice(endOffset), html);
  return { text, removed: cuts.length };
};

/**
 * A copy of public/ in a temporary folder, every HTML file in it without its scripts (isScriptCost).
 * Everything else is copied as built, _headers included, so it is served with the same headers,
 * caching and compression; public/ itself is never touched.
 */
const makeFloorCopy = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-floor-"));
  fs.cpSync(PUBLIC_DIR, dir, { recursive: true });
  let files = 0;
  let removed = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    // Gatsby also makes folders named so (page-data/404.html/).
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const full = path.join(entry.parentPath, entry.name);
    const page = withoutElements(fs.readFileSync(full, "utf8"), isScriptCost);
    fs.writeFileSync(full, page.text);
    files += 1;
    removed += page.removed;
  }
  return { dir, files, removed };
};

/* ---- Serving ---- */

/**
 * Fails when `port` is taken: startSite, which waits for an answer on the port, could take another
 * program's for ours and measure that.
 */
const assertPortFree = (port) =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", () =>
      reject(new Error(`Port ${port} is in use (a test run, or screenshots?): choose others with --port N`)),
    );
    probe.listen(port, "127.0.0.1", () => probe.close(resolve));
  });

/** `root` served on `port`, once it is known to be free. */
const serve = async (root, port) => {
  await assertPortFree(port);
  return startSite({ root, port });
};

/* ---- Lighthouse ---- */

/** One Lighthouse report of `url`: mobile (at `slowdown`, or Lighthouse's own 4x when null) or desktop. */
const runLighthouse = async (chromePort, url, formFactor, slowdown) => {
  const flags = { port: chromePort, output: "json", logLevel: "error" };
  if (slowdown && formFactor === "mobile") flags.throttling = { cpuSlowdownMultiplier: slowdown };
  const result = await lighthouse(url, flags, formFactor === "desktop" ? desktopConfig : undefined);
  return result.lhr;
};

/** Mobile's CPU slowdown for this host, from the median benchmark index of a few unrecorded runs. */
const calibrateSlowdown = async (chromePort, url) => {
  const indexes = [];
  for (let probe = 0; probe < PROBES; probe++) {
    const lhr = await runLighthouse(chromePort, url, "mobile", null);
    indexes.push(lhr.environment.benchmarkIndex);
  }
  return { slowdown: hostSlowdown(median(indexes)), indexes };
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const sum = (values) => values.reduce((total, value) => total + value, 0);

/** The path of `url` when it is one of the site's own script files (served from `origin`), else null. */
const ownScriptPath = (url, origin) => {
  // Lighthouse names work it cannot give a script "Browser", "Browser GC" or "Unattributable".
  if (!URL.canParse(url)) return null;
  const { origin: from, pathname } = new URL(url);
  return from === origin && pathname.endsWith(".js") ? pathname : null;
};

/**
 * Every long task in one report: each top-level main-thread task of 50 ms or more, with the URL
 * Lighthouse attributes it to (the first of the site's scripts whose code ran in it, else the page or
 * "Browser") and its duration as simulated at the report's throttling, as TBT's are.
 *
 * From the `long-tasks` audit rather than `bootup-time`: bootup-time sums each script's CPU time over
 * all its tasks, short ones included (a hundred 10 ms tasks score 1,000 ms and block nothing), so it
 * cannot say what part of that time held the main thread; long-tasks gives each task's own length
 * and script. Its table keeps only the 20 longest; its debugData has every one (urls, and tasks
 * pointing into them by urlIndex).
 */
const longTasks = (lhr) => {
  const audit = lhr.audits["long-tasks"];
  if (audit.errorMessage) throw new Error(`Lighthouse's long-tasks audit failed: ${audit.errorMessage}`);
  const { debugData, items = [] } = audit.details ?? {};
  const tasks = debugData
    ? debugData.tasks.map((task) => ({ ...task, url: debugData.urls[task.urlIndex] }))
    : items;
  return tasks.map(({ url, startTime, duration }) => ({ url, startTime, duration }));
};

/**
 * Our scripts' blocking: for each long task attributed to one of the site's own .js files (served
 * from `origin`), its time beyond 50 ms, summed, by file and in all. Unlike TBT this also counts tasks
 * before the first paint and after the page is interactive, and leaves out the browser's own tasks
 * (parsing, style, layout) and the HTML's inline scripts, which are put down to the page's address.
 * So style and layout that our code causes but the browser runs in a task of its own count as the
 * page's: the floor's TBT beside the build's gives the whole cost.
 */
const ownScriptBlocking = (tasks, origin) => {
  const byFile = {};
  for (const { url, duration } of tasks) {
    const file = ownScriptPath(url, origin);
    if (file) byFile[file] = (byFile[file] ?? 0) + Math.max(0, duration - LONG_TASK_MS);
  }
  return { total: sum(Object.values(byFile)), byFile };
};

/** The figures of one Lighthouse report of a page served from `origin`. */
const figures = (lhr, origin) => {
  const audit = (id) => lhr.audits[id];
  const resources = Object.fromEntries(
    audit("resource-summary").details.items.map((item) => [item.resourceType, item]),
  );
  // The hero's picture: its artwork (an SVG) or a photograph through gatsby-plugin-image, under /static/.
  const hero = audit("network-requests").details.items.find((item) =>
    /\/static\/.+\.(avif|webp|jpg|svg)$/.test(item.url),
  );
  // Which element painted largest: a floor whose LCP differs from the build's may have painted another one.
  const lcpElement = audit("largest-contentful-paint-element").details?.items[0]?.items[0]?.node;
  const tasks = longTasks(lhr);
  const blocking = ownScriptBlocking(tasks, origin);
  return {
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    bestPractices: lhr.categories["best-practices"].score * 100,
    seo: lhr.categories.seo.score * 100,
    fcpMs: audit("first-contentful-paint").numericValue,
    lcpMs: audit("largest-contentful-paint").numericValue,
    tbtMs: audit("total-blocking-time").numericValue,
    scriptBlockingMs: blocking.total,
    cls: audit("cumulative-layout-shift").numericValue,
    speedIndexMs: audit("speed-index").numericValue,
    totalKB: resources.total.transferSize / 1024,
    jsKB: resources.script.transferSize / 1024,
    cssKB: resources.stylesheet.transferSize / 1024,
    imageKB: resources.image.transferSize / 1024,
    fontKB: resources.font.transferSize / 1024,
    heroKB: (hero?.transferSize ?? 0) / 1024,
    requests: resources.total.requestCount,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    // The slowdown the report says it simulated (desktop's is 1x), not the one asked for.
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    lcpElement: lcpElement?.selector ?? null,
    scriptBlockingByFile: blocking.byFile,
    longTasks: tasks,
  };
};

/** Per route and form factor, the median of each figure over the runs, and LCP's spread. */
const medians = (runs) =>
  FORM_FACTORS.flatMap((formFactor) =>
    ROUTES.map((page) => {
      const mine = runs.filter((r) => r.route === page.path && r.formFactor === formFactor);
      const row = { route: page.path, formFactor };
      for (const [key, value] of Object.entries(mine[0])) {
        if (typeof value === "number" && key !== "run") row[key] = median(mine.map((r) => r[key]));
      }
      row.lcpMinMs = Math.min(...mine.map((r) => r.lcpMs));
      row.lcpMaxMs = Math.max(...mine.map((r) => r.lcpMs));
      return row;
    }),
  );

/* ---- The table ---- */

/** A column of the floor's median for the row's route and form factor. */
const floorColumn = (title, width, value) => [title, width, (r) => (r.floor ? value(r.floor) : "")];

const COLUMNS = [
  ["route", Math.max(...ROUTES.map((page) => page.path.length)), (r) => r.route],
  ["form", 7, (r) => r.formFactor],
  ["perf", 5, (r) => r.performance.toFixed(0)],
  ...(FLOOR ? [floorColumn("perf (floor)", 12, (f) => f.performance.toFixed(0))] : []),
  ["a11y", 5, (r) => r.accessibility.toFixed(0)],
  ["bp", 4, (r) => r.bestPractices.toFixed(0)],
  ["seo", 4, (r) => r.seo.toFixed(0)],
  ["FCP s", 6, (r) => (r.fcpMs / 1000).toFixed(2)],
  ["LCP s", 6, (r) => (r.lcpMs / 1000).toFixed(2)],
  ...(FLOOR ? [floorColumn("LCP (floor)", 11, (f) => (f.lcpMs / 1000).toFixed(2))] : []),
  ["LCP range", 10, (r) => `${(r.lcpMinMs / 1000).toFixed(2)}-${(r.lcpMaxMs / 1000).toFixed(2)}`],
  ["TBT ms", 7, (r) => r.tbtMs.toFixed(0)],
  ...(FLOOR ? [floorColumn("TBT (floor)", 11, (f) => f.tbtMs.toFixed(0))] : []),
  ["block ms", 8, (r) => r.scriptBlockingMs.toFixed(0)],
  ...(FLOOR ? [floorColumn("block (floor)", 13, (f) => f.scriptBlockingMs.toFixed(0))] : []),
  ["CLS", 6, (r) => r.cls.toFixed(3)],
  ["SI s", 5, (r) => (r.speedIndexMs / 1000).toFixed(2)],
  ["total KB", 9, (r) => r.totalKB.toFixed(1)],
  ["JS KB", 7, (r) => r.jsKB.toFixed(1)],
  ["CSS KB", 7, (r) => r.cssKB.toFixed(1)],
  ["img KB", 7, (r) => r.imageKB.toFixed(1)],
  ["font KB", 8, (r) => r.fontKB.toFixed(1)],
  ["hero KB", 8, (r) => r.heroKB.toFixed(1)],
  ["reqs", 5, (r) => String(r.requests)],
];

const printTable = (rows) => {
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(COLUMNS[i][1])).join(" ");
  console.log(line(COLUMNS.map(([title]) => title)));
  for (const row of rows) console.log(line(COLUMNS.map(([, , value]) => value(row))));
};

/** Which mobile CPU slowdown the reports used, and where it came from. */
const describeSlowdown = (used, source, indexes) => {
  const why = {
    given: "given by --cpu-slowdown",
    host: `--host-cpu: calibrated to this host's benchmark index (probes ${indexes?.map(Math.round).join(", ")})`,
    default: "Lighthouse's default",
  }[source];
  return `Mobile CPU slowdown ${used.toFixed(1)}x (${why}); desktop 1x`;
};

/* ---- The run ---- */

/**
 * Every Lighthouse run: per form factor, route and run, the build and then (with --floor) the floor,
 * so that both are measured under the same load on the machine.
 */
const measure = async (chromePort, targets, slowdown) => {
  console.log(`${FORM_FACTORS.length * ROUTES.length * RUNS * targets.length} Lighthouse runs`);
  for (const formFactor of FORM_FACTORS) {
    for (const page of ROUTES) {
      for (let run = 0; run < RUNS; run++) {
        for (const { server, runs } of targets) {
          const lhr = await runLighthouse(chromePort, server.url + page.path, formFactor, slowdown);
          runs.push({ route: page.path, formFactor, run, ...figures(lhr, server.url) });
          process.stdout.write(".");
        }
      }
    }
  }
  console.log("\n");
};

const main = async () => {
  const builds = SKIP_BUILD ? null : measureBuilds();
  const floorCopy = FLOOR ? makeFloorCopy() : null;
  const servers = [];
  let chrome;
  const raw = [];
  const floorRaw = [];
  let slowdown = GIVEN_SLOWDOWN;
  let slowdownSource = GIVEN_SLOWDOWN ? "given" : "default";
  let probeIndexes;
  try {
    const site = await serve(PUBLIC_DIR, SITE_PORT);
    servers.push(site);
    const targets = [{ server: site, runs: raw }];
    if (floorCopy) {
      const floor = await serve(floorCopy.dir, FLOOR_PORT);
      servers.push(floor);
      targets.push({ server: floor, runs: floorRaw });
    }
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      // No host but this machine's resolves, so nothing (the map frame, say) leaves it.
      chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS, LOCAL_ONLY],
    });
    if (HOST_CPU && !slowdown) {
      ({ slowdown, indexes: probeIndexes } = await calibrateSlowdown(chrome.port, site.url));
      slowdownSource = "host";
      console.log(describeSlowdown(slowdown, slowdownSource, probeIndexes));
    }
    await measure(chrome.port, targets, slowdown);
  } finally {
    await chrome?.kill();
    for (const server of servers) await server.close();
    if (floorCopy) fs.rmSync(floorCopy.dir, { recursive: true, force: true });
  }
  const rows = medians(raw);
  if (FLOOR) {
    // medians() lists both in the same order of form factor and route.
    const floorRows = medians(floorRaw);
    for (const [i, row] of rows.entries()) row.floor = floorRows[i];
  }
  const usedSlowdown = median(raw.filter((r) => r.formFactor === "mobile").map((r) => r.cpuSlowdown));
  console.log(`Lighthouse ${RUNS} runs per route, medians (Chromium ${CHROMIUM_PATH})`);
  console.log(describeSlowdown(usedSlowdown, slowdownSource, probeIndexes));
  printTable(rows);
  console.log(
    `\nblock ms: our scripts' blocking, the time beyond ${LONG_TASK_MS} ms of each long task Lighthouse` +
      " attributes to the site's own .js files, summed.",
  );
  if (floorCopy)
    console.log(
      `(floor): the same page with every script removed (${floorCopy.removed} elements taken out of` +
        ` ${floorCopy.files} HTML files; JSON-LD and other data blocks kept).`,
    );
  // Lighthouse's 4x CPU slowdown assumes a host scoring about 1000 or more here;
  // on a slower host the simulated phone is slower than intended.
  console.log(
    `\nHost CPU: Lighthouse benchmarkIndex median ${median(raw.map((r) => r.benchmarkIndex)).toFixed(0)}` +
      " (Lighthouse warns below 1000)",
  );
  if (builds)
    console.log(
      `\nBuild: cold ${builds.cold.toFixed(1)} s, rebuild after one data edit ${builds.rebuild.toFixed(1)} s`,
    );
  const out = path.join(root, "bench-results");
  fs.mkdirSync(out, { recursive: true });
  const file = path.join(out, `bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  const report = {
    date: new Date().toISOString(),
    builds,
    slowdown: usedSlowdown,
    slowdownSource,
    floor: floorCopy ? { files: floorCopy.files, removedElements: floorCopy.removed } : null,
    medians: rows,
    runs: raw,
    ...(FLOOR ? { floorRuns: floorRaw } : {}),
  };
  fs.writeFileSync(file, JSON.stringify(report, null, 2));
  console.log(`Raw figures: ${path.relative(root, file)}`);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
