import { emailHref, LINK_LIMIT, requestText, type RequestText, whatsappRequestHref } from "./another-way";
import { EMPTY_VALUES, type ContactValues } from "./fields";

const TEXT: RequestText = {
  labels: {
    form483IssuedOn: "483 issued on",
    name: "Name",
    email: "Email",
    subject: "Subject",
    request: "Request",
    otherRequest: "Other Request",
    company: "Company",
    phone: "Phone",
    neededBy: "Needed by",
    inspectionExpected: "An inspection is expected",
    message: "Message",
  },
  requestLabels: { consultation: "Request for quality consultation", others: "Others" },
  cut: "(The rest did not fit.)",
  date: (iso) => `on ${iso}`,
};

const VALUES: ContactValues = {
  ...EMPTY_VALUES,
  name: "Asha Patel",
  email: "asha@pharma.example",
  subject: "Supplier audit & CAPA?",
  request: "consultation",
  otherRequest: "left from before",
  company: "Example Pharma",
  neededBy: "2027-03-01",
  inspectionExpected: "yes",
  message: "We need an ICH Q7 audit.\nSoon.",
};

const query = (href: string) => new URL(href).searchParams;

describe("a request that could not be sent, written out to send another way", () => {
  it("names each field that holds a value, the choice by its label, then the message", () => {
    expect(requestText({ ...VALUES, form483IssuedOn: "2026-11-30" }, TEXT)).toBe(
      [
        "483 issued on: on 2026-11-30",
        "Name: Asha Patel",
        "Email: asha@pharma.example",
        "Request: Request for quality consultation",
        "Company: Example Pharma",
        "Needed by: on 2027-03-01",
        "An inspection is expected",
        "",
        "We need an ICH Q7 audit.\nSoon.",
      ].join("\n"),
    );
  });

  it("gives Other Request only while Others is chosen", () => {
    expect(requestText({ ...VALUES, request: "others" }, TEXT)).toContain(
      "Request: Others\nOther Request: left from before",
    );
  });

  it("writes an email to the firm with the subject and the whole request", () => {
    const href = emailHref("info@firm.example", VALUES, TEXT);
    expect(href.startsWith("mailto:info@firm.example?")).toBe(true);
    expect(query(href).get("subject")).toBe(VALUES.subject);
    expect(query(href).get("body")).toBe(requestText(VALUES, TEXT));
  });

  it("writes a WhatsApp message with the subject over the request", () => {
    const href = whatsappRequestHref("+91 98765 43210", VALUES, TEXT);
    expect(href.startsWith("https://wa.me/919876543210?")).toBe(true);
    expect(query(href).get("text")).toBe(`${VALUES.subject}\n\n${requestText(VALUES, TEXT)}`);
  });

  it.each([
    ["a long message", "word ".repeat(900)],
    ["one that grows when encoded", "ગુજરાતી ".repeat(400)],
  ])("cuts %s at a word to fit the link, and says so", (_, message) => {
    for (const href of [
      emailHref("info@firm.example", { ...VALUES, message }, TEXT),
      whatsappRequestHref("+91 98765 43210", { ...VALUES, message }, TEXT),
    ]) {
      expect(href.length).toBeLessThanOrEqual(LINK_LIMIT);
      expect(href.length).toBeGreaterThan(LINK_LIMIT * 0.9);
      const text = query(href).get("body") ?? query(href).get("text")!;
      expect(text).toContain("Name: Asha Patel");
      expect(text.endsWith(`…\n\n${TEXT.cut}`)).toBe(true);
      // Cut after a whole word.
      expect(text.slice(0, text.lastIndexOf("…"))).toMatch(/(word|ગુજરાતી)$/u);
    }
  });
});
