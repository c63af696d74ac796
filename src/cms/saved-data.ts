/**
 * What the editor writes to a data file when an entry is saved (src/cms/index.tsx, the preSave
 * event): the entry without its emptied optional fields, with its keys in the content model's order.
 *
 * The editor writes "" for a text box that was cleared, and an object whose fields were all cleared
 * stays as {}; the data check refuses both, so they are left out, as they were before being filled in.
 * Required fields never get here empty: the editor refuses to save them.
 *
 * The editor holds an entry in Immutable maps, which keep the order of at most eight keys: a larger
 * object (the company details) came back with its keys shuffled, and a one-line change showed as a
 * diff of seventy. Written in the model's order, which the data files keep (saved-data.test.ts), an
 * unchanged entry saves byte for byte as it was.
 */
import type { EditorField } from "../schema/editor-config";

type Json = Record<string, unknown>;
type Path = (string | number)[];

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The paths of fields to remove: cleared texts, and objects with nothing left
 * once their own cleared fields are gone (removed whole). Entries of lists
 * are kept: removing one would shift the rest.
 */
export const emptyFieldPaths = (value: unknown, at: Path = []): Path[] => {
  if (Array.isArray(value)) return value.flatMap((item, index) => emptyFieldPaths(item, [...at, index]));
  if (!isObject(value)) return [];
  const paths: Path[] = [];
  for (const [key, field] of Object.entries(value)) {
    const here = [...at, key];
    if (field === "" || field === null || field === undefined) {
      paths.push(here);
      continue;
    }
    const inner = emptyFieldPaths(field, here);
    const ownFieldsRemoved = inner.filter((p) => p.length === here.length + 1).length;
    if (isObject(field) && ownFieldsRemoved === Object.keys(field).length) paths.push(here);
    else paths.push(...inner);
  }
  return paths;
};

const withoutPath = (value: unknown, [key, ...rest]: Path): unknown => {
  if (Array.isArray(value)) {
    return value.map((item, index) => (index === key ? withoutPath(item, rest) : item));
  }
  if (!isObject(value)) return value;
  if (rest.length === 0) return Object.fromEntries(Object.entries(value).filter(([name]) => name !== key));
  return { ...value, [key]: withoutPath(value[key], rest) };
};

/** The value without its emptied optional fields. */
export const withoutEmptyFields = (value: Json): Json =>
  emptyFieldPaths(value).reduce<Json>((rest, path) => withoutPath(rest, path) as Json, value);

/**
 * The value with every object's keys in its fields' order; keys the model does not name ($schema, a
 * section's kind) first, as they stand.
 */
export const inModelOrder = (value: Json, fields: EditorField[]): Json => {
  const named = new Map(fields.map((field) => [field.name, field]));
  const ordered: Json = {};
  for (const [key, item] of Object.entries(value)) if (!named.has(key)) ordered[key] = item;
  for (const field of fields) {
    if (!(field.name in value)) continue;
    const item = value[field.name];
    ordered[field.name] = orderedValue(field, item);
  }
  return ordered;
};

const orderedValue = (field: EditorField, value: unknown): unknown => {
  if (Array.isArray(value)) return value.map((item) => orderedValue(field, item));
  if (!isObject(value)) return value;
  // An object, or an entry of a list of objects: a section's fields are its kind's.
  const fields = field.types
    ? field.types.find((type) => type.name === value[field.typeKey ?? ""])?.fields
    : field.fields;
  return fields ? inModelOrder(value, fields) : value;
};

/** The part of Immutable's maps and lists the editor hands to event listeners that this needs. */
export type EntryData = {
  toJS(): unknown;
  toOrderedMap(): ImmutableMap;
  toList(): ImmutableList;
};
type ImmutableMap = { clear(): ImmutableMap; set(key: string, value: unknown): ImmutableMap };
type ImmutableList = { clear(): ImmutableList; push(...values: unknown[]): ImmutableList };

/** Plain data as the editor's Immutable values, objects as ordered maps (they keep every key's place). */
const toImmutable = (value: unknown, empty: { map: ImmutableMap; list: ImmutableList }): unknown => {
  if (Array.isArray(value)) return empty.list.push(...value.map((item) => toImmutable(item, empty)));
  if (!isObject(value)) return value;
  return Object.entries(value).reduce(
    (map, [key, item]) => map.set(key, toImmutable(item, empty)),
    empty.map,
  );
};

/** The entry's data as it is to be written: no emptied optional field, keys in the model's order. */
export const savedData = (data: EntryData, fields: EditorField[]): ImmutableMap => {
  const plain = data.toJS();
  const saved = inModelOrder(withoutEmptyFields(isObject(plain) ? plain : {}), fields);
  // The editor bundles its own Immutable: empty values of its kinds, taken from the entry.
  const empty = { map: data.toOrderedMap().clear(), list: data.toList().clear() };
  return toImmutable(saved, empty) as ImmutableMap;
};
