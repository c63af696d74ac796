/**
 * The spelling check (a copy warning, ./copy-rules.ts) on made-up texts: cspell
 * with the en-GB dictionary and project-words.txt, and -ise endings.
 */
import fs from "fs";
import path from "path";

import { checkSpelling, dataTexts, formatMisspelling, stringsOf, type DataText } from "./spelling";

const PROJECT = path.resolve(__dirname, "../..");

const text = (pointer: string, value: string): DataText => ({
  file: "data/pages/x.json",
  pointer,
  text: value,
});

describe("spelling of the data files", () => {
  it("finds every text of every data file", () => {
    const texts = dataTexts(PROJECT);
    const files = new Set(texts.map(({ file }) => file));
    const pages = fs.readdirSync(path.join(PROJECT, "data/pages")).map((name) => `data/pages/${name}`);
    for (const file of ["data/site.json", "data/navigation.json", ...pages]) expect(files).toContain(file);
    expect(texts.length).toBeGreaterThan(400);
  });

  it("reads the launch check's record for its words, not for the files and fields it names", () => {
    const record = dataTexts(PROJECT).filter(({ file }) => file === "data/launch/stand-ins.json");
    expect(record.map(({ pointer }) => pointer)).toContain("/standIns/0/what");
    expect(record.map(({ pointer }) => pointer)).toContain("/standIns/0/value");
    expect(record.filter(({ pointer }) => /\/(file|pointer)$/.test(pointer))).toEqual([]);
  });

  it("reports a misspelling in a page's text with its file and field", () => {
    const lead = dataTexts(PROJECT).find(
      (item) => item.file === "data/pages/training.json" && item.pointer === "/hero/lead",
    );
    expect(lead).toBeDefined();
    const found = checkSpelling([{ ...lead!, text: "Independant trainers." }], PROJECT);
    expect(found.map(formatMisspelling)).toEqual([
      'data/pages/training.json /hero/lead: Unknown word "Independant"',
    ]);
  });

  it("refuses American spellings: -ize, -yze and the words cspell.json flags", () => {
    const found = checkSpelling(
      [
        text("/a", "A remediation program for your organization"),
        text("/b", "We analyze the labeling records"),
        text("/c", "Our organisation runs a programme; we analyse samples of any size"),
      ],
      PROJECT,
    ).map(formatMisspelling);
    expect(found.sort()).toEqual(
      [
        'data/pages/x.json /a: Forbidden word "program"',
        'data/pages/x.json /b: Forbidden word "analyze"',
        'data/pages/x.json /b: Forbidden word "labeling"',
        'data/pages/x.json /a: American -ize spelling (write -ise) "organization"',
        'data/pages/x.json /b: American -ize spelling (write -ise) "analyze"',
      ].sort(),
    );
  });

  it("leaves the specification's own American wording as it is, and only that", () => {
    const found = checkSpelling(
      [text("/a", "Behavioral GMP"), text("/b", "Sterilization"), text("/c", "Behavioral science")],
      PROJECT,
    );
    expect(found.map(({ pointer, word }) => [pointer, word])).toEqual([["/c", "Behavioral"]]);
  });

  it("checks string values only: not keys, not $schema, not site paths or web addresses", () => {
    expect(
      stringsOf(
        {
          $schema: "./schema/page.schema.json",
          path: "/training/",
          image: "../../src/images/hero/training.jpg",
          url: "https://www.example.com",
          email: "info@example.com",
          query: "mlat=22.3106&mlon=73.1702",
          misspeltKey: "Text",
          list: ["One", 2, true],
        },
        "data/pages/x.json",
      ),
    ).toEqual([text("/misspeltKey", "Text"), text("/list/0", "One")]);
  });
});
