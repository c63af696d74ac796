/**
 * The launch check: on a copy of the project with the firm's values, refuses each stand-in and claim a
 * test puts back, naming its field, and accepts the copy as it is; today's record names only fields that
 * today's data has, and records the claims the firm has yet to confirm.
 */
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";

import {
  checkLaunch as checkFiles,
  CONFIRMATIONS_FILE,
  formatFinding,
  readStandIns,
  STAND_INS_FILE,
  type StandIn,
} from "../../src/lib/launch-check";
import { filesOnDisk } from "./launch-files";

/** The check on a project's files on disk, as npm run check:launch runs it. */
const checkLaunch = (projectDir: string, recorded?: StandIn[]) =>
  checkFiles(filesOnDisk(projectDir), recorded);

const PROJECT = path.resolve(__dirname, "../..");
const PAGE_FILES = fs.readdirSync(path.join(PROJECT, "data/pages")).map((name) => `data/pages/${name}`);
const INSIGHT_FILES = fs
  .readdirSync(path.join(PROJECT, "data/insights"))
  .map((name) => `data/insights/${name}`);

const sectionsOf = (page: string): { kind: string; id: string }[] =>
  JSON.parse(fs.readFileSync(path.join(PROJECT, `data/pages/${page}.json`), "utf8")).sections;

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
      directions: "Opposite the Racecourse Circle bus stop; visitors' parking in the basement.",
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
  // A consultant reads the requests on Contact, and two sign the sample report.
  const namePeople = (page: string, name: (section: Record<string, unknown>) => void) => {
    const file = path.join(dir, `data/pages/${page}.json`);
    const json = JSON.parse(fs.readFileSync(file, "utf8"));
    json.sections.forEach(name);
    fs.writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  };
  namePeople("contactus", (section) => {
    if (section.readers) (section.readers as { people: string[] }).people = ["Asha Mehta"];
  });
  namePeople("sample-audit-report", (section) => {
    const signers = (section.signOff as { signers?: { name: string }[] } | undefined)?.signers ?? [];
    signers.forEach((signer, index) => (signer.name = index === 0 ? "Asha Mehta" : "Rohan Desai"));
  });
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

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- free-form edits of a fixture

/** Changes one JSON file of a project and writes it back. */
const editJson = (dir: string, file: string, change: (json: Json) => void) => {
  const full = path.join(dir, file);
  const json = JSON.parse(fs.readFileSync(full, "utf8")) as Json;
  change(json);
  fs.writeFileSync(full, `${JSON.stringify(json, null, 2)}\n`);
};

/** A page's sections in a project folder. */
const sectionsIn = (dir: string, file: string): Json[] =>
  JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")).sections;

/** Gives a project a record of its own, so that a test reads no stand-in or claim of today's data. */
const writeRecord = (dir: string, record: { standIns: StandIn[]; claims: StandIn[] }) =>
  fs.writeFileSync(path.join(dir, STAND_INS_FILE), `${JSON.stringify(record, null, 2)}\n`);

const PHONE: StandIn = {
  what: "Phone number",
  file: "data/site.json",
  pointer: "/phone",
  value: "00000 00000",
};
const LANGUAGES: StandIn = {
  what: "Training in Hindi and Gujarati",
  file: "data/pages/training.json",
  pointer: "/hero/lead",
  value: "Hindi or Gujarati",
};

/** The record's claims, by file and field. */
const recordedClaims = () =>
  readStandIns(filesOnDisk(PROJECT))
    .filter(({ claim }) => claim)
    .map(({ file, pointer }) => `${file} ${pointer}`);

