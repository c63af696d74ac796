/**
 * The content editor's configuration against the content model: written by
 * `npm run schema` and not edited since, and in agreement with the JSON
 * Schemas the data check uses (every field present, the same required-ness,
 * the same choices and patterns), so the editor can neither miss a field nor
 * accept what the build would refuse.
 */
import fs from "fs";
import path from "path";

import committed from "../cms/editor-config.json";
import { COLLECTIONS, collectionNames, LAUNCH, SETTINGS } from "./collections";
import { editorConfig, editorFields, type EditorField } from "./editor-config";
import { EDITOR_WIDGETS } from "./editor-widgets";
import { jsonSchema } from "./json-schema";

const ROOT = path.resolve(__dirname, "../..");

type Schema = {
  type?: string;
  $ref?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
  enum?: string[];
  const?: string;
  pattern?: string;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  $defs?: Record<string, Schema>;
};

const config = editorConfig();
type DataFile = { file: string; fields: EditorField[] };
/** The settings files, each with its own fields. */
const files: DataFile[] = config.collections.flatMap((collection) =>
  "files" in collection && collection.files && collection.name === SETTINGS.name
    ? collection.files.flatMap((entry) => (entry ? [{ file: entry.file, fields: entry.fields }] : []))
    : [],
);
/** A folder of entries (one a file, all with the same fields). */
const folder = (dir: string) =>
  config.collections.flatMap((collection) =>
    "folder" in collection && collection.folder === dir ? [collection] : [],
  )[0];
const pages = folder("data/pages");
const insights = folder("data/insights");
/** Every data file the editor reaches, with the fields it edits it by. */
const dataFiles = (dir: string) =>
  fs
    .readdirSync(path.join(ROOT, dir))
    .filter((file) => file.endsWith(".json"))
    .map((file) => `${dir}/${file}`);
const reached: DataFile[] = [
  ...files,
  ...[pages, insights].flatMap((collection) =>
    dataFiles(collection.folder).map((file) => ({ file, fields: collection.fields })),
  ),
];

/** Every disagreement between the editor's fields and a JSON Schema object, as "pointer: what". */
const disagreements = (fields: EditorField[], schema: Schema, defs: Record<string, Schema>, at: string) => {
  const resolve = (s: Schema): Schema => (s.$ref ? defs[s.$ref.replace("#/$defs/", "")] : s);
  const object = resolve(schema);
  const found: string[] = [];
  const properties = Object.entries(object.properties ?? {}).filter(
    ([name, property]) => name !== "$schema" && property.const === undefined,
  );
  const byName = new Map(fields.map((field) => [field.name, field]));
  for (const field of fields) {
    if (!object.properties?.[field.name]) found.push(`${at}/${field.name}: not in the model`);
  }
  for (const [name, property] of properties) {
    const field = byName.get(name);
    const here = `${at}/${name}`;
    if (!field) {
      found.push(`${here}: missing from the editor`);
      continue;
    }
    if (field.required !== (object.required ?? []).includes(name)) found.push(`${here}: required differs`);
    // (A brand written in camel case is a word an editor reads, not a field name.)
    const label = field.label.replace(/WhatsApp/g, "Whatsapp");
    if (/[a-z][A-Z]/.test(label) || field.label === name) found.push(`${here}: label is a field name`);
    const value = resolve(property);
    if (value.enum && JSON.stringify(field.options) !== JSON.stringify(value.enum)) {
      found.push(`${here}: choices differ`);
    }
    if (value.type === "string" && field.widget !== "image" && field.widget !== "readonly" && !value.enum) {
      if (field.pattern?.[0] !== (value.pattern ?? undefined)) found.push(`${here}: pattern differs`);
      if (field.max_length?.characters !== value.maxLength) found.push(`${here}: maximum length differs`);
    }
    if (value.type === "array") {
      if ((value.minItems ?? 0) !== (field.min ?? 0)) found.push(`${here}: minimum count differs`);
      if (value.maxItems !== field.max) found.push(`${here}: maximum count differs`);
      const items = value.items ?? {};
      if (items.oneOf) {
        const kinds = resolve(items).properties?.kind?.enum ?? [];
        if (JSON.stringify(field.types?.map((t) => t.name)) !== JSON.stringify(kinds)) {
          found.push(`${here}: section kinds differ`);
        }
        for (const type of field.types ?? []) {
          const member = items.oneOf.map(resolve).find((m) => m.properties?.kind?.const === type.name);
          found.push(...disagreements(type.fields, member ?? {}, defs, `${here}[${type.name}]`));
        }
      } else if (resolve(items).type === "object") {
        found.push(...disagreements(field.fields ?? [], items, defs, `${here}[]`));
      } else if (field.widget === "relation" || field.widget === "select") {
        // Chosen from a closed list (topics, services): the data check holds each value to it.
      } else if (field.field?.pattern?.[0] !== resolve(items).pattern) {
        found.push(`${here}[]: pattern differs`);
      }
    }
    if (value.type === "object") found.push(...disagreements(field.fields ?? [], property, defs, here));
  }
  return found;
};

