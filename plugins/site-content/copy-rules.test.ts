/**
 * The house's copy rules, each on made-up texts (never the firm's own, which
 * editors change), and the warnings as the data check prints them.
 */
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";

import { checkCopy, copyWarnings, REPLY_PROMISE } from "./copy-rules";
import { SPEC_WORDS } from "./spec-words";

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

describe("a banner's words", () => {
  it("warn when a page's banner heading or line is longer than a phone's banner holds, and only then", () => {
    const title = (text: string) => ({ file: "data/pages/x.json", pointer: "/hero/title", text });
    expect(
      checkCopy([
        title("A heading of forty-five characters, just fits"),
        title("A heading of forty-six characters, one too many"),
        page(`A line ${"of words ".repeat(16)}that holds 135 characters.`.slice(0, 135)),
        page(`A line ${"of words ".repeat(17)}`),
      ]),
    ).toEqual([
      expect.stringMatching(
        /^data\/pages\/x\.json \/hero\/title: keep a banner's heading within 45 .*\("47 characters"\)$/,
      ),
      expect.stringMatching(
        /^data\/pages\/x\.json \/hero\/lead: keep a banner's heading .*\("160 characters"\)$/,
      ),
    ]);
  });
});

describe("the house style", () => {
  const field = (pointer: string, text: string, file = "data/pages/x.json") => ({ file, pointer, text });
  const SENTENCE_CASE =
    'write headings, buttons and labels in sentence case, like "What do we do" and "Request an audit"';

  it.each([
    ["/hero/title", "Our Services", "Services"],
    ["/title", "About Us | Example GMP Consultants", "Us"],
    ["/sections/0/heading", "What Do We Do", "Do"],
    ["/sections/0/cards/1/title", "Quality Consulting", "Consulting"],
    ["/sections/2/items/0/title", "Interactive Modules", "Modules"],
    ["/sections/1/steps/0/title", "Pre-Submission", "Pre-Submission"],
    ["/hero/action/label", "Request an Audit", "Audit"],
    ["/sections/0/cards/1/link/label", "Read More", "More"],
    ["/sections/4/moreLink/label", "All Insights", "Insights"],
    ["/sections/1/requestOptions/0/label", "Request a New Audit", "New"],
    ["/sections/1/fields/otherRequest/label", "Other Request", "Request"],
    ["/sections/0/addressTitle", "Visit Us", "Us"],
  ])("wants sentence case in %s: %s", (pointer, text, word) => {
    expect(checkCopy([field(pointer, text)])).toEqual([
      `data/pages/x.json ${pointer}: ${SENTENCE_CASE} ("${word}")`,
    ]);
  });

  it("leaves the same fields alone in sentence case", () => {
    expect(
      checkCopy([
        field("/hero/title", "Our services"),
        field("/title", "About us | Example GMP Consultants"),
        field("/name", "Example GMP Consultants", "data/site.json"),
        field("/sections/0/heading", "What do we do"),
        field("/sections/1/steps/0/title", "Pre-submission"),
        field("/hero/action/label", "Request an audit"),
        field("/sections/1/requestOptions/0/label", "Request a new audit"),
        field("/sections/1/fields/otherRequest/label", "Other request"),
      ]),
    ).toEqual([]);
  });

  it("reads an article's title and the headings of its body, not the body's sentences", () => {
    const file = "data/insights/x.json";
    expect(
      checkCopy([
        field("/title", "Answering a warning letter: What a Response Holds", file),
        field("/body", "Some Capitalised Words in a sentence.\n\n## What Changed\n\nMore text.", file),
      ]),
    ).toEqual([
      `data/insights/x.json /title: ${SENTENCE_CASE} ("Response")`,
      `data/insights/x.json /body: ${SENTENCE_CASE} ("Changed")`,
    ]);
  });

  it("leaves acronyms, codes, numbers and the parts of a regulation they name alone", () => {
    expect(
      checkCopy([
        field("/sections/0/heading", "Validation for 21 CFR Part 11 and EU GMP Annex 1"),
        field("/sections/1/heading", "The revised Schedule M, Chapter 4 and Annex 22"),
        field("/sections/1/items/0/title", "ERP/SAP, LIMS and GxP systems under ICH Q9(R1)"),
        field("/sections/1/items/1/title", "Type II DMFs in eCTD"),
        field("/hero/action/label", "Book a CSV assessment"),
      ]),
    ).toEqual([]);
  });

  it("learns proper nouns from the running text: capitalised mid-sentence and never in lower case", () => {
    const prose = field(
      "/hero/lead",
      "Our office in Vadodara serves clients across India and Europe. Read our services below.",
    );
    expect(
      checkCopy([
        prose,
        field("/sections/0/heading", "Audits across India, Europe and Vadodara"),
        field("/sections/1/heading", "Our Services"),
      ]),
    ).toEqual([`data/pages/x.json /sections/1/heading: ${SENTENCE_CASE} ("Services")`]);
  });

  it("learns a name of several words from the running text, and from a value that is only a name", () => {
    const heading = field("/sections/0/heading", "What the Computer Software Assurance guidance changes");
    expect(checkCopy([heading])).toEqual([
      `data/pages/x.json /sections/0/heading: ${SENTENCE_CASE} ("Computer")`,
    ]);
    expect(
      checkCopy([
        field("/sections/0/text", "We follow the US FDA's Computer Software Assurance guidance."),
        field("/name", "Example GMP Consultants", "data/site.json"),
        heading,
        field("/title", "About us | Example GMP Consultants"),
      ]),
    ).toEqual([]);
  });

  it("takes no name from a link to a page of the site, a quotation or a heading", () => {
    expect(
      checkCopy([
        field("/sections/0/text", 'See [GMP Audits](/gmpaudits/) and "Quality Risk Management" in brief.'),
        field("/sections/1/heading", "Quality Risk Management"),
        field("/sections/2/heading", "GMP Audits"),
      ]),
    ).toEqual([
      `data/pages/x.json /sections/1/heading: ${SENTENCE_CASE} ("Risk")`,
      `data/pages/x.json /sections/2/heading: ${SENTENCE_CASE} ("Audits")`,
    ]);
  });

  it("leaves a quoted title in a heading, the first word after a colon, and the menu's labels as they are", () => {
    expect(
      checkCopy([
        field("/sections/0/heading", 'Reading "Guidance for Industry" with care'),
        field("/sections/1/heading", "Warning letters: What to do first"),
        field("/callLabel", "Call Us", "data/navigation.json"),
        field("/links/1/label", "About Us", "data/navigation.json"),
        field("/hero/lead", "Ask For A Consultation about your site."),
      ]),
    ).toEqual([]);
  });

  it.each([
    ["Audits onsite or remote.", "onsite"],
    ["Inspected by the USFDA last year.", "USFDA"],
    ["Cleared by the U.S. FDA last year.", "U.S. FDA"],
    ["The cGMP regulations in Parts 210 and 211.", "cGMP"],
    ["A response to each Form 483 observation.", "Form 483"],
  ])("warns of %s", (text, words) => {
    expect(checkCopy([page(text, "data/site.json")])).toEqual([
      expect.stringMatching(new RegExp(`\\("${words.replace(/\./g, "\\.")}"\\)$`)),
    ]);
  });

  it("accepts on site, on-site, US FDA, CGMP and a text that names the FDA Form 483 in full once", () => {
    expect(
      checkCopy([
        page("Training on site or online."),
        page("On-site, remote or offshore delivery."),
        page("Inspected by the US FDA, and by the FDA again a year later."),
        page("The CGMP regulations in Parts 210 and 211."),
        page("A response to each observation on the FDA Form 483, within 15 days of the form's issue."),
        page("Firms answer a Form 483 within 15 business days.", "data/insights/form-483.json"),
      ]),
    ).toEqual([]);
  });

  describe("the first mention of the FDA on a page", () => {
    const FIRST_MENTION = 'name the agency "US FDA" at its first mention on a page, "FDA" after';

    it("is US FDA: a bare FDA, its possessive or FDA Form 483 before it is named by file and field", () => {
      const home = "data/pages/home.json";
      const article = "data/insights/x.json";
      const training = "data/pages/training.json";
      expect(
        checkCopy([
          field("/hero/lead", "We prepare sites for inspection.", home),
          field("/sections/0/text", "Before an FDA inspection, and after one by the US FDA.", home),
          field("/title", "Answering an FDA Form 483 in time", article),
          field("/summary", "What the US FDA expects.", article),
          field("/sections/0/text", "The FDA's guidance, as the US FDA writes it.", training),
        ]),
      ).toEqual([
        `data/pages/home.json /sections/0/text: ${FIRST_MENTION} ("FDA")`,
        `data/insights/x.json /title: ${FIRST_MENTION} ("FDA Form 483")`,
        `data/pages/training.json /sections/0/text: ${FIRST_MENTION} ("FDA's")`,
      ]);
    });

    it("after which FDA is right, on each page on its own; keywords and quoted titles do not count", () => {
      expect(
        checkCopy([
          field("/keywords/0", "FDA Form 483 response", "data/pages/a.json"),
          field("/hero/lead", "Ready for the US FDA.", "data/pages/a.json"),
          field("/sections/0/text", "What the FDA asks to see.", "data/pages/a.json"),
          field(
            "/body",
            'The guidance "FDA Inspections" is one source; the US Food and Drug Administration (FDA) wrote it.',
            "data/insights/b.json",
          ),
          field("/body", "Then the FDA follows up.", "data/insights/b.json"),
          field("/cta/text", "Facing the FDA?", "data/insights.json"),
        ]),
      ).toEqual([]);
    });
  });
});

