/**
 * The data checks against broken copies of the real data: each case copies
 * data/ into a temporary project, breaks one thing the way an editor might,
 * and expects exactly the line that names the file and the field.
 */
import fs from "fs";
import os from "os";
import path from "path";

import { SECTION_TYPES } from "../../src/schema/type-defs";
import { checkData } from "./check-data";

const PROJECT = path.resolve(__dirname, "../..");

/** A line of a page file editors cannot change (its route), and where it is, for a syntax error after it. */
const PATH_LINE = '"path": "/gmpaudits/",';
const pathLine = (() => {
  const lines = fs.readFileSync(path.join(PROJECT, "data/pages/gmpaudits.json"), "utf8").split("\n");
  const index = lines.findIndex((line) => line.includes(PATH_LINE));
  return { number: index + 1, text: lines[index] };
})();

/** How many sections About Us has: a section added to it gets this index. */
const aboutSections = JSON.parse(fs.readFileSync(path.join(PROJECT, "data/pages/aboutus.json"), "utf8"))
  .sections.length as number;

/** Where About Us holds its consultants section. */
/** Home's first section of cards (the services), wherever an editor has put it. */
const HOME_CARDS: number = (
  JSON.parse(fs.readFileSync(path.join(PROJECT, "data/pages/home.json"), "utf8")) as {
    sections: { kind: string }[];
  }
).sections.findIndex((section) => section.kind === "cards");

/** GMP Audits' sections: its audit cycle and its first table of terms. */
const AUDIT_SECTIONS: { kind: string; style?: string }[] = JSON.parse(
  fs.readFileSync(path.join(PROJECT, "data/pages/gmpaudits.json"), "utf8"),
).sections;
const AUDIT_DIAGRAM = AUDIT_SECTIONS.findIndex((section) => section.kind === "diagram");
const AUDIT_TERMS = AUDIT_SECTIONS.findIndex((section) => section.style === "terms");

/** How many sections Contact Us has: a section added to it gets this index. */
const CONTACT_SECTIONS = JSON.parse(fs.readFileSync(path.join(PROJECT, "data/pages/contactus.json"), "utf8"))
  .sections.length as number;

/** The sample audit report, and GMP Audits' thumbnail of it, wherever an editor has put them. */
const REPORT = (
  JSON.parse(fs.readFileSync(path.join(PROJECT, "data/pages/sample-audit-report.json"), "utf8")) as {
    sections: { kind: string }[];
  }
).sections.findIndex((section) => section.kind === "auditReport");
const AUDIT_THUMBNAIL = AUDIT_SECTIONS.findIndex((section) => section.kind === "reportThumbnail");

/** Training's list of topics, wherever an editor has put it. */
const TRAINING_LIST = (
  JSON.parse(fs.readFileSync(path.join(PROJECT, "data/pages/training.json"), "utf8")) as {
    sections: { kind: string }[];
  }
).sections.findIndex((section) => section.kind === "list");

const ABOUT_CONSULTANTS = JSON.parse(
  fs.readFileSync(path.join(PROJECT, "data/pages/aboutus.json"), "utf8"),
).sections.findIndex((section: { kind: string }) => section.kind === "consultants") as number;

/** What the check tells an editor to do about a link to no page. */
const LINK_ADVICE =
  "write the address of a page that exists, as the editor's Pages list shows it in brackets, such as /contactus/";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- free-form edits of fixtures

/** A temporary project: a copy of data/, with src/ and static/ linked from the real one. */
const brokenProject = (edit: (dir: string) => void): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "data-check-"));
  fs.cpSync(path.join(PROJECT, "data"), path.join(dir, "data"), { recursive: true });
  fs.symlinkSync(path.join(PROJECT, "src"), path.join(dir, "src"));
  fs.symlinkSync(path.join(PROJECT, "static"), path.join(dir, "static"));
  edit(dir);
  return dir;
};

/** The company name, which the committed logo was drawn from. */
const SITE_NAME = (JSON.parse(fs.readFileSync(path.join(__dirname, "../../data/site.json"), "utf8")) as Json)
  .name as string;

const editJson = (file: string, change: (json: Json) => void) => (dir: string) => {
  const full = path.join(dir, file);
  const json = JSON.parse(fs.readFileSync(full, "utf8"));
  change(json);
  fs.writeFileSync(full, JSON.stringify(json, null, 2));
};

