import { object, string, type InferType } from "yup";

import { MAX_LENGTH, OTHER_REQUEST, type FieldName } from "./fields";

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
