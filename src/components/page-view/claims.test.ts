/**
 * The copy promises only what a consultant can deliver: no outcome that a
 * regulator decides (passing every inspection, certification, compliance
 * itself), one reply promise wherever the site makes one, and the standards
 * a client preparing for an inspection looks for.
 */
import fs from "fs";
import path from "path";

const PAGES_DIR = path.resolve(__dirname, "../../../data/pages");

/** Every text of a page file, with where it is, such as "home.json /hero/title". */
const textsOf = (file: string) => {
  const found: { at: string; text: string }[] = [];
  const walk = (value: unknown, at: string) => {
    if (typeof value === "string") found.push({ at: `${file} ${at}`, text: value });
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${at}/${index}`));
    else if (value && typeof value === "object") {
      Object.entries(value).forEach(([key, item]) => walk(item, `${at}/${key}`));
    }
  };
  walk(JSON.parse(fs.readFileSync(path.join(PAGES_DIR, file), "utf8")), "");
  return found;
};

const texts = fs.readdirSync(PAGES_DIR).flatMap(textsOf);

/** Outcomes only a regulator or the client can bring about, and reply promises other than the one we keep. */
const PROMISES = [
  /stands? up to every inspection/i,
  /right the first time/i,
  /\bto certification\b/i,
  /\bcompliant with\b/i,
  /confirm an auditor/i,
  /\brepl(y|ies) within\b/i,
  /every requirement specified, tested and traced/i,
];

const REPLY_PROMISE = "we acknowledge within one working day";

describe("the promises the copy makes", () => {
  it.each(PROMISES.map((pattern) => [pattern.source, pattern]))("never says %s", (_name, pattern) => {
    expect(texts.filter(({ text }) => pattern.test(text)).map(({ at }) => at)).toEqual([]);
  });

  it.each([
    ["gmpaudits.json", ["revised Schedule M", "WHO-GMP", "PIC/S"]],
    ["qualityconsulting.json", ["revised Schedule M", "WHO-GMP", "PIC/S", "ICH Q10"]],
    ["training.json", ["revised Schedule M", "WHO-GMP", "PIC/S"]],
  ])("%s names the standards Indian manufacturers work to: %j", (file, terms) => {
    const all = textsOf(file as string)
      .map(({ text }) => text)
      .join("\n");
    expect((terms as string[]).filter((term) => !all.includes(term))).toEqual([]);
  });

  it("names GAMP 5 by its current edition, GAMP 5 Second Edition, wherever it names GAMP 5", () => {
    const mentions = texts.filter(({ text }) => text.includes("GAMP 5"));
    expect(mentions.length).toBeGreaterThan(0);
    expect(mentions.filter(({ text }) => /GAMP 5(?! Second Edition)/.test(text)).map(({ at }) => at)).toEqual(
      [],
    );
  });

  it.each(["home.json", "gmpaudits.json", "contactus.json", "404.json"])(
    "%s makes the one reply promise",
    (file) => {
      expect(textsOf(file).some(({ text }) => text.toLowerCase().includes(REPLY_PROMISE))).toBe(true);
    },
  );
});
