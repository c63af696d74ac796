/**
 * @jest-environment node
 */
/**
 * The rewriting of the editor's texts (./editors-words.ts), on the project's data: every text an editor
 * writes is covered, new words replace every old one, and the data check takes the result.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { checkData } from "../../plugins/site-content/check-data";
import type { EditorField } from "../../src/schema/editor-config";
import { editableTexts, INVENTED_FROM, readEditorConfig, rewriteData } from "./editors-words";

const ROOT = path.resolve(__dirname, "../..");
const config = readEditorConfig(ROOT);
const rewritten = rewriteData(ROOT, config);

/** The words of a text, in lower case, long enough to be checked. */
const wordsOf = (text: string) =>
  new Set((text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => word.length >= INVENTED_FROM));

/**
 * What a rewritten text keeps: the {placeholders} the code fills in, a Markdown link's address, and
 * in the sample report's notice the word "fictional", which the data check asks of it.
 */
const KEPT = /\{\w+\}|\]\([^)\s]*\)/g;
const NOTICE = "pages: sections[auditReport].notice";

describe("the texts an editor writes, as the editor's configuration gives them", () => {
  const places = editableTexts(config);

  it("include every word of the contact form, the headings, banners, cards, articles and menu", () => {
    const form = "pages: sections[form]";
    expect(places).toEqual(
      expect.arrayContaining([
        `${form}.fields.name.label`,
        `${form}.fields.email.placeholder`,
        `${form}.fields.subject.required`,
        `${form}.fields.phone.hint`,
        `${form}.requestOptions[].label`,
        `${form}.submitLabel`,
        `${form}.messages.success`,
        "pages: hero.title",
        "pages: hero.lead",
        "pages: sections[text].heading",
        "pages: sections[cards].cards[].title",
        "pages: sections[cards].cards[].text",
        "insights: title",
        "insights: summary",
        "insights: body",
        "checks: areas[].questions[].gap",
        "navigation: links[].label",
        "site: leadTimes[].label",
        // An insight's topics are names from the topics' list, rewritten alike.
        "insights-settings: topics[].name",
        "insights: topics",
      ]),
    );
  });

  it("leave out what is no wording: ids, addresses, numbers, dates, choices, keys, the logo's name", () => {
    for (const place of [
      "pages: path",
      "pages: sections[text].id",
      "pages: sections[cards].cards[].link.to",
      "pages: hero.action.request",
      "pages: hero.image",
      "pages: sections[figures].figures[].value",
      "pages: sections[form].requestOptions[].value",
      "pages: sections[leadTimes].leadTimes[]",
      "insights: published",
      "insights: services",
      "site: email",
      "site: phone",
      "site: name",
      "site: form.accessKey",
      "site: leadTimes[].name",
    ])
      expect(places).not.toContain(place);
  });

  it("grow with a text field the content model adds, which the rewriting then covers", () => {
    const strapline: EditorField = {
      name: "strapline",
      label: "Strapline",
      widget: "string",
      required: false,
      pattern: ["\\S", "Must not be blank."],
    };
    const grown = {
      collections: config.collections.map((collection) =>
        collection.name === "pages"
          ? { ...collection, fields: [...collection.fields!, strapline] }
          : collection,
      ),
    };
    expect(editableTexts(grown)).toEqual(expect.arrayContaining([...places, "pages: strapline"]));
    expect(editableTexts(grown)).toHaveLength(places.length + 1);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "editors-words-"));
    try {
      fs.cpSync(path.join(ROOT, "data"), path.join(dir, "data"), { recursive: true });
      const home = path.join(dir, "data/pages/home.json");
      const page = JSON.parse(fs.readFileSync(home, "utf8")) as Record<string, unknown>;
      fs.writeFileSync(home, JSON.stringify({ ...page, strapline: "Audits you can stand behind" }));
      const [text] = rewriteData(dir, grown).texts.filter(({ place }) => place === "pages: strapline");
      expect(text.before).toBe("Audits you can stand behind");
      expect([...wordsOf(text.after)].filter((word) => wordsOf(text.before).has(word))).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the rewritten texts", () => {
  const { texts } = rewritten;

  it("are the texts of the places the configuration gives, every word of the contact form among them", () => {
    const places = new Set(editableTexts(config));
    expect(texts.filter(({ place }) => !places.has(place))).toEqual([]);
    type Form = {
      kind: string;
      fields: Record<string, Record<string, string>>;
      requestOptions: { label: string }[];
      submitLabel: string;
      messages: Record<string, string>;
    };
    const formOf = (json: Record<string, unknown>) =>
      (json.sections as Form[]).find(({ kind }) => kind === "form")!;
    const before = formOf(JSON.parse(fs.readFileSync(path.join(ROOT, "data/pages/contactus.json"), "utf8")));
    const after = formOf(rewritten.files.find(({ file }) => file === "data/pages/contactus.json")!.json);
    const words = (form: Form) => [
      ...Object.values(form.fields).flatMap((field) => Object.values(field)),
      ...form.requestOptions.map(({ label }) => label),
      form.submitLabel,
      ...Object.values(form.messages),
    ];
    const unchanged = words(after).filter((text, i) => text === words(before)[i]);
    expect(words(before).length).toBeGreaterThan(30);
    expect(unchanged).toEqual([]);
  });

  it("share no word of three letters or more with the old ones, and are as long", () => {
    const kept = texts.flatMap(({ file, place, before, after }) => {
      const now = wordsOf(after.replace(KEPT, " "));
      return [...wordsOf(before.replace(KEPT, " "))]
        .filter((word) => now.has(word) && !(place === NOTICE && word === "fictional"))
        .map((word) => `${file} ${place}: "${word}" in "${after}"`);
    });
    expect(kept).toEqual([]);
    expect(texts.filter(({ before, after }) => before.length !== after.length)).toEqual([]);
  });

  it("keep their placeholders, their links' addresses and the sample report's word fictional", () => {
    for (const { before, after } of texts) expect(after.match(KEPT)).toEqual(before.match(KEPT));
    const notices = texts.filter(({ place }) => place === NOTICE);
    expect(notices.length).toBeGreaterThan(0);
    for (const { after } of notices) expect(after).toMatch(/\bfictional\b/i);
  });

  it("keep distinct texts distinct, and one text alike wherever it stands", () => {
    const afterOf = new Map<string, Set<string>>();
    for (const { before, after } of texts) afterOf.set(before, (afterOf.get(before) ?? new Set()).add(after));
    expect([...afterOf.values()].filter((afters) => afters.size > 1)).toEqual([]);
    expect(new Set(texts.map(({ after }) => after)).size).toBe(afterOf.size);
  });

  it("use words data/ does not hold", () => {
    const dataText = fs
      .readdirSync(path.join(ROOT, "data"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".json"))
      .map((file) => fs.readFileSync(path.join(ROOT, "data", file), "utf8").toLowerCase())
      .join("\n");
    const old = wordsOf(dataText);
    expect(rewritten.invented.filter((word) => word.length >= INVENTED_FROM && old.has(word))).toEqual([]);
  });

  it("pass the data check", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "editors-words-"));
    try {
      fs.cpSync(path.join(ROOT, "data"), path.join(dir, "data"), { recursive: true });
      // Pictures and the logo are the project's, read where the data files name them.
      for (const folder of ["src", "static"]) fs.symlinkSync(path.join(ROOT, folder), path.join(dir, folder));
      for (const { file, json } of rewritten.files)
        fs.writeFileSync(path.join(dir, file), JSON.stringify(json, null, 2));
      expect(checkData(dir).problems).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
