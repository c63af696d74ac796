/**
 * Where a saved entry holds an emptied optional field. The editor writes ""
 * for a text box that was cleared, and an object whose fields were all
 * cleared stays as {}; the data check refuses both, so they are removed
 * before the file is written (src/cms/index.tsx, the preSave event), and the
 * field is simply absent, as it was before it was filled in. Required fields
 * never get here empty: the editor refuses to save them.
 */
type Path = (string | number)[];

const isObject = (value: unknown): value is Record<string, unknown> =>
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
    if (field === "" || field === null) {
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

/** The part of Immutable's Map the editor hands to event listeners that this needs. */
type EntryData<T> = { toJS(): unknown; deleteIn(path: Path): T };

/** The entry's data without its emptied optional fields. */
export const withoutEmptyFields = <T extends EntryData<T>>(data: T): T =>
  emptyFieldPaths(data.toJS()).reduce((rest, path) => rest.deleteIn(path), data);
