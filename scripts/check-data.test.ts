import fs from "fs";
import path from "path";

import { checkDataFile, checkDataText } from "./check-data";

const PROJECT = path.resolve(__dirname, "..");
const DATA = path.join(PROJECT, "data");
const TRAINING = path.join(DATA, "pages/training.json");

const training = () => JSON.parse(fs.readFileSync(TRAINING, "utf8"));
const check = (json: unknown, file = TRAINING) =>
  checkDataText(path.relative(PROJECT, file), JSON.stringify(json), file, DATA);

describe("data file checks", () => {
  it("finds no problem in any real data file", () => {
    const files = [
      path.join(DATA, "site.json"),
      path.join(DATA, "navigation.json"),
      ...fs.readdirSync(path.join(DATA, "pages")).map((f) => path.join(DATA, "pages", f)),
    ];
    for (const file of files) expect(checkDataFile(file, DATA, PROJECT)).toEqual([]);
  });

  it("names the file and the field of a missing required value", () => {
    const page = training();
    delete page.hero.title;
    expect(check(page)).toEqual(["data/pages/training.json: /hero/title: is required"]);
  });

  it("names an empty string", () => {
    const page = training();
    page.sections[0].heading = "  ";
    expect(check(page)).toEqual([
      "data/pages/training.json: /sections/0/heading: must be a non-empty string",
    ]);
  });

  it("rejects a misspelt field", () => {
    const page = training();
    page.hero.titel = page.hero.title;
    expect(check(page)[0]).toMatch(/^data\/pages\/training\.json: \/hero\/titel: unknown field/);
  });

  it("rejects a value of the wrong type", () => {
    const page = training();
    page.keywords = "GMP, training";
    expect(check(page)).toEqual(["data/pages/training.json: /keywords: must be a list"]);
  });

  it("rejects an unknown section kind", () => {
    const page = training();
    page.sections[1].kind = "banner";
    expect(check(page)[0]).toMatch(
      /^data\/pages\/training\.json: \/sections\/1\/kind: must be one of text, cards/,
    );
  });

  it("checks the fields of each section kind", () => {
    const page = training();
    delete page.sections[1].link;
    expect(check(page)).toEqual(["data/pages/training.json: /sections/1/link: is required"]);
  });

  it("names an image that does not exist", () => {
    const page = training();
    page.hero.image = "../../src/images/hero/missing.jpg";
    expect(check(page)).toEqual([
      "data/pages/training.json: /hero/image: file not found: ../../src/images/hero/missing.jpg",
    ]);
  });

  it("reports a JSON syntax error with its position", () => {
    const problems = checkDataText("data/pages/training.json", '{ "path": "/training/", }', TRAINING, DATA);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^data\/pages\/training\.json: invalid JSON: .*position/);
  });

  it("checks site.json and navigation.json by their own kinds", () => {
    const site = JSON.parse(fs.readFileSync(path.join(DATA, "site.json"), "utf8"));
    delete site.form.accessKey;
    site.copyrightYear = "2024";
    expect(check(site, path.join(DATA, "site.json"))).toEqual([
      "data/site.json: /copyrightYear: must be a whole number",
      "data/site.json: /form/accessKey: is required",
    ]);
  });
});
