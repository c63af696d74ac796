/**
 * The launch check: refuses today's data, naming every field that
 * holds a recorded stand-in, and accepts a copy of the project with each replaced.
 */
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";

import {
  checkLaunch,
  formatFinding,
  readStandIns,
  STAND_INS_FILE,
  summary,
  type StandIn,
} from "./launch-check";

const PROJECT = path.resolve(__dirname, "../..");
const PAGE_FILES = fs.readdirSync(path.join(PROJECT, "data/pages")).map((name) => `data/pages/${name}`);
const INSIGHT_FILES = fs
  .readdirSync(path.join(PROJECT, "data/insights"))
  .map((name) => `data/insights/${name}`);

const sectionsOf = (page: string): { kind: string; id: string }[] =>
  JSON.parse(fs.readFileSync(path.join(PROJECT, `data/pages/${page}.json`), "utf8")).sections;
/** Where a page's section stands in its list, by its id (or kind), so that a new section above it moves no test. */
const sectionAt = (page: string, id: string) => sectionsOf(page).findIndex((section) => section.id === id);

const ABOUT_CONSULTANTS = sectionsOf("aboutus").findIndex((section) => section.kind === "consultants");

const runCli = (projectDir: string) =>
  spawnSync(
    path.join(PROJECT, "node_modules/.bin/tsx"),
    [path.join(PROJECT, "scripts/check-launch-cli.ts"), projectDir],
    { encoding: "utf8" },
  );

/** A copy of data/ (and the editor's backend) in a temporary project folder, with the firm's real-looking values in place of each stand-in. */
const projectWithRealValues = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "launch-check-"));
  fs.cpSync(path.join(PROJECT, "data"), path.join(dir, "data"), { recursive: true });
  const rename = (file: string) => {
    const full = path.join(dir, file);
    fs.writeFileSync(full, fs.readFileSync(full, "utf8").replaceAll("Narmada GMP", "Sabarmati Quality"));
  };
  ["data/site.json", ...PAGE_FILES].forEach(rename);
  const sitePath = path.join(dir, "data/site.json");
  const site = JSON.parse(fs.readFileSync(sitePath, "utf8"));
  Object.assign(site, {
    url: "https://www.sabarmatiquality.in",
    email: "hello@sabarmatiquality.in",
    phone: "+91 265 234 5678",
    whatsapp: "+91 98250 12345",
    form: { ...site.form, accessKey: "3f6c2a9e-1b7d-4e58-9a0c-5d2e8f41b736" },
    address: { ...site.address, street: "4th Floor, Shreeji Towers, Racecourse Road" },
    map: {
      ...site.map,
      embedUrl:
        "https://www.openstreetmap.org/export/embed.html?bbox=73.17%2C22.31%2C73.19%2C22.32&marker=22.3151%2C73.1803",
      linkUrl: "https://www.openstreetmap.org/?mlat=22.3151&mlon=73.1803#map=16/22.3151/73.1803",
    },
  });
  site.registration = { established: "2019", cin: "U74140GJ2019PTC109876", gstin: "24ABCDE1234F1Z5" };
  fs.writeFileSync(sitePath, `${JSON.stringify(site, null, 2)}\n`);
  // The firm lists its consultants on About, they sign its articles, and its grievance officer is named.
  const aboutPath = path.join(dir, "data/pages/aboutus.json");
  const about = JSON.parse(fs.readFileSync(aboutPath, "utf8"));
  about.sections.find((section: { kind: string }) => section.kind === "consultants").consultants = [
    { name: "Asha Mehta", role: "Lead GMP Auditor", qualifications: ["M.Pharm"] },
    { name: "Rohan Desai", role: "Head of Validation", qualifications: ["B.E."] },
  ];
  fs.writeFileSync(aboutPath, `${JSON.stringify(about, null, 2)}\n`);
  const insightsDir = path.join(dir, "data/insights");
  for (const name of fs.readdirSync(insightsDir)) {
    const file = path.join(insightsDir, name);
    const insight = JSON.parse(fs.readFileSync(file, "utf8"));
    Object.assign(insight, { author: "Asha Mehta", reviewer: "Rohan Desai" });
    fs.writeFileSync(file, `${JSON.stringify(insight, null, 2)}\n`);
  }
  const privacy = path.join(dir, "data/pages/privacy.json");
  fs.writeFileSync(privacy, fs.readFileSync(privacy, "utf8").replace("[name to be confirmed]", "Priya Shah"));
  for (const page of ["gmpaudits", "aboutus"]) {
    const file = path.join(dir, `data/pages/${page}.json`);
    fs.writeFileSync(
      file,
      fs
        .readFileSync(file, "utf8")
        .replace("[insurer and cover to be confirmed]", "New India Assurance, cover of Rs 5 crore"),
    );
  }
  // The firm has confirmed every claim: their entries are deleted.
  const recordPath = path.join(dir, "data/launch/stand-ins.json");
  const record = JSON.parse(fs.readFileSync(recordPath, "utf8"));
  fs.writeFileSync(recordPath, `${JSON.stringify({ ...record, claims: [] }, null, 2)}\n`);
  const backend = JSON.parse(fs.readFileSync(path.join(PROJECT, "src/cms/backend.json"), "utf8"));
  fs.mkdirSync(path.join(dir, "src/cms"), { recursive: true });
  fs.writeFileSync(
    path.join(dir, "src/cms/backend.json"),
    `${JSON.stringify({ ...backend, repo: "sabarmati-quality/website" }, null, 2)}\n`,
  );
  return dir;
};

