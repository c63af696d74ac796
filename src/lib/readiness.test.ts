import {
  ANSWERS,
  type Answers,
  criticalScore,
  dayKey,
  everyAnswer,
  formatDay,
  formatKeptDay,
  gapsOf,
  longestSummary,
  restoreStored,
  scoreArea,
  scoreCheck,
  storageKey,
  storedText,
  summaryText,
  type SummaryLabels,
  weakestAreas,
} from "./readiness";

const check = {
  path: "/example-check/",
  heading: "Example check",
  areas: [
    {
      id: "first",
      heading: "First area",
      questions: [
        { id: "a", requirement: "Requirement A holds.", source: "Source A", gap: "No A" },
        { id: "b", requirement: "Requirement B holds.", source: "Source B", gap: "No B" },
        { id: "c", requirement: "Requirement C holds.", source: "Source C", gap: "No C", critical: true },
        { id: "d", requirement: "Requirement D holds.", source: "Source D", gap: "No D", critical: null },
      ],
    },
    {
      id: "second",
      heading: "Second area",
      questions: [
        { id: "e", requirement: "Requirement E holds.", source: "Source E", gap: "No E", critical: true },
      ],
    },
  ],
};

const labels: SummaryLabels = {
  met: "Met",
  partlyMet: "Partly met",
  notMet: "Not met",
  critical: "Critical",
  progress: "{answered} of {total} answered",
  resultDate: "result of {date}",
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

  it("lists as gaps the requirements answered No, then Partly, each with the critical ones first", () => {
    const gaps = gapsOf(check, { e: "no", b: "partly", a: "no", c: "partly", d: "no" });
    expect(gaps.map(({ id, answer, critical }) => [id, answer, critical])).toEqual([
      ["e", "no", true],
      ["a", "no", false],
      ["d", "no", false],
      ["c", "partly", true],
      ["b", "partly", false],
    ]);
    expect(gaps[0]).toMatchObject({ area: "Second area", gap: "No E", source: "Source E" });
  });

  it("names as weakest the areas with the fewest met, then the most not met, leaving out those without a gap", () => {
    const scores = scoreCheck(check, { a: "yes", b: "no", c: "yes", d: "yes", e: "partly" });
    expect(weakestAreas(scores).map(({ id }) => id)).toEqual(["second", "first"]);
    expect(weakestAreas(scoreCheck(check, { a: "yes", e: "yes" }))).toEqual([]);
  });

  it("counts the critical requirements not met against those that apply, Not applicable leaving one out", () => {
    expect(criticalScore(check, {})).toEqual({ total: 2, answered: 0, notMet: 0 });
    expect(criticalScore(check, { a: "no", c: "no", e: "partly" })).toEqual({
      total: 2,
      answered: 2,
      notMet: 1,
    });
    expect(criticalScore(check, { c: "notApplicable", e: "no" })).toEqual({
      total: 1,
      answered: 1,
      notMet: 1,
    });
  });
});

describe("answers kept in the browser", () => {
  it("are kept under the check's own address", () => {
    expect(storageKey(check)).toBe("readiness-check:/example-check/");
  });

  it("come back as they were given, with the day they were given in the visitor's calendar", () => {
    const answers = { a: "yes", b: "partly", c: "no", d: "notApplicable" } as const;
    // 20:00 UTC is the next morning in India, the same evening in New York.
    const evening = new Date("2026-11-27T20:00:00Z");
    expect(dayKey(evening, "Asia/Kolkata")).toBe("2026-11-28");
    const text = storedText(answers, dayKey(evening, "America/New_York"));
    expect(restoreStored(check, text)).toEqual({ answers, on: "2026-11-27" });
  });

  it("write a day in the visitor's calendar and say its time zone", () => {
    // 19:30 on 1 December in New York is 2 December in India.
    const evening = new Date("2026-12-02T00:30:00Z");
    expect(formatDay(evening, "America/New_York")).toBe("1 December 2026 (Eastern Time)");
    expect(formatDay(evening, "Asia/Kolkata")).toBe("2 December 2026 (India Standard Time)");
    expect(formatKeptDay("2026-12-01", "America/New_York")).toBe("1 December 2026 (Eastern Time)");
  });

  it("kept before the day was kept with them come back without a day", () => {
    const answers = { a: "yes", e: "no" } as const;
    expect(restoreStored(check, JSON.stringify(answers))).toEqual({ answers, on: null });
    expect(restoreStored(check, JSON.stringify({ on: "yesterday", answers }))).toEqual({ answers, on: null });
  });

  it("drop the answers to a requirement the check no longer has, and count only today's", () => {
    const text = storedText({ a: "no", removed: "no", e: "yes" } as unknown as Answers, "2026-11-27");
    const { answers } = restoreStored(check, text);
    expect(answers).toEqual({ a: "no", e: "yes" });
    expect(scoreCheck(check, answers).map(({ answered, total }) => `${answered} of ${total}`)).toEqual([
      "1 of 4",
      "1 of 1",
    ]);
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
    expect(restoreStored(check, stored).answers).toEqual({ a: "yes" });
  });

  it("are none when nothing or something broken was kept", () => {
    expect(restoreStored(check, null).answers).toEqual({});
    expect(restoreStored(check, "{not json").answers).toEqual({});
    expect(restoreStored(check, "[1,2]").answers).toEqual({});
    expect(restoreStored(check, '"yes"').answers).toEqual({});
  });
});

describe("the result's summary for the request form", () => {
  it("names the check, the date and the counts, each area's counts, then each gap's short line, not met first", () => {
    const text = summaryText(
      check,
      { a: "yes", b: "partly", c: "no", d: "notApplicable", e: "no" },
      labels,
      DAY,
      "Asia/Kolkata",
    );
    expect(text).toBe(
      [
        "Example check: result of 27 November 2026 (India Standard Time), 4 of 4 answered",
        "met/partly met/not met: 1/1/2",
        "First area 1/1/1",
        "Second area 0/0/1",
        "",
        "Not met (* critical):",
        "- No C *",
        "- No E *",
        "",
        "Partly met:",
        "- No B",
      ].join("\n"),
    );
  });

  it("says so when there are no gaps", () => {
    expect(summaryText(check, { a: "yes" }, labels, DAY).split("\n").at(-1)).toBe("No gaps so far.");
  });

  it("carries no source and no requirement's full text", () => {
    const text = summaryText(check, everyAnswer(check, "no"), labels, DAY);
    expect(text).not.toMatch(/Source|Requirement/);
  });

  /** A small generator of answer sets (a linear congruential one: the same sets on every run). */
  const answerSets = (count: number, seed = 7): Answers[] => {
    let state = seed;
    const next = () => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state / 2147483648;
    };
    const ids = check.areas.flatMap((area) => area.questions.map(({ id }) => id));
    return Array.from({ length: count }, () =>
      Object.fromEntries(
        ids.flatMap((id) => (next() < 0.15 ? [] : [[id, ANSWERS[Math.floor(next() * ANSWERS.length)]]])),
      ),
    );
  };

  it("is never longer than longestSummary, whatever the answers and the day", () => {
    const bound = longestSummary(check, labels);
    const days = ["2026-05-01", "2026-09-28", "2026-12-31"].map((day) => new Date(`${day}T06:00:00Z`));
    for (const answers of answerSets(400)) {
      for (const day of days)
        expect(summaryText(check, answers, labels, day).length).toBeLessThanOrEqual(bound);
    }
    expect(summaryText(check, everyAnswer(check, "no"), labels, days[1]).length).toBeLessThanOrEqual(bound);
  });
});
