import { object, string, type InferType } from "yup";

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

export type ContactMessages = {
  required: Record<FieldName, string>;
  invalidEmail: string;
  tooLong: string;
};

/** Yup's email check accepts "a@b"; a visitor's address needs a dot in its domain too. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const tooLong = (messages: ContactMessages, max: number) => messages.tooLong.replace("{max}", String(max));

/**
 * The single source of the form's rules (SPEC §5): what is required, the
 * email format, the request choice, and Other Request only with 'others'.
 * Values are trimmed, so a field of spaces counts as empty.
 */
export const contactSchema = (messages: ContactMessages) => {
  const text = (field: keyof typeof MAX_LENGTH) =>
    string()
      .trim()
      .required(messages.required[field])
      .max(MAX_LENGTH[field], tooLong(messages, MAX_LENGTH[field]));
  return object({
    name: text("name"),
    email: text("email")
      .email(messages.invalidEmail)
      .matches(EMAIL_PATTERN, { message: messages.invalidEmail, excludeEmptyString: true }),
    subject: text("subject"),
    request: string().trim().required(messages.required.request),
    otherRequest: string().when("request", {
      is: OTHER_REQUEST,
      then: () => text("otherRequest"),
      otherwise: (schema) => schema.strip(),
    }),
    company: text("company"),
    message: text("message"),
  });
};

export type ContactRequest = InferType<ReturnType<typeof contactSchema>>;

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
