import { object, string, type InferType } from "yup";

import { INSPECTION_EXPECTED, MAX_LENGTH, OTHER_REQUEST, localToday, type RequiredField } from "./fields";

export type ContactMessages = {
  required: Record<RequiredField, string>;
  invalidEmail: string;
  invalidPhone: string;
  pastDate: string;
  futureDate: string;
  tooLong: string;
};

/** Yup's email check accepts "a@b"; a visitor's address needs a dot in its domain too. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Digits with an optional leading +, and the spaces, brackets, dots and dashes people write between them. */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;
/** From a short local number to the longest international one (ITU E.164: 15 digits). */
const PHONE_DIGITS = { min: 6, max: 15 } as const;
const phoneDigits = (value: string) => value.replace(/\D/g, "").length;

/** What a date field holds: YYYY-MM-DD, which compares as text in date order. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const tooLong = (messages: ContactMessages, max: number) => messages.tooLong.replace("{max}", String(max));

/**
 * The single source of the form's rules (SPEC §5): what is required, the
 * email format, the request choice, and Other Request only with 'others'.
 * Values are trimmed, so a field of spaces counts as empty.
 */
export const contactSchema = (messages: ContactMessages, today: () => string = localToday) => {
  const text = (field: keyof typeof MAX_LENGTH & RequiredField) =>
    string()
      .trim()
      .required(messages.required[field])
      .max(MAX_LENGTH[field], tooLong(messages, MAX_LENGTH[field]));
  return object({
    // Optional, on the Form 483 path: the day on the visitor's 483, today at the latest.
    form483IssuedOn: string()
      .trim()
      .test(
        "not-future",
        messages.futureDate,
        (value) => !value || (ISO_DATE.test(value) && value <= today()),
      ),
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
    // Optional: empty is fine; anything typed must look like a phone number.
    phone: string()
      .trim()
      .max(MAX_LENGTH.phone, tooLong(messages, MAX_LENGTH.phone))
      .test("phone", messages.invalidPhone, (value) => {
        if (!value) return true;
        const digits = phoneDigits(value);
        return PHONE_PATTERN.test(value) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
      }),
    // Optional: a date from today on (judged when the form is checked, so a page left open overnight
    // judges by the new day).
    neededBy: string()
      .trim()
      .test("not-past", messages.pastDate, (value) => !value || (ISO_DATE.test(value) && value >= today())),
    // A ticked box sends its value; anything else counts as not ticked.
    inspectionExpected: string().transform((value: string) => (value === INSPECTION_EXPECTED ? value : "")),
    message: text("message"),
  });
};

export type ContactRequest = InferType<ReturnType<typeof contactSchema>>;