describe("npm run check:launch", () => {
  it("refuses today's data, naming each stand-in with its file and field", () => {
    const report = checkLaunch(PROJECT);
    expect(report.problems).toEqual([]);
    const fields = report.found.map(({ file, pointer }) => `${file} ${pointer}`);
    expect(fields).toEqual(
      expect.arrayContaining([
        "data/site.json /url",
        "data/site.json /email",
        "data/site.json /phone",
        "data/site.json /whatsapp",
        "data/site.json /form/accessKey",
        "data/site.json /address/street",
        "data/site.json /map/embedUrl",
        "data/site.json /map/linkUrl",
        "data/site.json /name",
        "data/site.json /shortName",
        "data/site.json /shareImageAlt",
        ...PAGE_FILES.map((file) => `${file} /title`),
        "data/site.json /registration/established",
        "data/site.json /registration/cin",
        "data/site.json /registration/gstin",
        // Every article's byline, until the firm names the consultants who sign it.
        ...INSIGHT_FILES.flatMap((file) => [`${file} /author`, `${file} /reviewer`]),
        // And the consultants themselves.
        `data/pages/aboutus.json /sections/${ABOUT_CONSULTANTS}/consultants`,
      ]),
    );
    const privacy = JSON.parse(fs.readFileSync(path.join(PROJECT, "data/pages/privacy.json"), "utf8"));
    const grievance = privacy.sections.findIndex((section: { paragraphs?: string[] }) =>
      section.paragraphs?.some((paragraph) => paragraph.includes("[name to be confirmed]")),
    );
    expect(fields.some((field) => field.startsWith(`data/pages/privacy.json /sections/${grievance}/`))).toBe(
      true,
    );
    // One finding per field for stand-ins (a field may hold two claims).
    const standInFields = report.found
      .filter(({ claim }) => !claim)
      .map(({ file, pointer }) => `${file} ${pointer}`);
    expect(new Set(standInFields).size).toBe(standInFields.length);
    expect(formatFinding(report.found.find(({ pointer }) => pointer === "/phone")!)).toBe(
      'data/site.json /phone: Phone number is still the stand-in "+91 00000 00000"',
    );
  });

  it("lists each claim only the firm can confirm, with its file and field, until the text no longer holds it", () => {
    const claimsIn = (dir: string) =>
      checkLaunch(dir)
        .found.filter((finding) => finding.claim)
        .map((finding) => `${finding.file} ${finding.pointer}`);
    const homeBand = sectionsOf("home").findIndex((section) => section.kind === "cta");
    const topics = sectionAt("training", "training-topics");
    expect(claimsIn(PROJECT)).toEqual(
      expect.arrayContaining([
        `data/pages/training.json /sections/${topics}/items/2/text`,
        `data/pages/qualityconsulting.json /sections/${sectionAt("qualityconsulting", "why-choose-us")}/items/5/text`,
        `data/pages/aboutus.json /sections/${sectionAt("aboutus", "why-choose-us")}/cards/1/text`,
        `data/pages/gmpaudits.json /sections/${sectionAt("gmpaudits", "kinds-of-audit")}/paragraphs/2`,
        `data/pages/gmpaudits.json /sections/${sectionAt("gmpaudits", "how-we-work")}/items/3/text`,
        "data/site.json /areaServed/3",
        // The one reply promise, wherever a page makes it.
        `data/pages/home.json /sections/${homeBand}/text`,
        "data/pages/contactus.json /hero/lead",
      ]),
    );
    const training = checkLaunch(PROJECT).found.find(
      (finding) =>
        finding.file === "data/pages/training.json" && finding.pointer === `/sections/${topics}/items/2/text`,
    )!;
    expect(formatFinding(training)).toBe(
      `data/pages/training.json /sections/${topics}/items/2/text: claim awaiting the firm's confirmation: Training in Hindi and Gujarati ("Hindi or Gujarati")`,
    );
    // The firm drops a claim by rewriting the text without it.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "launch-claims-"));
    try {
      fs.cpSync(path.join(PROJECT, "data"), path.join(dir, "data"), { recursive: true });
      fs.mkdirSync(path.join(dir, "src/cms"), { recursive: true });
      fs.copyFileSync(path.join(PROJECT, "src/cms/backend.json"), path.join(dir, "src/cms/backend.json"));
      const file = path.join(dir, "data/pages/training.json");
      fs.writeFileSync(
        file,
        fs.readFileSync(file, "utf8").replace("in English, Hindi or Gujarati", "in English"),
      );
      expect(claimsIn(dir)).not.toContain(`data/pages/training.json /sections/${topics}/items/2/text`);
      expect(claimsIn(dir)).toHaveLength(claimsIn(PROJECT).length - 1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("lists every lead time and the working hours as a claim, wherever data/site.json gives them", () => {
    const site = JSON.parse(fs.readFileSync(path.join(PROJECT, "data/site.json"), "utf8")) as {
      leadTimes: { label: string }[];
    };
    expect(site.leadTimes.length).toBeGreaterThan(0);
    const claimed = checkLaunch(PROJECT)
      .found.filter((finding) => finding.claim && finding.file === "data/site.json")
      .map((finding) => finding.pointer);
    expect(claimed).toEqual(
      expect.arrayContaining([...site.leadTimes.map((_, i) => `/leadTimes/${i}/time`), "/workingHours"]),
    );
  });

  it("lists Training's formats and languages as claims: every cell of the formats table and the banner's languages", () => {
    const training = JSON.parse(fs.readFileSync(path.join(PROJECT, "data/pages/training.json"), "utf8")) as {
      sections: { kind: string; rows?: { cells: string[] }[] }[];
    };
    const table = training.sections.findIndex((section) => section.kind === "table");
    expect(table).toBeGreaterThanOrEqual(0);
    // The first cell names the format; the others are what only the firm can promise.
    const cells = training.sections[table].rows!.flatMap((row, r) =>
      row.cells
        .slice(1)
        .map((_, c) => `data/pages/training.json /sections/${table}/rows/${r}/cells/${c + 1}`),
    );
    expect(cells.length).toBeGreaterThanOrEqual(3 * 4);
    const claims = checkLaunch(PROJECT)
      .found.filter((finding) => finding.claim)
      .map((finding) => `${finding.file} ${finding.pointer}`);
    expect(claims).toEqual(expect.arrayContaining([...cells, "data/pages/training.json /hero/lead"]));
  });

  it("lists the sample audit report's form as a claim until the firm confirms its reports take it", () => {
    const report = JSON.parse(
      fs.readFileSync(path.join(PROJECT, "data/pages/sample-audit-report.json"), "utf8"),
    ) as { sections: { kind: string }[] };
    const index = report.sections.findIndex((section) => section.kind === "auditReport");
    const claims = checkLaunch(PROJECT).found.filter((finding) => finding.claim);
    expect(
      claims.some(
        (finding) =>
          finding.file === "data/pages/sample-audit-report.json" &&
          finding.pointer.startsWith(`/sections/${index}/`),
      ),
    ).toBe(true);
  });

  it("exits 1 on today's data with one line per stand-in and a closing count", () => {
    const run = runCli(PROJECT);
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split("\n");
    const { found } = checkLaunch(PROJECT);
    expect(lines).toEqual([...found.map(formatFinding), summary({ found, problems: [] })]);
    const claims = found.filter((finding) => finding.claim).length;
    const missing = found.filter((finding) => finding.missing).length;
    expect(claims).toBeGreaterThan(0);
    expect(lines.at(-1)).toBe(
      `Launch check: ${found.length - claims - missing} stand-ins, ${missing} missing bylines or consultants and ${claims} claims awaiting confirmation left in data/: replace or confirm them before publishing.`,
    );
  });

  it("passes a copy of the project with each stand-in replaced: one line, exit 0", () => {
    const dir = projectWithRealValues();
    try {
      expect(checkLaunch(dir)).toEqual({ found: [], problems: [] });
      const run = runCli(dir);
      expect(run.status).toBe(0);
      expect(run.stdout.trim().split("\n")).toEqual(["Launch check: no stand-ins left in data/."]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses a value that still contains its stand-in, and names an entry whose field is gone", () => {
    const dir = projectWithRealValues();
    try {
      const standIns: StandIn[] = [
        { what: "Phone number", file: "data/site.json", pointer: "/phone", value: "265 234" },
        { what: "Fax number", file: "data/site.json", pointer: "/fax", value: "0000" },
      ];
      expect(checkLaunch(dir, standIns)).toEqual({
        found: [
          { file: "data/site.json", pointer: "/phone", what: "Phone number", value: "+91 265 234 5678" },
        ],
        problems: [`data/site.json /fax: no such field (${STAND_INS_FILE}: Fax number)`],
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("fails, naming the record, when data/launch/stand-ins.json is missing or malformed", () => {
    const dir = projectWithRealValues();
    try {
      const record = path.join(dir, STAND_INS_FILE);
      fs.writeFileSync(
        record,
        JSON.stringify({ standIns: [{ what: "Phone number", file: "data/site.json" }] }),
      );
      expect(checkLaunch(dir).problems).toEqual([
        `${STAND_INS_FILE}: standIns must be a list of { what, file, pointer, value } texts`,
      ]);
      fs.rmSync(record);
      expect(checkLaunch(dir)).toEqual({ found: [], problems: [`${STAND_INS_FILE}: missing`] });
      expect(runCli(dir).status).toBe(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses while no consultant is listed, and while any published article is unsigned", () => {
    const dir = projectWithRealValues();
    const write = (file: string, change: (json: Record<string, unknown>) => void) => {
      const full = path.join(dir, file);
      const json = JSON.parse(fs.readFileSync(full, "utf8"));
      change(json);
      fs.writeFileSync(full, `${JSON.stringify(json, null, 2)}\n`);
    };
    try {
      const [first, second] = INSIGHT_FILES;
      // One article names someone the site does not list; a draft's byline does not count.
      write(first, (insight) => Object.assign(insight, { author: "Someone Else" }));
      write(second, (insight) => Object.assign(insight, { author: "Nobody Listed", draft: true }));
      const report = checkLaunch(dir);
      expect(report.found.map(formatFinding)).toEqual([
        `${first} /author: the article is unsigned: "Someone Else" is no consultant listed on the site`,
      ]);
      expect(runCli(dir).status).toBe(1);
      // Nobody listed: every published article is unsigned, and the consultants are named as missing.
      write("data/pages/aboutus.json", (about) => {
        (about.sections as { kind: string; consultants?: unknown[] }[])[ABOUT_CONSULTANTS].consultants = [];
      });
      const lines = checkLaunch(dir).found.map(formatFinding);
      expect(lines).toContain(
        `data/pages/aboutus.json /sections/${ABOUT_CONSULTANTS}/consultants: no consultant is listed: add the firm's people, who sign its articles`,
      );
      expect(lines.filter((line) => line.includes("/author: the article is unsigned"))).toHaveLength(
        INSIGHT_FILES.length - 1,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("records each stand-in once, with what it is, its file, field and value", () => {
    const standIns = readStandIns(PROJECT);
    const keys = standIns.map(({ file, pointer, value }) => `${file} ${pointer} ${value}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(standIns.map(({ value }) => value)).toEqual(
      expect.arrayContaining([
        "example.com",
        "00000 00000",
        "00000000-0000-0000-0000-000000000000",
        "Sample Business Centre",
        "Narmada",
      ]),
    );
  });
});
