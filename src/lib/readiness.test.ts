import {
  gapsOf,
  restoreAnswers,
  scoreArea,
  scoreCheck,
  storageKey,
  summaryText,
  type SummaryLabels,
} from "./readiness";

const check = {
  path: "/example-check/",
  heading: "Example check",
  areas: [
    {
      id: "first",
      heading: "First area",
      questions: [
        { id: "a", requirement: "Requirement A holds.", source: "Source A" },
        { id: "b", requirement: "Requirement B holds.", source: "Source B" },
        { id: "c", requirement: "Requirement C holds.", source: "Source C" },
        { id: "d", requirement: "Requirement D holds.", source: "Source D" },
      ],
    },
    {
      id: "second",
      heading: "Second area",
      questions: [{ id: "e", requirement: "Requirement E holds.", source: "Source E" }],
    },
  ],
};

const labels: SummaryLabels = {
  yes: "Yes",
  partly: "Partly",
  no: "No",
  notApplicable: "Not applicable",
  met: "Met",
  partlyMet: "Partly met",
  notMet: "Not met",
  source: "Source:",
  progress: "{answered} of {total} answered",
  resultDate: "result of {date}",
  gapsHeading: "Gaps",
  noGaps: "No gaps so far.",
};

const DAY = new Date("2026-11-27T06:00:00Z");

describe("a readiness check's score", () => {
  it("counts met, partly met and not met, and leaves a requirement answered Not applicable out of the total", () => {
    const score = scoreArea(check.areas[0], { a: "yes", b: "partly", c: "notApplicable" });
    expect(score).toMatchObject({ total: 3, answered: 2, met: 1, partlyMet: 1, notMet: 0, notApplicable: 1 });
    expect(scoreArea(check.areas[0], { a: "no", b: "no", c: "no", d: "no" })).toMatchObject({
      total: 4,
      answered: 4,
      notMet: 4,
    });
  });

  it("scores every area, an unanswered one included", () => {
    expect(
      scoreCheck(check, { e: "notApplicable" }).map(({ id, total, answered }) => [id, total, answered]),
    ).toEqual([
      ["first", 4, 0],
      ["second", 0, 0],
    ]);
  });

  it("lists as gaps the requirements answered Partly or No, in the check's order", () => {
    expect(gapsOf(check, { e: "no", b: "partly", a: "yes", c: "notApplicable" })).toEqual([
      { area: "First area", requirement: "Requirement B holds.", source: "Source B", answer: "partly" },
      { area: "Second area", requirement: "Requirement E holds.", source: "Source E", answer: "no" },
    ]);
  });
});

describe("answers kept in the browser", () => {
  it("are kept under the check's own address", () => {
    expect(storageKey(check)).toBe("readiness-check:/example-check/");
  });

  it("come back as they were given", () => {
    const answers = { a: "yes", b: "partly", c: "no", d: "notApplicable" } as const;
    expect(restoreAnswers(check, JSON.stringify(answers))).toEqual(answers);
  });

  it("keep only answers to the check's questions that the check knows", () => {
    const stored = JSON.stringify({
      a: "yes",
      gone: "no",
      b: "maybe",
      c: 3,
      __proto__: "no",
      toString: "yes",
    });
    expect(restoreAnswers(check, stored)).toEqual({ a: "yes" });
  });

  it("are none when nothing or something broken was kept", () => {
    expect(restoreAnswers(check, null)).toEqual({});
    expect(restoreAnswers(check, "{not json")).toEqual({});
    expect(restoreAnswers(check, "[1,2]")).toEqual({});
    expect(restoreAnswers(check, '"yes"')).toEqual({});
  });
});

describe("the result's summary for the request form", () => {
  it("names the check and the date, gives each area's counts and lists each gap with its source", () => {
    const text = summaryText(check, { a: "yes", b: "partly", c: "notApplicable", e: "no" }, labels, DAY);
    expect(text).toBe(
      [
        "Example check: result of 27 November 2026",
        "",
        "First area: 1 met, 1 partly met, 0 not met (2 of 3 answered)",
        "Second area: 0 met, 0 partly met, 1 not met (1 of 1 answered)",
        "",
        "Gaps",
        "- Partly: Requirement B holds. (Source: Source B)",
        "- No: Requirement E holds. (Source: Source E)",
      ].join("\n"),
    );
  });

  it("says so when there are no gaps", () => {
    expect(summaryText(check, { a: "yes" }, labels, DAY).split("\n").at(-1)).toBe("No gaps so far.");
  });

  it("stays within the form's limit, counting the gaps left out", () => {
    const all = { a: "no", b: "no", c: "no", d: "no", e: "no" } as const;
    const full = summaryText(check, all, labels, DAY);
    const limit = full.length - 10;
    const short = summaryText(check, all, labels, DAY, limit);
    expect(short.length).toBeLessThanOrEqual(limit);
    expect(short.split("\n").at(-1)).toBe("… +1");
    expect(short).toContain("Requirement D holds.");
  });
});
