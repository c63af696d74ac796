import type { ValidationError } from "yup";

import { loadContactFormText } from "../../test-utils/page-fixtures";
import { MAX_LENGTH, REQUIRED_FIELDS } from "./fields";
import { contactSchema, type ContactMessages } from "./schema";

const form = loadContactFormText();

const messages: ContactMessages = {
  required: Object.fromEntries(
    REQUIRED_FIELDS.map((name) => [name, form.fields[name].required]),
  ) as ContactMessages["required"],
  invalidEmail: form.messages.invalidEmail,
  invalidPhone: form.messages.invalidPhone,
  pastDate: form.messages.pastDate,
  futureDate: form.messages.futureDate,
  tooLong: form.messages.tooLong,
};
const schema = contactSchema(messages);

const valid = {
  name: "Asha Patel",
  email: "asha.patel@pharma.example",
  subject: "Supplier audit",
  request: "new audit",
  otherRequest: "",
  company: "Example Pharma Ltd",
  message: "We need an ICH Q7 audit of an API supplier in March.",
};

/** Every message the schema gives, by field. */
const errorsOf = (values: Record<string, string>): Record<string, string> => {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as ValidationError).inner.map((e) => [e.path, e.message]));
  }
};

describe("contact form rules (SPEC §5)", () => {
  it("accepts a complete request", () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it.each(["name", "email", "subject", "company", "message"])(
    "requires %s, with the field's own message",
    (name) => {
      expect(errorsOf({ ...valid, [name]: "" })).toEqual({
        [name]: messages.required[name as keyof typeof messages.required],
      });
      expect(errorsOf({ ...valid, [name]: "   " })).toEqual({
        [name]: messages.required[name as keyof typeof messages.required],
      });
    },
  );

  it("requires a request and does not accept the empty option", () => {
    expect(errorsOf({ ...valid, request: "" })).toEqual({ request: messages.required.request });
  });

  it.each(["asha", "asha@", "asha@pharma", "asha pharma@x.com", "@pharma.com"])(
    "rejects the email %p",
    (email) => {
      expect(errorsOf({ ...valid, email })).toEqual({ email: messages.invalidEmail });
    },
  );

  it("requires Other Request only when 'others' is chosen", () => {
    expect(errorsOf({ ...valid, request: "others", otherRequest: "" })).toEqual({
      otherRequest: messages.required.otherRequest,
    });
    expect(errorsOf({ ...valid, request: "others", otherRequest: "Stability study design" })).toEqual({});
    expect(errorsOf({ ...valid, request: "training", otherRequest: "" })).toEqual({});
  });

  it("leaves Other Request out of the request unless 'others' is chosen", () => {
    expect(schema.cast({ ...valid, otherRequest: "left over" })).not.toHaveProperty("otherRequest");
    expect(schema.cast({ ...valid, request: "others", otherRequest: "Stability study" })).toHaveProperty(
      "otherRequest",
      "Stability study",
    );
  });

  it("bounds each field's length", () => {
    expect(errorsOf({ ...valid, message: "x".repeat(MAX_LENGTH.message + 1) })).toEqual({
      message: messages.tooLong.replace("{max}", String(MAX_LENGTH.message)),
    });
    expect(errorsOf({ ...valid, name: "x".repeat(MAX_LENGTH.name) })).toEqual({});
  });

  it("trims what it sends", () => {
    expect(schema.cast({ ...valid, name: "  Asha Patel  " }).name).toBe("Asha Patel");
  });
});

describe("the optional fields", () => {
  const today = () => "2026-11-27";
  const judged = contactSchema(messages, today);
  const errorsWith = (values: Record<string, string>) => {
    try {
      judged.validateSync({ ...valid, ...values }, { abortEarly: false });
      return {};
    } catch (error) {
      return Object.fromEntries(
        (error as ValidationError).inner.map((issue) => [issue.path, issue.message]),
      ) as Record<string, string>;
    }
  };

  it("may be left empty", () => {
    expect(errorsWith({ phone: "", neededBy: "", inspectionExpected: "" })).toEqual({});
    expect(errorsWith({ phone: "   " })).toEqual({});
  });

  it("take a phone number written as people write them", () => {
    for (const phone of ["+91 98765 43210", "(0265) 233 4455", "0265-2334455", "9876543210"])
      expect({ phone, errors: errorsWith({ phone }) }).toEqual({ phone, errors: {} });
  });

  it("refuse a phone number with letters, or too few or too many digits", () => {
    for (const phone of ["call me", "12345", "+91 98765 43210 98765", "98765<b>43210</b>"])
      expect({ phone, errors: errorsWith({ phone }) }).toEqual({
        phone,
        errors: { phone: form.messages.invalidPhone },
      });
  });

  it("take today or a later date, and refuse an earlier one or what is no date", () => {
    expect(errorsWith({ neededBy: "2026-11-27" })).toEqual({});
    expect(errorsWith({ neededBy: "2027-01-15" })).toEqual({});
    expect(errorsWith({ neededBy: "2026-11-26" })).toEqual({ neededBy: form.messages.pastDate });
    expect(errorsWith({ neededBy: "27/12/2026" })).toEqual({ neededBy: form.messages.pastDate });
  });

  it("take the day a Form 483 was issued up to today, and refuse a later one or what is no date", () => {
    expect(errorsWith({ form483IssuedOn: "2026-11-27" })).toEqual({});
    expect(errorsWith({ form483IssuedOn: "2025-12-31" })).toEqual({});
    expect(errorsWith({ form483IssuedOn: "2026-11-28" })).toEqual({
      form483IssuedOn: form.messages.futureDate,
    });
    expect(errorsWith({ form483IssuedOn: "last week" })).toEqual({
      form483IssuedOn: form.messages.futureDate,
    });
  });

  it("send the tick for an inspection expected only as its own value", () => {
    expect(judged.cast({ ...valid, inspectionExpected: "yes" }).inspectionExpected).toBe("yes");
    expect(judged.cast({ ...valid, inspectionExpected: "<script>" }).inspectionExpected).toBe("");
  });
});