describe("the content editor's configuration", () => {
  it("is the one `npm run schema` writes from the content model alone", () => {
    expect(committed).toEqual(JSON.parse(JSON.stringify(config)));
  });

  it("names no page or article: pages and insights are folders, each entry listed by what its file holds", () => {
    expect(JSON.stringify(config)).not.toMatch(/data\/(pages|insights)\/[^"]/);
    expect(pages).toMatchObject({ create: false, delete: false, summary: "{{hero.title}} ({{path}})" });
    expect(insights).toMatchObject({ create: true, summary: "{{published}} · {{title}}" });
  });

  it("lists each settings file once", () => {
    expect(files.map((file) => file.file).sort()).toEqual([
      "data/insights.json",
      "data/navigation.json",
      "data/site.json",
    ]);
  });

  it("has a Before launch collection: the firm's confirmations, drawn with what the launch check refuses", () => {
    const launch = config.collections.find((collection) => collection.name === LAUNCH.name);
    expect(launch).toMatchObject({
      label: "Before launch",
      files: [
        {
          file: "data/launch/confirmations.json",
          fields: [{ name: "confirmations", widget: EDITOR_WIDGETS.launchList, required: false }],
        },
      ],
    });
  });

  it("draws every optional group with a required field inside as one the editor adds and removes whole", () => {
    // Drawn as an object, its required fields would be required whether the group is there or not.
    const objects: string[] = [];
    const groups: string[] = [];
    const visit = (fields: EditorField[], at: string) => {
      for (const field of fields) {
        const here = `${at}/${field.name}`;
        const holdsRequired = (field.fields ?? []).some((inner) => inner.required);
        if (!field.required && holdsRequired && field.widget === "object") objects.push(here);
        if (field.widget === EDITOR_WIDGETS.optionalGroup) groups.push(here);
        visit(field.fields ?? [], here);
        for (const type of field.types ?? []) visit(type.fields, `${here}[${type.name}]`);
      }
    };
    for (const name of collectionNames) visit(editorFields(name), name);
    expect(objects).toEqual([]);
    // Today's: a card's button, a section's note, the form's links and texts, a logo, and the like.
    expect(groups).toContain("pages/sections[cards]/note");
    expect(groups).toContain("pages/sections[credentials]/credentials/logo");
    // A group of optional fields alone stays an object (nothing in it can block a save).
    expect(groups).not.toContain("site/registration");
  });

  it.each(collectionNames)("agrees with the JSON Schema of %s on every field", (name) => {
    const schema = jsonSchema(name) as Schema;
    expect(disagreements(editorFields(name), schema, schema.$defs ?? {}, "")).toEqual([]);
  });

  it("edits every data file by the fields of its kind", () => {
    for (const { file, fields } of reached) {
      const kind = collectionNames.find((name) => {
        const collection = COLLECTIONS[name];
        return "folder" in collection
          ? file.startsWith(`data/${collection.folder}/`)
          : file === `data/${collection.file}`;
      });
      expect([file, fields]).toEqual([file, kind && editorFields(kind)]);
    }
  });

  it("stores a settings file's pictures where its file names them", () => {
    const settings = files.find((entry) => entry.file === `data/${COLLECTIONS["insights-settings"].file}`);
    const image = settings?.fields.find((field) => field.name === "image");
    const current = JSON.parse(fs.readFileSync(path.join(ROOT, "data/insights.json"), "utf8")).image;
    expect(current.startsWith(`${image?.public_folder}/`)).toBe(true);
    expect(image?.media_folder).toBe(image?.public_folder);
  });

  it("finds a field the model has and the editor lacks, and a changed rule", () => {
    const schema = jsonSchema("site") as Schema;
    const fields = files.find((file) => file.file === "data/site.json")?.fields ?? [];
    const withoutPhone = fields.filter((field) => field.name !== "phone");
    expect(disagreements(withoutPhone, schema, schema.$defs ?? {}, "")).toEqual([
      "/phone: missing from the editor",
    ]);
    const optionalEmail = fields.map((field) =>
      field.name === "email" ? { ...field, required: false } : field,
    );
    expect(disagreements(optionalEmail, schema, schema.$defs ?? {}, "")).toEqual([
      "/email: required differs",
    ]);
  });

  it("keeps the page address unchangeable and stores new banner pictures where the build finds them", () => {
    expect(pages.fields.find((field) => field.name === "path")?.widget).toBe("readonly");
    const image = pages.fields
      .find((field) => field.name === "hero")
      ?.fields?.find((f) => f.name === "image");
    expect(image).toMatchObject({
      widget: "image",
      media_folder: "../../src/images/hero",
      public_folder: "../../src/images/hero",
    });
    const current = JSON.parse(fs.readFileSync(path.join(ROOT, "data/pages/home.json"), "utf8")).hero.image;
    expect(current.startsWith(`${image?.public_folder}/`)).toBe(true);
  });

  it("lets an editor create an insight, named from its title, choosing topics from the settings and services from the pages", () => {
    expect(insights).toMatchObject({
      create: true,
      slug: "{{slug}}",
      identifier_field: "title",
      format: "json",
    });
    const field = (name: string) => insights?.fields.find((f) => f.name === name);
    expect(field("topics")).toMatchObject({
      widget: "relation",
      collection: "settings",
      file: "insights-settings",
      value_field: "topics.*.name",
      multiple: true,
    });
    expect(field("services")).toMatchObject({
      widget: "relation",
      collection: "pages",
      value_field: "path",
      multiple: true,
    });
    expect(field("body")?.widget).toBe("markdown");
    expect(field("published")).toMatchObject({
      widget: "datetime",
      format: "YYYY-MM-DD",
      time_format: false,
    });
    // What a reader cites: who wrote and checked it, and the dates its review and position hold to.
    for (const name of ["reviewed", "positionAsOf"]) {
      expect(field(name)).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", required: true });
    }
    // Chosen from the consultants the pages list, any text kept (a stand-in saves as it is).
    for (const name of ["author", "reviewer"]) {
      expect(field(name)).toMatchObject({ required: true, widget: EDITOR_WIDGETS.consultant });
    }
  });

  it("lists a collapsed entry by its label where it has one: a lead time by its words, not its key", () => {
    const site = config.collections
      .find((collection) => collection.name === SETTINGS.name)
      ?.files?.find((file) => file.name === "site");
    const leadTimes = site?.fields.find((field) => field.name === "leadTimes");
    expect(leadTimes).toMatchObject({ widget: "list", summary: "{{fields.label}}" });
    expect(leadTimes?.fields?.map((field) => field.name)).toContain("label");
  });

  it("names the firm's people where the work is by the consultants' widget: who reads the requests may be nobody yet", () => {
    /** Every field of that name, however deep in sections and groups. */
    const named = (fields: EditorField[], name: string): EditorField[] =>
      fields.flatMap((field) => [
        ...(field.name === name ? [field] : []),
        ...named([...(field.fields ?? []), ...(field.types ?? []).flatMap((type) => type.fields)], name),
      ]);
    const [people] = named(pages?.fields ?? [], "people");
    expect(people).toMatchObject({ widget: "list", min: 0, field: { widget: EDITOR_WIDGETS.consultant } });
    const [signer] = named(pages?.fields ?? [], "signers");
    expect(signer.fields?.find((field) => field.name === "name")?.widget).toBe(EDITOR_WIDGETS.consultant);
  });

  it("lets an editor keep the privacy notice: a page like any other, linked beside the form's send button", () => {
    expect(dataFiles("data/pages")).toContain("data/pages/privacy.json");
    const sections = pages?.fields.find((f) => f.name === "sections");
    const form = sections?.types?.find((type) => type.name === "form");
    expect(form?.fields?.find((f) => f.name === "privacy")?.fields?.map((f) => f.name)).toEqual([
      "label",
      "to",
    ]);
    const site = files.find((entry) => entry.file === "data/site.json");
    const registration = site?.fields.find((f) => f.name === "registration");
    expect(registration?.fields?.map((f) => f.name)).toEqual(["established", "cin", "gstin"]);
  });
});