const problemsAfter = (edit: (dir: string) => void) => {
  const dir = brokenProject(edit);
  try {
    return checkData(dir).problems;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

/** A topic the settings list today (an editor may rename any of them). */
const A_TOPIC: string = JSON.parse(fs.readFileSync(path.join(PROJECT, "data/insights.json"), "utf8"))
  .topics[0].name;

/** A sound insight, as an editor would write it, for a case to break. */
const EXAMPLE_INSIGHT = {
  title: "An example insight",
  summary: "What the example is about, in one sentence.",
  published: "2026-11-01",
  reviewed: "2026-11-02",
  positionAsOf: "2026-11-01",
  author: "An example author",
  reviewer: "An example reviewer",
  topics: [A_TOPIC],
  services: ["/gmpaudits/"],
  body: "## A heading\n\nA paragraph linking [GMP audits](/gmpaudits/).\n\n![The site's share picture](/images/share.jpg)",
};

/** Writes data/insights/<slug>.json: the example, changed. */
const withInsight =
  (change: (insight: Json) => void = () => {}, slug = "example") =>
  (dir: string) => {
    const insight: Json = JSON.parse(JSON.stringify(EXAMPLE_INSIGHT));
    change(insight);
    fs.mkdirSync(path.join(dir, "data/insights"), { recursive: true });
    fs.writeFileSync(path.join(dir, `data/insights/${slug}.json`), JSON.stringify(insight, null, 2));
  };

describe("npm run check:data", () => {
  it("finds no problem in the real data", () => {
    const { problems, files } = checkData(PROJECT);
    expect(problems).toEqual([]);
    expect(files).toBeGreaterThanOrEqual(11);
  });

  it("lets any kind of section stand on any page: a list of insights beside the form", () => {
    const problems = problemsAfter(
      editJson("data/pages/contactus.json", (page) =>
        page.sections.push({ kind: "insights", id: "latest-insights", heading: "Latest", show: "latest" }),
      ),
    );
    expect(problems).toEqual([]);
  });

  const cases: [string, (dir: string) => void, string[]][] = [
    [
      "a missing required field",
      editJson("data/pages/training.json", (page) => delete page.hero.title),
      ["data/pages/training.json: /hero/title: is required"],
    ],
    [
      "a banner without its picture",
      editJson("data/pages/training.json", (page) => delete page.hero.image),
      ["data/pages/training.json: /hero/image: the banner needs its picture"],
    ],
    [
      "a picture for the banner the contact form's card covers",
      editJson(
        "data/pages/contactus.json",
        (page) => (page.hero.image = "../../src/images/hero/insights.svg"),
      ),
      [
        "data/pages/contactus.json: /hero/image: not shown: the page opens with the contact form, whose card rises into the banner and would cover it; leave the banner picture empty",
      ],
    ],
    [
      "an empty string",
      editJson("data/pages/training.json", (page) => (page.hero.title = "  ")),
      ["data/pages/training.json: /hero/title: must be a non-empty string"],
    ],
    [
      "texts pasted with spaces or a line break around them",
      (dir) => {
        editJson("data/pages/training.json", (page) => {
          page.hero.title = ` ${page.hero.title}`;
          page.sections[0].heading = `${page.sections[0].heading}\u00a0`;
        })(dir);
        editJson("data/site.json", (site) => (site.name = `\n${site.name} `))(dir);
        editJson("data/navigation.json", (navigation) => (navigation.links[0].label += "\t"))(dir);
        editJson(
          "data/insights.json",
          (settings) => (settings.labels.topics = ` ${settings.labels.topics}`),
        )(dir);
      },
      [
        "data/pages/training.json: /hero/title: starts with a space or line break; remove it",
        "data/pages/training.json: /sections/0/heading: ends with a space or line break; remove it",
        "data/site.json: /name: starts and ends with a space or line break; remove it",
        "data/navigation.json: /links/0/label: ends with a space or line break; remove it",
        "data/insights.json: /labels/topics: starts with a space or line break; remove it",
      ],
    ],
    [
      "a lead time picked by a name data/site.json does not give, or given twice",
      (dir) => {
        editJson("data/pages/gmpaudits.json", (page) => {
          const band = page.sections.findIndex((section: Json) => section.kind === "leadTimes");
          page.sections[band].leadTimes = ["routine-audit", "same-day-audit"];
        })(dir);
        editJson("data/site.json", (site) => site.leadTimes.push({ ...site.leadTimes[0] }))(dir);
      },
      [
        expect.stringMatching(/^data\/site\.json: \/leadTimes\/\d+\/name: "routine-audit" is listed twice$/),
        expect.stringMatching(
          /^data\/pages\/gmpaudits\.json: \/sections\/\d+\/leadTimes\/1: no lead time named "same-day-audit" in data\/site\.json \(leadTimes\)$/,
        ),
      ],
    ],
    [
      "a value of the wrong type",
      editJson("data/pages/training.json", (page) => (page.keywords = "GMP, training")),
      ["data/pages/training.json: /keywords: must be a list"],
    ],
    [
      "a misspelt (unknown) field",
      editJson("data/pages/aboutus.json", (page) => {
        page.hero.titel = page.hero.title;
      }),
      ["data/pages/aboutus.json: /hero/titel: unknown field (allowed: title, lead, image, showLogo, action)"],
    ],
    [
      "a hero action asking for a request the form does not offer",
      editJson("data/pages/training.json", (page) => (page.hero.action.request = "workshop")),
      [
        "data/pages/training.json: /hero/action/request: must be one of new audit, consultation, DMF filing, training, CSV",
      ],
    ],
    [
      "a JSON syntax error",
      (dir) => {
        const file = path.join(dir, "data/pages/gmpaudits.json");
        fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(PATH_LINE, `${PATH_LINE},`));
      },
      [
        `data/pages/gmpaudits.json: invalid JSON at line ${pathLine.number}, column ${pathLine.text.length + 1}: property name expected`,
      ],
    ],
    [
      "a stray comma after a field name",
      (dir) => {
        const file = path.join(dir, "data/site.json");
        fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace('"shortName"', '"shortName",'));
      },
      ["data/site.json: invalid JSON at line 4, column 14: colon expected"],
    ],
    [
      "a missing image",
      editJson("data/pages/training.json", (page) => (page.hero.image = "../src/images/hero/trainng.jpg")),
      ["data/pages/training.json: /hero/image: file not found: ../src/images/hero/trainng.jpg"],
    ],
    [
      "a credential's logo that is not there, and one outside the pictures' folder",
      editJson("data/pages/aboutus.json", (page) =>
        page.sections.push({
          kind: "credentials",
          id: "credentials",
          heading: "Credentials",
          credentials: [
            { name: "A", issuer: "B", logo: { image: "../../src/images/credentials/b.png", alt: "B" } },
            { name: "C", issuer: "D", logo: { image: "../../static/images/logo-mark.svg", alt: "D" } },
          ],
        }),
      ),
      [
        `data/pages/aboutus.json: /sections/${aboutSections}/credentials/0/logo/image: file not found: ../../src/images/credentials/b.png`,
        `data/pages/aboutus.json: /sections/${aboutSections}/credentials/1/logo/image: ../../static/images/logo-mark.svg is outside src/images/, the folder the build takes pictures from`,
      ],
    ],
    [
      "two pages with one path",
      (dir) =>
        fs.copyFileSync(
          path.join(dir, "data/pages/training.json"),
          path.join(dir, "data/pages/training-2.json"),
        ),
      ['data/pages/training.json: /path: "/training/" is already the path of data/pages/training-2.json'],
    ],
    [
      "two sections with one id on a page",
      editJson("data/pages/aboutus.json", (page) => (page.sections[3].id = "our-mission")),
      ['data/pages/aboutus.json: /sections/3/id: "our-mission" is already the id of /sections/2'],
    ],
    [
      "a requirement's key given twice in a readiness check, where answers are kept under it",
      editJson("data/checks/schedule-m-readiness.json", (check) => {
        check.areas[1].questions[0].id = check.areas[0].questions[0].id;
      }),
      [
        expect.stringMatching(
          /^data\/checks\/schedule-m-readiness\.json: \/areas\/1\/questions\/0\/id: "[a-z-]+" is already the key of \/areas\/0\/questions\/0$/,
        ),
      ],
    ],
    [
      "gap lines that would make a request's summary longer than 2,000 characters",
      editJson("data/checks/schedule-m-readiness.json", (check) => {
        // 34 characters each, the longest a line may be today, but half again more requirements.
        const area = check.areas[0];
        for (let n = 0; n < 20; n++)
          area.questions.push({
            ...area.questions[0],
            id: `added-${n}`,
            gap: "An added requirement's gap, long..",
          });
      }),
      [
        expect.stringMatching(
          /^data\/checks\/schedule-m-readiness\.json: \/areas: the summary a request from this check carries could reach \d{4} characters, more than 2000; shorten the longest gaps \(\/areas\/\d+\/questions\/\d+\/gap \(34\)/,
        ),
      ],
    ],
    [
      "a term without its explanation in a terms list",
      editJson("data/pages/gmpaudits.json", (page) => delete page.sections[AUDIT_TERMS].items[2].text),
      [
        `data/pages/gmpaudits.json: /sections/${AUDIT_TERMS}/items/2/text: is required in a terms list (each term beside its explanation)`,
      ],
    ],
    [
      "a table row with fewer or more cells than the table has column heads",
      editJson("data/pages/contactus.json", (page) =>
        page.sections.push({
          kind: "table",
          id: "a-table",
          heading: "A table",
          caption: "Three columns",
          columns: ["Name", "First", "Second"],
          rows: [{ cells: ["One", "1", "2"] }, { cells: ["Two", "1"] }, { cells: ["Three", "1", "2", "3"] }],
        }),
      ),
      [
        `data/pages/contactus.json: /sections/${CONTACT_SECTIONS}/rows/1/cells: 2 cells for 3 column heads; give each row one cell per column head, its name first`,
        `data/pages/contactus.json: /sections/${CONTACT_SECTIONS}/rows/2/cells: 4 cells for 3 column heads; give each row one cell per column head, its name first`,
      ],
    ],
    [
      "a sample audit report not marked fictional, or without its notice",
      editJson("data/pages/sample-audit-report.json", (page) => {
        page.sections[REPORT].fictional = false;
        page.sections[REPORT].notice = "";
      }),
      [
        `data/pages/sample-audit-report.json: /sections/${REPORT}/fictional: must be true: a sample report shows an invented site and findings, and says so on its face`,
        `data/pages/sample-audit-report.json: /sections/${REPORT}/notice: must be a non-empty string`,
      ],
    ],
    [
      "a sample audit report whose fictional mark is missing",
      editJson("data/pages/sample-audit-report.json", (page) => delete page.sections[REPORT].fictional),
      [`data/pages/sample-audit-report.json: /sections/${REPORT}/fictional: is required`],
    ],
    [
      "a sample audit report whose notice does not say it is fictional",
      editJson("data/pages/sample-audit-report.json", (page) => {
        page.sections[REPORT].notice = "An excerpt of one of our reports.";
      }),
      [
        `data/pages/sample-audit-report.json: /sections/${REPORT}/notice: must say that the report is fictional (the word "fictional")`,
      ],
    ],
    [
      "a report's thumbnail that links to a page without a report",
      editJson(
        "data/pages/gmpaudits.json",
        (page) => (page.sections[AUDIT_THUMBNAIL].link.to = "/training/"),
      ),
      [
        `data/pages/gmpaudits.json: /sections/${AUDIT_THUMBNAIL}/link/to: the page "/training/" holds no audit report; link to the page of the sample report`,
      ],
    ],
    [
      "a section id the page frame uses itself",
      editJson("data/pages/aboutus.json", (page) => (page.sections[1].id = "main")),
      ['data/pages/aboutus.json: /sections/1/id: "main" is an id the page frame uses itself; choose another'],
    ],
    [
      "a link to a missing page",
      editJson(
        "data/pages/home.json",
        (page) => (page.sections[HOME_CARDS].cards[1].link.to = "/quality-consulting/"),
      ),
      [
        `data/pages/home.json: /sections/${HOME_CARDS}/cards/1/link/to: no page has the path "/quality-consulting/"; ${LINK_ADVICE}`,
      ],
    ],
    [
      "a consultant's area that is no page",
      editJson("data/pages/aboutus.json", (page) => {
        const section = page.sections.find((entry: { kind: string }) => entry.kind === "consultants");
        section.consultants = [
          { name: "Example", role: "Example role", qualifications: ["Example"], areas: ["/audits/"] },
        ];
      }),
      [
        `data/pages/aboutus.json: /sections/${ABOUT_CONSULTANTS}/consultants/0/areas/0: no page has the path "/audits/"; ${LINK_ADVICE}`,
      ],
    ],
    [
      "an unknown section kind",
      editJson("data/pages/training.json", (page) => (page.sections[0].kind = "banner")),
      [`data/pages/training.json: /sections/0/kind: must be one of ${Object.keys(SECTION_TYPES).join(", ")}`],
    ],
    [
      "a diagram of an unknown shape",
      editJson("data/pages/gmpaudits.json", (page) => (page.sections[AUDIT_DIAGRAM].diagram = "pyramid")),
      [
        `data/pages/gmpaudits.json: /sections/${AUDIT_DIAGRAM}/diagram: must be one of cycle, vModel, timeline`,
      ],
    ],
    [
      "a diagram with more steps than it can place",
      editJson("data/pages/gmpaudits.json", (page) =>
        page.sections[AUDIT_DIAGRAM].steps.push(...page.sections[AUDIT_DIAGRAM].steps, { title: "Eleventh" }),
      ),
      [`data/pages/gmpaudits.json: /sections/${AUDIT_DIAGRAM}/steps: must have at most 10 items`],
    ],
    [
      "a field of the wrong section kind",
      editJson("data/pages/training.json", (page) => (page.sections[TRAINING_LIST].cards = [])),
      [
        expect.stringMatching(
          new RegExp(
            `^data/pages/training\\.json: /sections/${TRAINING_LIST}/cards: unknown field \\(allowed: kind, id, heading, pageNavLabel, intro, style`,
          ),
        ),
      ],
    ],
    [
      "an unknown icon",
      editJson("data/pages/home.json", (page) => (page.sections[HOME_CARDS].cards[0].icon = "audits")),
      [
        expect.stringMatching(
          new RegExp(
            `^data/pages/home\\.json: /sections/${HOME_CARDS}/cards/0/icon: must be one of audit, consulting, `,
          ),
        ),
      ],
    ],
    [
      "a malformed email, phone and URL",
      editJson("data/site.json", (site) => {
        site.email = "info(at)example.com";
        site.phone = "00000";
        site.url = "www.example.com";
      }),
      [
        "data/site.json: /url: must be the site's address, e.g. https://www.example.com",
        "data/site.json: /url: must be a valid URL",
        "data/site.json: /phone: must be a phone number in international format, e.g. +91 00000 00000",
        "data/site.json: /email: must be a valid email address",
        "data/site.json: /email: must be an email address such as info@example.com",
      ],
    ],
    [
      "addresses that are not https: or that leave the site",
      (dir) => {
        editJson("data/site.json", (site) => {
          site.map.embedUrl = "http://www.openstreetmap.org/export/embed.html";
          site.map.linkUrl = "javascript:alert(1)";
          site.form.endpoint = "https://evil.example;script-src *";
          site.email = "info@example.com?cc=someone@example.org";
        })(dir);
        editJson(
          "data/navigation.json",
          (navigation) => (navigation.links[0].to = "//elsewhere.example/"),
        )(dir);
        editJson(
          "data/pages/home.json",
          (page) => (page.sections[HOME_CARDS].cards[0].link.to = "/\\elsewhere.example"),
        )(dir);
      },
      [
        "data/site.json: /email: must be a valid email address",
        "data/site.json: /email: must be an email address such as info@example.com",
        "data/site.json: /map/embedUrl: must be an address starting with https:// and without spaces",
        "data/site.json: /map/linkUrl: must be an address starting with https:// and without spaces",
        "data/site.json: /form/endpoint: must be an address starting with https:// and without spaces",
        "data/site.json: /form/endpoint: must be a valid URL",
        "data/navigation.json: /links/0/to: must be a path on this site, starting with a single / and without spaces",
        `data/navigation.json: /links/0/to: no page has the path "//elsewhere.example/"; ${LINK_ADVICE}`,
        `data/pages/home.json: /sections/${HOME_CARDS}/cards/0/link/to: must be a path on this site, starting with a single / and without spaces`,
        `data/pages/home.json: /sections/${HOME_CARDS}/cards/0/link/to: no page has the path "/\\elsewhere.example"; ${LINK_ADVICE}`,
      ],
    ],
    [
      "a missing logo file",
      editJson("data/site.json", (site) => (site.logo = "/images/logo.svg")),
      ["data/site.json: /logo: file not found: static/images/logo.svg"],
    ],
    [
      "a readiness check's next step naming a lead time the company details do not give",
      editJson(
        "data/checks/schedule-m-readiness.json",
        (check) => (check.nextStep.leadTimes[1] = "site-visit"),
      ),
      [
        'data/checks/schedule-m-readiness.json: /nextStep/leadTimes/1: no lead time named "site-visit" in data/site.json (leadTimes)',
      ],
    ],
    [
      "a phone bar's request button whose words the request button text does not hold",
      editJson("data/navigation.json", (navigation) => (navigation.requestShortLabel = "Write to us")),
      [
        expect.stringMatching(
          /^data\/navigation\.json: \/requestShortLabel: "Write to us" is not in the request button text/,
        ),
      ],
    ],
    [
      "a file in an unknown place",
      (dir) => fs.writeFileSync(path.join(dir, "data/services.json"), "{}"),
      [expect.stringMatching(/^data\/services\.json: not a known kind of data file/)],
    ],
    ["a sound insight", withInsight(), []],
    [
      "an insight without a title",
      withInsight((insight) => delete insight.title),
      ["data/insights/example.json: /title: is required"],
    ],
    [
      "an insight's text and body pasted with spaces around them",
      withInsight((insight) => {
        insight.summary = `${insight.summary} `;
        insight.body = `\n${insight.body}  \n`;
      }),
      [
        "data/insights/example.json: /summary: ends with a space or line break; remove it",
        "data/insights/example.json: /body: starts and ends with a space or line break; remove it",
      ],
    ],
    [
      "an insight's Markdown body ending in line breaks, as a text file does",
      withInsight((insight) => (insight.body += "\n\n")),
      [],
    ],
    [
      "an insight's summary over 160 characters",
      withInsight((insight) => (insight.summary = "x".repeat(161))),
      ["data/insights/example.json: /summary: must be one or two sentences of at most 160 characters"],
    ],
    [
      "an impossible date",
      withInsight((insight) => (insight.published = "2026-02-30")),
      ["data/insights/example.json: /published: must be a valid date"],
    ],
    [
      "an update dated before the article",
      withInsight((insight) => (insight.updated = "2026-10-01")),
      ["data/insights/example.json: /updated: 2026-10-01 is before the date published, 2026-11-01"],
    ],
    [
      "a topic not in the list of topics",
      withInsight((insight) => (insight.topics = [A_TOPIC, "Cooking"])),
      [
        expect.stringMatching(
          /^data\/insights\/example\.json: \/topics\/1: "Cooking" is not a topic of data\/insights\.json/,
        ),
      ],
    ],
    [
      "a related service with no page",
      withInsight((insight) => (insight.services = ["/audits/"])),
      ['data/insights/example.json: /services/0: no page has the path "/audits/"'],
    ],
    [
      "a link in the text to a missing page",
      withInsight(
        (insight) => (insight.body = "See [our audits](/audits/) and [the FDA](https://www.fda.gov/)."),
      ),
      ['data/insights/example.json: /body: the link to "/audits/" leads to no page'],
    ],
    [
      "pictures in the text without a description, from elsewhere, or missing",
      withInsight(
        (insight) =>
          (insight.body =
            "![](/images/share.jpg) ![A chart](https://example.com/c.png) ![A map](/images/insights/map.png)"),
      ),
      [
        'data/insights/example.json: /body: the picture "/images/share.jpg" needs a description (its alt text)',
        'data/insights/example.json: /body: the picture "https://example.com/c.png" must be a file of this site, such as /images/insights/chart.png',
        "data/insights/example.json: /body: picture not found: static/images/insights/map.png",
      ],
    ],
    [
      "an insight file named otherwise than the editor names them",
      withInsight(() => {}, "An Example"),
      [expect.stringMatching(/^data\/insights\/An Example\.json: /)],
    ],
    [
      "a character the site's fonts do not draw (a pasted line separator is no such character)",
      (dir) => {
        editJson(
          "data/pages/training.json",
          (page) => (page.hero.title = "Training for ≤ 20\u2028people"),
        )(dir);
        editJson("data/navigation.json", (navigation) => (navigation.links[0].label = "Home ✓ ≥"))(dir);
      },
      [
        "data/navigation.json: /links/0/label: “✓” (U+2713 CHECK MARK), “≥” (U+2265 GREATER-THAN OR EQUAL TO) are not in the site's fonts: write them in words (“✓” as “yes”, “≥” as “at least”) or leave them out",
        "data/pages/training.json: /hero/title: “≤” (U+2264 LESS-THAN OR EQUAL TO) is not in the site's fonts: write it in words (“≤” as “at most”) or leave it out",
      ],
    ],
    [
      "markup in a banner heading and raw HTML in an article's text, but not a “<” before a number",
      (dir) => {
        editJson("data/pages/training.json", (page) => {
          page.hero.title = "GMP training <b>now</b> <script>alert(1)</script>";
          page.hero.lead = "DEG and EG < 0.10 % each, results <LOQ";
        })(dir);
        withInsight(
          (insight) => (insight.body = "Some <b>bold</b> text, < 0.10 % and <https://www.fda.gov/>."),
        )(dir);
      },
      [
        "data/pages/training.json: /hero/title: “<b>” is markup, which the site shows as typed, not as formatting: remove it",
        "data/insights/example.json: /body: “<b>” is HTML, which the article leaves out: remove it, and use the toolbar for bold, italics, links and headings",
      ],
    ],
    [
      "a banner heading and an article's title longer than their places hold",
      (dir) => {
        editJson("data/pages/training.json", (page) => (page.hero.title = "Training ".repeat(8).trim()))(dir);
        withInsight((insight) => (insight.title = "A".repeat(300)))(dir);
      },
      [
        "data/pages/training.json: /hero/title: 71 characters, more than the 60 a banner heading holds: shorten it by 11",
        "data/insights/example.json: /title: 300 characters, more than the 100 an article's title holds: shorten it by 200",
      ],
    ],
    [
      "a company name the logo was not drawn from",
      editJson("data/site.json", (site) => (site.name = "Tapi GMP Consultants")),
      [
        `data/site.json: /name: the logo static/images/wordmark.svg shows "${SITE_NAME}"; run npm run artwork to draw "Tapi GMP Consultants"`,
      ],
    ],
    [
      "a banner drawn before its page's diagram gained a step, one drawn with the logo the page no longer shows, and one before its next steps lost one",
      (dir) => {
        editJson("data/pages/gmpaudits.json", (page) => {
          const diagram = page.sections.find((section: Json) => section.kind === "diagram");
          diagram.steps.push({ ...diagram.steps[0] });
        })(dir);
        editJson("data/pages/home.json", (page) => (page.hero.showLogo = false))(dir);
        editJson("data/pages/thank-you.json", (page) => {
          page.sections.find((section: Json) => section.style === "steps").items.pop();
        })(dir);
      },
      [
        "data/pages/gmpaudits.json: /hero/image: ../../src/images/hero/gmpaudits.svg was drawn from an earlier version of this page (its diagram, its steps or its logo); run npm run artwork",
        "data/pages/home.json: /hero/image: ../../src/images/hero/home.svg was drawn from an earlier version of this page (its diagram, its steps or its logo); run npm run artwork",
        "data/pages/thank-you.json: /hero/image: ../../src/images/hero/thank-you.svg was drawn from an earlier version of this page (its diagram, its steps or its logo); run npm run artwork",
      ],
    ],
    [
      "an insight at the address of a page",
      (dir) => {
        withInsight()(dir);
        fs.copyFileSync(
          path.join(dir, "data/pages/training.json"),
          path.join(dir, "data/pages/example.json"),
        );
        editJson("data/pages/example.json", (page) => (page.path = "/insights/example/"))(dir);
      },
      [
        "data/insights/example.json: its address /insights/example/ is already the path of data/pages/example.json",
      ],
    ],
  ];

  it.each(cases)("names the file and field of %s", (_name, edit, expected) => {
    expect(problemsAfter(edit)).toEqual(expect.arrayContaining(expected));
    expect(problemsAfter(edit)).toHaveLength(expected.length);
  });
});
