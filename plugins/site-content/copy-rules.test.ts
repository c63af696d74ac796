/**
 * The house's copy rules, each on made-up texts (never the firm's own, which
 * editors change), and the warnings as the data check prints them.
 */
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";

import { checkCopy, copyWarnings, REPLY_PROMISE } from "./copy-rules";

const PROJECT = path.resolve(__dirname, "../..");

const page = (text: string, file = "data/pages/x.json") => ({ file, pointer: "/hero/lead", text });

describe("the copy rules", () => {
  it.each([
    "Your site will stand up to every inspection.",
    "We take you to certification.",
    "Systems compliant with Part 11.",
    "Validation done right the first time.",
  ])("warn of a promised outcome: %s", (text) => {
    expect(checkCopy([page(text)])).toEqual([
      expect.stringMatching(
        /^data\/pages\/x\.json \/hero\/lead: promise only what the firm does, not an outcome a regulator decides \(".+"\)$/,
      ),
    ]);
  });

  it("leave a description of the work alone", () => {
    expect(checkCopy([page("We audit suppliers against EU GMP and report graded observations.")])).toEqual(
      [],
    );
  });

  it.each([
    "We reply within two days.",
    "We'll get back to you within 24 hours.",
    "Expect our response within a week.",
    "You will hear from us within the hour.",
  ])("warn of a reply promise other than the house's: %s", (text) => {
    expect(checkCopy([page(text)])).toEqual([
      expect.stringContaining(`make the one reply promise in its own words ("${REPLY_PROMISE}") or none`),
    ]);
  });

  it("accept the house's reply promise, others' deadlines, and an article quoting a regulator's", () => {
    expect(
      checkCopy([
        page("Tell us what you need; we acknowledge within one working day."),
        page("The agency's questions are answered within its deadlines."),
        page("Firms reply within 15 business days of a Form 483.", "data/insights/form-483.json"),
      ]),
    ).toEqual([]);
  });

  it("warn when GAMP 5 is named without its edition, and only then", () => {
    expect(
      checkCopy([
        page("Validation to GAMP 5 and Part 11."),
        page("Validation to GAMP 5 Second Edition and Part 11."),
      ]),
    ).toEqual([
      'data/pages/x.json /hero/lead: name GAMP 5 with its edition: GAMP 5 Second Edition ("GAMP 5")',
    ]);
  });
});

describe("the house style", () => {
  const field = (pointer: string, text: string) => ({ file: "data/pages/x.json", pointer, text });

  it.each([
    ["/hero/action/label", "Request an audit", "audit"],
    ["/sections/2/link/label", "contact us", "contact"],
    ["/sections/0/cards/1/link/label", "Read more", "more"],
    ["/sections/4/moreLink/label", "All insights", "insights"],
    ["/callLabel", "Call us", "us"],
  ])("wants a button in Title Case: %s %s", (pointer, label, word) => {
    expect(checkCopy([field(pointer, label)])).toEqual([
      `data/pages/x.json ${pointer}: write buttons in Title Case, like "View More" and "Request an Audit" ("${word}")`,
    ]);
  });

  it("leaves small words of a button, and text that is not a button, as they are", () => {
    expect(
      checkCopy([
        field("/hero/action/label", "Request an Audit"),
        field("/sections/0/cards/0/link/label", "Plan Training for Your Team"),
        field("/hero/lead", "Ask for a consultation about your site."),
        field("/sections/1/fields/name/label", "your name"),
      ]),
    ).toEqual([]);
  });

  it.each([
    ["Audits onsite or remote.", "onsite"],
    ["Cleared by the US FDA last year.", "US FDA"],
    ["Cleared by the U.S. FDA last year.", "U.S. FDA"],
    ["A response to each Form 483 observation.", "Form 483"],
  ])("warns of %s", (text, words) => {
    expect(checkCopy([page(text)])).toEqual([
      expect.stringMatching(new RegExp(`\\("${words.replace(/\./g, "\\.")}"\\)$`)),
    ]);
  });

  it("accepts on site, on-site, USFDA and a text that names the FDA Form 483 in full once", () => {
    expect(
      checkCopy([
        page("Training on site or online."),
        page("On-site, remote or offshore delivery."),
        page("Inspected by the USFDA and the FDA."),
        page("A response to each observation on the FDA Form 483, within 15 days of the form's issue."),
        page("Firms answer a Form 483 within 15 business days.", "data/insights/form-483.json"),
      ]),
    ).toEqual([]);
  });
});

describe("the copy warnings of a project", () => {
  /** A copy of the project's data/ whose Training lead breaks three rules, with its spelling set-up linked. */
  const projectWithBadCopy = (): string => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "copy-rules-"));
    fs.cpSync(path.join(PROJECT, "data"), path.join(dir, "data"), { recursive: true });
    for (const linked of ["src", "static", "node_modules", "cspell.json", "project-words.txt"]) {
      fs.symlinkSync(path.join(PROJECT, linked), path.join(dir, linked));
    }
    const file = path.join(dir, "data/pages/training.json");
    const training = JSON.parse(fs.readFileSync(file, "utf8"));
    training.hero.lead = "Independant training compliant with GAMP 5; we reply within two days.";
    fs.writeFileSync(file, JSON.stringify(training, null, 2));
    return dir;
  };

  let dir: string;
  beforeAll(() => {
    dir = projectWithBadCopy();
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("name the file and the field of every breach, the spelling included", () => {
    const warnings = copyWarnings(dir).filter((line) =>
      line.startsWith("data/pages/training.json /hero/lead:"),
    );
    expect(warnings.map((line) => line.replace(/: .* (\("[^"]*"\))$/, ": $1"))).toEqual([
      'data/pages/training.json /hero/lead: ("compliant with")',
      'data/pages/training.json /hero/lead: ("we reply within")',
      'data/pages/training.json /hero/lead: ("GAMP 5")',
      'data/pages/training.json /hero/lead: Unknown word "Independant"',
    ]);
  });

  it("say so when the spell checker cannot run, rather than stop", () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), "copy-rules-bare-"));
    try {
      fs.symlinkSync(path.join(dir, "data"), path.join(bare, "data"));
      expect(copyWarnings(bare)).toContainEqual(expect.stringMatching(/^spelling not checked: /));
    } finally {
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });

  it("are printed by `npm run check:data`, which still passes", () => {
    const run = spawnSync(
      path.join(PROJECT, "node_modules/.bin/tsx"),
      [path.join(PROJECT, "scripts/check-data-cli.ts"), dir],
      { encoding: "utf8" },
    );
    expect(run.status).toBe(0);
    expect(run.stderr).toContain('data/pages/training.json /hero/lead: Unknown word "Independant"');
    expect(run.stderr).toMatch(
      /\d+ copy warnings? in data\/ \(the house style; they do not stop the build\)/,
    );
    expect(run.stdout).toContain("no problems");
  });
});
