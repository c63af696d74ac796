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

describe("npm run check:data", () => {
  it("finds no problem in the real data", () => {
    const { problems, files } = checkData(PROJECT);
    expect(problems).toEqual([]);
    expect(files).toBeGreaterThanOrEqual(11);
  });

  const cases: [string, (dir: string) => void, string[]][] = [
    [
      "a missing required field",
      editJson("data/pages/training.json", (page) => delete page.hero.title),
      ["data/pages/training.json: /hero/title: is required"],
    ],
    [
      "an empty string",
      editJson("data/pages/training.json", (page) => (page.hero.title = "  ")),
      ["data/pages/training.json: /hero/title: must be a non-empty string"],
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
        fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace('"GMP Audits",', '"GMP Audits",,'));
      },
      ["data/pages/gmpaudits.json: invalid JSON at line 18, column 27: property name expected"],
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
      "a section id the page frame uses itself",
      editJson("data/pages/aboutus.json", (page) => (page.sections[1].id = "main")),
      ['data/pages/aboutus.json: /sections/1/id: "main" is an id the page frame uses itself; choose another'],
    ],
    [
      "a link to a missing page",
      editJson(
        "data/pages/home.json",
        (page) => (page.sections[0].cards[1].link.to = "/quality-consulting/"),
      ),
      ['data/pages/home.json: /sections/0/cards/1/link/to: no page has the path "/quality-consulting/"'],
    ],
    [
      "an unknown section kind",
      editJson("data/pages/training.json", (page) => (page.sections[0].kind = "banner")),
      [`data/pages/training.json: /sections/0/kind: must be one of ${Object.keys(SECTION_TYPES).join(", ")}`],
    ],
    [
      "a diagram of an unknown shape",
      editJson("data/pages/gmpaudits.json", (page) => (page.sections[2].diagram = "pyramid")),
      ["data/pages/gmpaudits.json: /sections/2/diagram: must be one of cycle, vModel, timeline"],
    ],
    [
      "a diagram with more steps than it can place",
      editJson("data/pages/gmpaudits.json", (page) =>
        page.sections[2].steps.push(...page.sections[2].steps, { title: "Eleventh" }),
      ),
      ["data/pages/gmpaudits.json: /sections/2/steps: must have at most 10 items"],
    ],
    [
      "a field of the wrong section kind",
      editJson("data/pages/training.json", (page) => (page.sections[0].cards = [])),
      [
        expect.stringMatching(
          /^data\/pages\/training\.json: \/sections\/0\/cards: unknown field \(allowed: kind, id, heading, intro, style/,
        ),
      ],
    ],
    [
      "an unknown icon",
      editJson("data/pages/home.json", (page) => (page.sections[0].cards[0].icon = "audits")),
      [
        expect.stringMatching(
          /^data\/pages\/home\.json: \/sections\/0\/cards\/0\/icon: must be one of audit, consulting, /,
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
          (page) => (page.sections[0].cards[0].link.to = "/\\elsewhere.example"),
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
        'data/navigation.json: /links/0/to: no page has the path "//elsewhere.example/"',
        "data/pages/home.json: /sections/0/cards/0/link/to: must be a path on this site, starting with a single / and without spaces",
        'data/pages/home.json: /sections/0/cards/0/link/to: no page has the path "/\\elsewhere.example"',
      ],
    ],
    [
      "a missing logo file",
      editJson("data/site.json", (site) => (site.logo = "/images/logo.svg")),
      ["data/site.json: /logo: file not found: static/images/logo.svg"],
    ],
    [
      "a file in an unknown place",
      (dir) => fs.writeFileSync(path.join(dir, "data/services.json"), "{}"),
      [expect.stringMatching(/^data\/services\.json: not a known kind of data file/)],
    ],
  ];

  it.each(cases)("names the file and field of %s", (_name, edit, expected) => {
    expect(problemsAfter(edit)).toEqual(expect.arrayContaining(expected));
    expect(problemsAfter(edit)).toHaveLength(expected.length);
  });
});
