/**
 * The contact form's fields and limits, apart from the Yup schema (./schema.ts)
 * so that the page can draw the form before the schema's code has loaded.
 */

/**
 * The form's fields in the order they appear: on the Form 483 path the day the 483 was issued, above
 * the rest; the spec's (SPEC §3), then the optional ones that help the firm call back (a phone
 * number, and by when the work is needed), before the message.
 */
export const FIELD_ORDER = [
  "form483IssuedOn",
  "name",
  "email",
  "subject",
  "request",
  "otherRequest",
  "company",
  "phone",
  "neededBy",
  "inspectionExpected",
  "message",
] as const;
export type FieldName = (typeof FIELD_ORDER)[number];

/** The fields a visitor may leave empty (Other Request is required while Others is chosen). */
export const OPTIONAL_FIELDS = ["form483IssuedOn", "phone", "neededBy", "inspectionExpected"] as const;
export type OptionalField = (typeof OPTIONAL_FIELDS)[number];
/** The fields the spec requires, whose texts carry a message for when they are left empty. */
export type RequiredField = Exclude<FieldName, OptionalField>;
export const REQUIRED_FIELDS = FIELD_ORDER.filter(
  (name): name is RequiredField => !(OPTIONAL_FIELDS as readonly string[]).includes(name),
);

/** What the Inspection expected box sends when ticked (and what it holds in the form's values). */
export const INSPECTION_EXPECTED = "yes";

/** The request value that asks for the Other Request field. */
export const OTHER_REQUEST = "others";

/**
 * Length bounds (the spec sets none): generous for real requests, short
 * enough to stop pasted junk. 254 is the longest valid email address.
 */
export const MAX_LENGTH = {
  name: 100,
  email: 254,
  subject: 150,
  otherRequest: 150,
  company: 150,
  // The longest international number (15 digits) with its +, spaces and brackets.
  phone: 30,
  message: 5000,
} as const;

export type ContactValues = Record<FieldName, string>;

export const EMPTY_VALUES: ContactValues = {
  form483IssuedOn: "",
  name: "",
  email: "",
  subject: "",
  request: "",
  otherRequest: "",
  company: "",
  phone: "",
  neededBy: "",
  inspectionExpected: "",
  message: "",
};

/** Today in the visitor's own time zone, as a date field writes it (YYYY-MM-DD, in date order as text). */
export const localToday = (now = new Date()): string =>
  [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, "0"))
    .join("-");
