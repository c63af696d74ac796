/**
 * The contact form's fields and limits, apart from the Yup schema (./schema.ts)
 * so that the page can draw the form before the schema's code has loaded.
 */

/** The form's fields in the order they appear (SPEC §3). */
export const FIELD_ORDER = [
  "name",
  "email",
  "subject",
  "request",
  "otherRequest",
  "company",
  "message",
] as const;
export type FieldName = (typeof FIELD_ORDER)[number];

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
  message: 5000,
} as const;

export type ContactValues = Record<FieldName, string>;

export const EMPTY_VALUES: ContactValues = {
  name: "",
  email: "",
  subject: "",
  request: "",
  otherRequest: "",
  company: "",
  message: "",
};
