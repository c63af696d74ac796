import { DRAFT_DAYS, draftText, isEmptyDraft, restoreDraft } from "./draft";
import { EMPTY_VALUES, INSPECTION_EXPECTED, MAX_LENGTH, type ContactValues } from "./fields";

const REQUESTS = ["new audit", "consultation", "others"];
const TODAY = "2026-12-03";

const A_DRAFT: ContactValues = {
  ...EMPTY_VALUES,
  name: "Asha Patel",
  email: "asha@example.com",
  request: "new audit",
  neededBy: "2027-01-15",
  inspectionExpected: INSPECTION_EXPECTED,
  message: "An ICH Q7 audit in March.\nTwo sites.",
};

const restored = (stored: unknown, today = TODAY) =>
  restoreDraft(typeof stored === "string" ? stored : JSON.stringify(stored), REQUESTS, today);

describe("the request's draft kept in the browser", () => {
  it("keeps only the fields that hold something, and gives them back as they were", () => {
    const text = draftText(A_DRAFT, TODAY);
    expect(Object.keys(JSON.parse(text).values)).toEqual([
      "name",
      "email",
      "request",
      "neededBy",
      "inspectionExpected",
      "message",
    ]);
    expect(restoreDraft(text, REQUESTS, TODAY)).toEqual({
      name: "Asha Patel",
      email: "asha@example.com",
      request: "new audit",
      neededBy: "2027-01-15",
      inspectionExpected: INSPECTION_EXPECTED,
      message: "An ICH Q7 audit in March.\nTwo sites.",
    });
  });

  it("says a form is empty only when no field holds anything", () => {
    expect(isEmptyDraft(EMPTY_VALUES)).toBe(true);
    expect(isEmptyDraft({ ...EMPTY_VALUES, phone: "+91 98765 43210" })).toBe(false);
  });

  it(`is kept for ${DRAFT_DAYS} days after it was last typed in, then ignored`, () => {
    const text = draftText(A_DRAFT, "2026-11-03");
    expect(restoreDraft(text, REQUESTS, "2026-12-03")).toHaveProperty("name", "Asha Patel");
    expect(restoreDraft(text, REQUESTS, "2026-12-04")).toEqual({});
    // A day ahead of today holds (the visitor crossed a time zone); further ahead it is no draft of hers.
    expect(restoreDraft(draftText(A_DRAFT, "2026-12-04"), REQUESTS, TODAY)).toHaveProperty("name");
    expect(restoreDraft(draftText(A_DRAFT, "2026-12-06"), REQUESTS, TODAY)).toEqual({});
  });

  it("is nothing when nothing is kept", () => {
    expect(restoreDraft(null, REQUESTS, TODAY)).toEqual({});
  });

  it.each([
    ["text that is no JSON", "{name: Asha"],
    ["a list", "[1, 2, 3]"],
    ["a bare string", '"Asha"'],
    ["null", "null"],
    ["no day", { values: { name: "Asha" } }],
    ["a day that is no day", { on: "yesterday", values: { name: "Asha" } }],
    ["values that are a list", { on: TODAY, values: ["Asha"] }],
  ])("is ignored when it is %s", (_case, stored) => {
    expect(restored(stored)).toEqual({});
  });

  it("drops each field the form could not hold, keeping the others", () => {
    const kept = restored({
      on: TODAY,
      values: {
        name: "Asha Patel",
        email: 42,
        subject: { toString: "x" },
        request: "javascript:alert(1)",
        otherRequest: "x".repeat(MAX_LENGTH.otherRequest + 1),
        company: "Acme\u0000Pharma",
        phone: ["+91"],
        neededBy: "<img src=x onerror=alert(1)>",
        inspectionExpected: "no",
        message: "<script>alert(1)</script>",
        access_key: "stolen",
      },
    });
    // Markup is only text in a field, drawn as text: kept as typed.
    expect(kept).toEqual({ name: "Asha Patel", message: "<script>alert(1)</script>" });
  });

  it("takes nothing from the object's prototype", () => {
    const kept = restored(`{"on":"${TODAY}","values":{"__proto__":{"name":"Mallory"}}}`);
    expect(kept).toEqual({});
    expect(({} as Record<string, unknown>).name).toBeUndefined();
  });
});
