/**
 * The request a visitor has typed but not sent, kept in her browser (localStorage) so that a reload or
 * a closed tab loses nothing. Nothing of it leaves the browser until she sends the form. What comes
 * back is checked field by field, as the readiness checks check their kept answers: a field that is
 * not what the form could hold (another type, too long, a choice the form does not offer) is dropped,
 * and a draft that is not one at all, or older than DRAFT_DAYS, is ignored, all without an error.
 */
import { EMPTY_VALUES, FIELD_ORDER, INSPECTION_EXPECTED, MAX_LENGTH, type ContactValues } from "./fields";

/** The key of the draft in localStorage: one draft for the site, wherever its request form is. */
export const DRAFT_KEY = "contact-request:draft";

/**
 * How long a draft is kept after it was last typed in: long enough to come back to a request, short
 * enough that a name and an email address do not stay for good on a shared computer.
 */
export const DRAFT_DAYS = 30;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Characters no field can be given by typing or pasting (tabs and line ends excepted). */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** What the draft keeps: the fields typed in, and the day (YYYY-MM-DD, the visitor's own) last typed. */
type StoredDraft = { on: string; values: Partial<ContactValues> };

/** The text kept for `values`, typed in last on `on`; only the fields that hold something. */
export const draftText = (values: ContactValues, on: string): string =>
  JSON.stringify({
    on,
    values: Object.fromEntries(
      FIELD_ORDER.filter((name) => values[name]).map((name) => [name, values[name]]),
    ),
  } satisfies StoredDraft);

/** Whether the form holds anything worth keeping. */
export const isEmptyDraft = (values: ContactValues): boolean =>
  FIELD_ORDER.every((name) => values[name] === EMPTY_VALUES[name]);

/** Whether `value` is something the form's field `name` can hold, with the form's `requests` offered. */
const fits = (name: (typeof FIELD_ORDER)[number], value: string, requests: readonly string[]) => {
  if (CONTROL_CHARACTERS.test(value)) return false;
  switch (name) {
    case "request":
      return requests.includes(value);
    case "neededBy":
    case "form483IssuedOn":
      return DAY_PATTERN.test(value);
    case "inspectionExpected":
      return value === INSPECTION_EXPECTED;
    default:
      return value.length <= MAX_LENGTH[name];
  }
};

/**
 * The fields of the draft kept as `stored` (localStorage's text, or null) that the form can hold, with
 * the request choices it offers (`requests`), on `today` (the visitor's day, YYYY-MM-DD).
 */
export const restoreDraft = (
  stored: string | null,
  requests: readonly string[],
  today: string,
): Partial<ContactValues> => {
  let parsed: unknown;
  try {
    parsed = stored ? JSON.parse(stored) : null;
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
  const { on, values } = parsed as Record<string, unknown>;
  if (typeof on !== "string" || !DAY_PATTERN.test(on) || !DAY_PATTERN.test(today)) return {};
  const age = (Date.parse(today) - Date.parse(on)) / DAY_MS;
  // A day after today is kept too: the visitor may have crossed a time zone since.
  if (!(age >= -1 && age <= DRAFT_DAYS)) return {};
  if (!values || typeof values !== "object" || Array.isArray(values)) return {};
  const kept: Partial<ContactValues> = {};
  for (const name of FIELD_ORDER) {
    if (!Object.prototype.hasOwnProperty.call(values, name)) continue;
    const value = (values as Record<string, unknown>)[name];
    if (typeof value === "string" && value !== "" && fits(name, value, requests)) kept[name] = value;
  }
  return kept;
};