describe("npm run check:launch", () => {
  // The firm's words change (an editor confirms a claim by rewriting it): what today's data still holds
  // is no test's to say. The tests put stand-ins and claims into a copy with the firm's values.
  it("finds every file and field today's record names in today's data", () => {
    expect(checkLaunch(PROJECT).problems).toEqual([]);
  });

  it("names each field that still holds a stand-in: in one field, below one, or anywhere in a folder's files", () => {
    const dir = projectWithRealValues();
    try {
      writeRecord(dir, {
        standIns: [
          PHONE,
          { what: "Street address", file: "data/site.json", pointer: "/address", value: "Sample Centre" },
          { what: "Company name", file: "data/pages/*.json", pointer: "", value: "Example Stand-in" },
        ],
        claims: [],
      });
      editJson(dir, "data/site.json", (site) => {
        site.phone = "+91 00000 00000";
        site.address.street = "2nd Floor, Sample Centre";
      });
      editJson(dir, "data/pages/aboutus.json", (page) => (page.title = "About | Example Stand-in"));
      editJson(dir, "data/pages/training.json", (page) => (page.hero.lead = "Courses by Example Stand-in."));
      expect(checkLaunch(dir)).toEqual({
        found: [
          { file: "data/site.json", pointer: "/phone", what: "Phone number", value: "+91 00000 00000" },
          {
            file: "data/site.json",
            pointer: "/address/street",
            what: "Street address",
            value: "2nd Floor, Sample Centre",
          },
          {
            file: "data/pages/aboutus.json",
            pointer: "/title",
            what: "Company name",
            value: "About | Example Stand-in",
          },
          {
            file: "data/pages/training.json",
            pointer: "/hero/lead",
            what: "Company name",
            value: "Courses by Example Stand-in.",
          },
        ],
        problems: [],
      });
      expect(formatFinding(checkLaunch(dir).found[0])).toBe(
        'data/site.json /phone: Phone number is still the stand-in "+91 00000 00000"',
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("lists a claim only the firm can confirm, with its file and field, until the text no longer holds it", () => {
    const dir = projectWithRealValues();
    try {
      writeRecord(dir, { standIns: [], claims: [LANGUAGES] });
      editJson(dir, LANGUAGES.file, (page) => (page.hero.lead = "Courses in English, Hindi or Gujarati."));
      expect(checkLaunch(dir).found.map(formatFinding)).toEqual([
        `data/pages/training.json /hero/lead: claim awaiting the firm's confirmation: Training in Hindi and Gujarati ("Hindi or Gujarati")`,
      ]);
      // The firm drops a claim by rewriting the text without it.
      editJson(dir, LANGUAGES.file, (page) => (page.hero.lead = "Courses in English."));
      expect(checkLaunch(dir)).toEqual({ found: [], problems: [] });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("stops listing a claim the firm confirmed in data/launch/confirmations.json, and lists it again once its text changes", () => {
    const dir = projectWithRealValues();
    const lead = "Courses in English, Hindi or Gujarati.";
    const confirm = (confirmations: unknown[]) =>
      fs.writeFileSync(path.join(dir, CONFIRMATIONS_FILE), `${JSON.stringify({ confirmations }, null, 2)}\n`);
    const confirmation = {
      file: LANGUAGES.file,
      claim: LANGUAGES.value,
      text: lead,
      by: "Priya Shah",
      on: "2026-12-02",
    };
    try {
      writeRecord(dir, { standIns: [], claims: [LANGUAGES] });
      editJson(dir, LANGUAGES.file, (page) => (page.hero.lead = lead));
      // A confirmation of another file's text, or of another claim, confirms nothing here.
      confirm([
        { ...confirmation, file: "data/pages/aboutus.json" },
        { ...confirmation, claim: "Hindi" },
      ]);
      expect(checkLaunch(dir).found).toHaveLength(1);
      confirm([confirmation]);
      expect(checkLaunch(dir)).toEqual({ found: [], problems: [] });
      // The sentence is changed after the firm confirmed it: the new words need a new confirmation.
      editJson(dir, LANGUAGES.file, (page) => (page.hero.lead = "Courses in Hindi or Gujarati, on site."));
      expect(checkLaunch(dir).found.map(formatFinding)).toEqual([
        `data/pages/training.json /hero/lead: claim awaiting the firm's confirmation: Training in Hindi and Gujarati ("Hindi or Gujarati")`,
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("names a confirmation that says not who, what or when, and lets it confirm nothing", () => {
    const dir = projectWithRealValues();
    try {
      writeRecord(dir, { standIns: [], claims: [LANGUAGES] });
      editJson(dir, LANGUAGES.file, (page) => (page.hero.lead = "Courses in Hindi or Gujarati."));
      fs.writeFileSync(
        path.join(dir, CONFIRMATIONS_FILE),
        JSON.stringify({
          confirmations: [
            {
              file: LANGUAGES.file,
              claim: LANGUAGES.value,
              text: "Courses in Hindi or Gujarati.",
              by: " ",
              on: "2 December",
            },
          ],
        }),
      );
      const { found, problems } = checkLaunch(dir);
      expect(found).toHaveLength(1);
      expect(problems).toEqual([
        `${CONFIRMATIONS_FILE} /confirmations/0: by, on missing or not right (who confirmed which claim of which file, its text, and the day as YYYY-MM-DD): it confirms nothing`,
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("records every lead time and the working hours as a claim, wherever data/site.json gives them", () => {
    const site = JSON.parse(fs.readFileSync(path.join(PROJECT, "data/site.json"), "utf8")) as {
      leadTimes: { label: string }[];
    };
    expect(site.leadTimes.length).toBeGreaterThan(0);
    expect(recordedClaims()).toEqual(
      expect.arrayContaining([
        ...site.leadTimes.map((_, i) => `data/site.json /leadTimes/${i}/time`),
        "data/site.json /workingHours",
      ]),
    );
  });

  it("records Training's formats and languages as claims: every cell of the formats table and the banner's languages", () => {
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
    expect(recordedClaims()).toEqual(
      expect.arrayContaining([...cells, "data/pages/training.json /hero/lead"]),
    );
  });

  it("records the sample audit report's form as a claim until the firm confirms its reports take it", () => {
    const report = JSON.parse(
      fs.readFileSync(path.join(PROJECT, "data/pages/sample-audit-report.json"), "utf8"),
    ) as { sections: { kind: string }[] };
    const index = report.sections.findIndex((section) => section.kind === "auditReport");
    expect(
      recordedClaims().some((claim) =>
        claim.startsWith(`data/pages/sample-audit-report.json /sections/${index}/`),
      ),
    ).toBe(true);
  });

  it("exits 1 with one line per finding and a closing count", () => {
    const dir = projectWithRealValues();
    try {
      writeRecord(dir, { standIns: [PHONE], claims: [LANGUAGES] });
      editJson(dir, "data/site.json", (site) => (site.phone = "+91 00000 00000"));
      editJson(dir, LANGUAGES.file, (page) => (page.hero.lead = "Courses in English, Hindi or Gujarati."));
      const [insight] = INSIGHT_FILES;
      editJson(dir, insight, (article) => (article.author = "Someone Else"));
      const run = runCli(dir);
      expect(run.status).toBe(1);
      const found = checkLaunch(dir).found;
      expect(found).toHaveLength(3);
      expect(run.stderr.trim().split("\n")).toEqual([
        ...found.map(formatFinding),
        "Launch check: 1 stand-in, 1 missing byline or consultant and 1 claim awaiting confirmation left in data/: replace or confirm them before publishing.",
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
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
    try {
      const [first, second] = INSIGHT_FILES;
      // One article names someone the site does not list; a draft's byline does not count.
      editJson(dir, first, (insight) => Object.assign(insight, { author: "Someone Else" }));
      editJson(dir, second, (insight) => Object.assign(insight, { author: "Nobody Listed", draft: true }));
      const report = checkLaunch(dir);
      expect(report.found.map(formatFinding)).toEqual([
        `${first} /author: the article is unsigned: "Someone Else" is no consultant listed on the site`,
      ]);
      expect(runCli(dir).status).toBe(1);
      // Nobody listed: every published article is unsigned, and the consultants are named as missing.
      editJson(dir, "data/pages/aboutus.json", (about) => {
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

  it("refuses an article reviewed by nobody listed or by its own author, a form that names no reader, and a sign-off by nobody listed", () => {
    const dir = projectWithRealValues();
    try {
      const [first, second] = INSIGHT_FILES;
      editJson(dir, first, (insight) => Object.assign(insight, { reviewer: "Someone Else" }));
      editJson(dir, second, (insight) => Object.assign(insight, { reviewer: "Asha Mehta" }));
      const withForm = PAGE_FILES.find((file) => sectionsIn(dir, file).some((s) => s.readers));
      const withSignOff = PAGE_FILES.find((file) => sectionsIn(dir, file).some((s) => s.signOff));
      expect(withForm && withSignOff).toBeTruthy();
      const form = sectionsIn(dir, withForm!).findIndex((s) => s.readers);
      const report = sectionsIn(dir, withSignOff!).findIndex((s) => s.signOff);
      editJson(dir, withForm!, (page) => (page.sections[form].readers.people = ["Nobody Listed"]));
      editJson(dir, withSignOff!, (page) => (page.sections[report].signOff.signers[0].name = ""));
      const label = sectionsIn(dir, withSignOff!)[report].signOff.signers[0].label;
      expect(checkLaunch(dir).found.map(formatFinding)).toEqual([
        `${first} /reviewer: "Someone Else" is no consultant listed on the site`,
        `${second} /reviewer: the technical reviewer must be another consultant than the author`,
        `${withForm} /sections/${form}/readers/people: name the consultants who read what the form sends`,
        `${withSignOff} /sections/${report}/signOff/signers/0/name: name the consultant who signs`,
      ]);
      expect(checkLaunch(dir).found.at(-1)?.what).toBe(`Report signed by: ${label}`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("records each stand-in once, with what it is, its file, field and value", () => {
    const standIns = readStandIns(filesOnDisk(PROJECT));
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