describe("the copy warnings of a project", () => {
  /**
   * A copy of the project's data/ whose Training lead breaks three rules and button one, and whose
   * headings are all renamed (so none is the spec's), with its spelling set-up linked.
   */
  const projectWithBadCopy = (): string => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "copy-rules-"));
    fs.cpSync(path.join(PROJECT, "data"), path.join(dir, "data"), { recursive: true });
    for (const linked of ["src", "static", "node_modules", "cspell.json", "project-words.txt"]) {
      fs.symlinkSync(path.join(PROJECT, linked), path.join(dir, linked));
    }
    const file = path.join(dir, "data/pages/training.json");
    const training = JSON.parse(fs.readFileSync(file, "utf8"));
    training.hero.lead = "Independant training compliant with GAMP 5; we reply within two days.";
    training.hero.action.label = "Plan Training For Your Team";
    training.sections.forEach(
      (section: { heading: string }, i: number) => (section.heading = `Renamed ${i}`),
    );
    fs.writeFileSync(file, JSON.stringify(training, null, 2));
    return dir;
  };

  let dir: string;
  let warnings: string[];
  beforeAll(() => {
    dir = projectWithBadCopy();
    warnings = copyWarnings(dir);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("name the file and the field of every breach, the spelling included", () => {
    const lead = warnings.filter((line) => line.startsWith("data/pages/training.json /hero/lead:"));
    expect(lead.map((line) => line.replace(/: .* (\("[^"]*"\))$/, ": $1"))).toEqual([
      'data/pages/training.json /hero/lead: ("compliant with")',
      'data/pages/training.json /hero/lead: ("we reply within")',
      'data/pages/training.json /hero/lead: ("GAMP 5")',
      'data/pages/training.json /hero/lead: Unknown word "Independant"',
    ]);
  });

  it("name the field of a button out of sentence case", () => {
    expect(warnings).toContainEqual(
      'data/pages/training.json /hero/action/label: write headings, buttons and labels in sentence case, like "What do we do" and "Request an audit" ("Training")',
    );
  });

  it("name a page that no longer shows a heading SPEC §2 fixes", () => {
    const training = SPEC_WORDS.find((spec) => spec.path === "/training/")!;
    expect(warnings).toContainEqual(
      `data/pages/training.json /sections: SPEC §2 names a section "${training.sections![0].heading}", which no section's heading reads`,
    );
  });

  it("say so when the spell checker is not installed (an install without development packages), rather than stop", () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), "copy-rules-bare-"));
    try {
      fs.symlinkSync(path.join(dir, "data"), path.join(bare, "data"));
      expect(copyWarnings(bare)).toContainEqual(
        expect.stringMatching(/^spelling not checked: cspell is not installed \(a development package/),
      );
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
