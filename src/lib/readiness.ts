/**
 * A readiness check's answers, its score per area, its gaps and the plain-text summary the request
 * form gets: pure functions of the check's data and the visitor's answers, so that the page, the
 * printout and the form say the same.
 */

/** The answers a requirement takes, in the order they are offered. */
export const ANSWERS = ["yes", "partly", "no", "notApplicable"] as const;
export type Answer = (typeof ANSWERS)[number];

/** The visitor's answers, by the question's key. */
export type Answers = Readonly<Record<string, Answer>>;

/**
 * The longest summary the request gets, whatever the answers: the message takes 5,000 characters,
 * so at least 3,000 stay for the visitor's own words. The data check refuses a check whose summary
 * with every requirement unmet would be longer (plugins/site-content/check-data.ts).
 */
export const MAX_SUMMARY_LENGTH = 2000;

/** The longest gap line a requirement may have (each is a line of the summary). */
export const MAX_GAP_LINE = 36;

type Question = {
  readonly id: string;
  readonly requirement: string;
  readonly source: string;
  /** The gap in a few words, as the summary names it. */
  readonly gap: string;
  readonly critical?: boolean | null;
};
type Area = { readonly id: string; readonly heading: string; readonly questions: readonly Question[] };
type Check = { readonly path: string; readonly heading: string; readonly areas: readonly Area[] };

/** The words the summary uses (the check's labels). */
export type SummaryLabels = Record<"met" | "partlyMet" | "notMet" | "critical", string> & {
  readonly progress: string;
  readonly resultDate: string;
  readonly noGaps: string;
};

export type AreaScore = {
  id: string;
  heading: string;
  /** The area's requirements that apply: all but those answered Not applicable. */
  total: number;
  /** Of those, how many are answered (Yes, Partly or No). */
  answered: number;
  met: number;
  partlyMet: number;
  notMet: number;
  notApplicable: number;
};

export type Gap = {
  id: string;
  area: string;
  requirement: string;
  source: string;
  gap: string;
  critical: boolean;
  answer: "partly" | "no";
};

const isAnswer = (value: unknown): value is Answer => (ANSWERS as readonly unknown[]).includes(value);

/** Where a check's answers are kept in the browser: one entry per check, by its address. */
export const storageKey = (check: Pick<Check, "path">): string => `readiness-check:${check.path}`;

/** What is kept: the answers and the day they were last given (YYYY-MM-DD, the visitor's calendar). */
export type StoredAnswers = { answers: Answers; on: string | null };

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day as it is kept with the answers: its date in the visitor's calendar (the browser's time zone,
 * or `timeZone`), YYYY-MM-DD. A visitor in New York at 19:00 keeps her own day, not India's next one.
 */
export const dayKey = (date: Date, timeZone?: string): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone }).format(date);

/** The text kept in the browser for `answers` last given on `on` (a dayKey). */
export const storedText = (answers: Answers, on: string): string => JSON.stringify({ on, answers });

/**
 * The answers kept for `check` (`stored`, the text localStorage held), keeping only those to its
 * current questions with an answer it knows: an edited check or a tampered entry loses nothing else.
 * Answers kept before the day was kept with them (a bare map of answers) come back without a day.
 */
export const restoreStored = (check: Check, stored: string | null): StoredAnswers => {
  let parsed: unknown;
  try {
    parsed = stored ? JSON.parse(stored) : null;
  } catch {
    return { answers: {}, on: null };
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return { answers: {}, on: null };
  const entry = parsed as Record<string, unknown>;
  const wrapped =
    typeof entry.answers === "object" && entry.answers !== null && !Array.isArray(entry.answers);
  const map = (wrapped ? entry.answers : entry) as Record<string, unknown>;
  const kept: Record<string, Answer> = {};
  for (const area of check.areas) {
    for (const { id } of area.questions) {
      const value = map[id];
      if (Object.prototype.hasOwnProperty.call(map, id) && isAnswer(value)) kept[id] = value;
    }
  }
  const on = wrapped && typeof entry.on === "string" && DAY_PATTERN.test(entry.on) ? entry.on : null;
  return { answers: kept, on };
};

/** An area's score: Not applicable leaves the requirement out of its total. */
export const scoreArea = (area: Area, answers: Answers): AreaScore => {
  const count = (answer: Answer) => area.questions.filter(({ id }) => answers[id] === answer).length;
  const [met, partlyMet, notMet, notApplicable] = ANSWERS.map(count);
  return {
    id: area.id,
    heading: area.heading,
    total: area.questions.length - notApplicable,
    answered: met + partlyMet + notMet,
    met,
    partlyMet,
    notMet,
    notApplicable,
  };
};

export const scoreCheck = (check: Check, answers: Answers): AreaScore[] =>
  check.areas.map((area) => scoreArea(area, answers));

/** The whole check's counts: the areas' added up. */
export const totalScore = (scores: readonly AreaScore[]): Omit<AreaScore, "id" | "heading"> => {
  const sum = (key: "total" | "answered" | "met" | "partlyMet" | "notMet" | "notApplicable") =>
    scores.reduce((total, score) => total + score[key], 0);
  return {
    total: sum("total"),
    answered: sum("answered"),
    met: sum("met"),
    partlyMet: sum("partlyMet"),
    notMet: sum("notMet"),
    notApplicable: sum("notApplicable"),
  };
};

/**
 * The requirements answered No, then those answered Partly; within each, the critical ones first,
 * then in the check's order.
 */
export const gapsOf = (check: Check, answers: Answers): Gap[] => {
  const gaps: Gap[] = check.areas.flatMap((area) =>
    area.questions.flatMap(({ id, requirement, source, gap, critical }) => {
      const answer = answers[id];
      return answer === "partly" || answer === "no"
        ? [{ id, area: area.heading, requirement, source, gap, critical: Boolean(critical), answer }]
        : [];
    }),
  );
  const rank = (gap: Gap) => (gap.answer === "no" ? 0 : 2) + (gap.critical ? 0 : 1);
  // Array.prototype.sort is stable: the check's order holds within a rank.
  return gaps.sort((a, b) => rank(a) - rank(b));
};

/**
 * The critical requirements, for the result's reading: how many the check has, how many are answered
 * (Not applicable leaves one out of both) and how many of those are answered No.
 */
export const criticalScore = (
  check: Check,
  answers: Answers,
): { total: number; answered: number; notMet: number } => {
  const critical = check.areas
    .flatMap((area) => area.questions)
    .filter((question) => question.critical && answers[question.id] !== "notApplicable");
  const answered = critical.filter((question) => answers[question.id] !== undefined);
  return {
    total: critical.length,
    answered: answered.length,
    notMet: answered.filter((question) => answers[question.id] === "no").length,
  };
};

/**
 * The areas furthest from ready, for the result's reading: those with a gap, fewest met first (as a
 * share of what is answered), then most not met; at most `count`.
 */
export const weakestAreas = (scores: readonly AreaScore[], count = 2): AreaScore[] =>
  scores
    .filter((score) => score.partlyMet + score.notMet > 0)
    .map((score) => ({ score, share: score.met / score.answered }))
    .sort((a, b) => a.share - b.share || b.score.notMet - a.score.notMet)
    .slice(0, count)
    .map(({ score }) => score);

/** Fills a label's {placeholders}: fillIn("{met} met", { met: 3 }) is "3 met". */
export const fillIn = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );

/** The progress line: "{answered} of {total} answered". */
export const progressText = (template: string, answered: number, total: number): string =>
  fillIn(template, { answered, total });

/** "Partly met" as it reads inside a sentence: "2 partly met". */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const DAY: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" };

/** A day's text followed by the name of the zone (the visitor's, or `timeZone`) at `at`: "… (Eastern Time)". */
const withZone = (day: string, at: Date, timeZone?: string) => {
  const zone = new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "longGeneric" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName");
  return zone ? `${day} (${zone.value})` : day;
};

/**
 * A day as the site writes it, in the visitor's calendar (or `timeZone`'s), with the zone said, since
 * the firm is in India and the visitor may not be: "1 December 2026 (Eastern Time)".
 */
export const formatDay = (date: Date, timeZone?: string): string =>
  withZone(new Intl.DateTimeFormat("en-GB", { ...DAY, timeZone }).format(date), date, timeZone);

/** A kept day (a dayKey) as formatDay writes it: that calendar day, with the visitor's zone said. */
export const formatKeptDay = (key: string, timeZone?: string): string =>
  withZone(
    new Intl.DateTimeFormat("en-GB", { ...DAY, timeZone: "UTC" }).format(new Date(`${key}T12:00:00Z`)),
    new Date(),
    timeZone,
  );

/**
 * The result as plain text, for the request form's message, short enough to leave most of the
 * message to the visitor (MAX_SUMMARY_LENGTH, which the data check holds every check to): the check,
 * the date and the counts; each area's met, partly met and not met; then each gap as its short line,
 * not met first, then partly met, critical ones first and marked "*". No sources: the firm knows them.
 */
export const summaryText = (
  check: Check,
  answers: Answers,
  labels: SummaryLabels,
  date: Date,
  timeZone?: string,
): string => {
  const scores = scoreCheck(check, answers);
  const total = totalScore(scores);
  const counts = (score: Pick<AreaScore, "met" | "partlyMet" | "notMet">) =>
    `${score.met}/${score.partlyMet}/${score.notMet}`;
  const countsKey = [labels.met, labels.partlyMet, labels.notMet].map(lowerFirst).join("/");
  const lines = [
    `${check.heading}: ${fillIn(labels.resultDate, { date: formatDay(date, timeZone) })}, ` +
      `${progressText(labels.progress, total.answered, total.total)}`,
    `${countsKey}: ${counts(total)}`,
    ...scores.map((score) => `${score.heading} ${counts(score)}`),
  ];
  const gaps = gapsOf(check, answers);
  if (gaps.length === 0) return [...lines, labels.noGaps].join("\n");
  const group = (answer: Gap["answer"], heading: string) => {
    const listed = gaps.filter((gap) => gap.answer === answer);
    if (listed.length === 0) return [];
    const marked = listed.some((gap) => gap.critical) ? ` (* ${lowerFirst(labels.critical)})` : "";
    return ["", `${heading}${marked}:`, ...listed.map((gap) => `- ${gap.gap}${gap.critical ? " *" : ""}`)];
  };
  return [...lines, ...group("no", labels.notMet), ...group("partly", labels.partlyMet)].join("\n");
};

/** The same answer to every requirement of `check`. */
export const everyAnswer = (check: Check, answer: Answer): Answers =>
  Object.fromEntries(check.areas.flatMap((area) => area.questions.map(({ id }) => [id, answer])));

/**
 * The longest month's name and the longest zone's name ("Australian Central Western Standard Time")
 * make the longest date line.
 */
const LONGEST_DAY = new Date("2026-09-28T06:00:00Z");
const LONGEST_ZONE = "Australia/Eucla";

/**
 * No summary of `check` is longer than this, whatever the answers: every requirement a gap (No, or
 * Partly if that label is longer) on the longest date, plus the other group's heading and room for
 * counts with more digits (each area's and the total's three counts can take at most two more digits
 * than the same count all in one).
 */
export const longestSummary = (check: Check, labels: SummaryLabels): number => {
  const longer = labels.partlyMet.length > labels.notMet.length ? "partly" : "no";
  const other = longer === "no" ? labels.partlyMet : labels.notMet;
  const otherHeading = `\n\n${other} (* ${lowerFirst(labels.critical)}):`;
  const digits = 2 * (check.areas.length + 1);
  return (
    summaryText(check, everyAnswer(check, longer), labels, LONGEST_DAY, LONGEST_ZONE).length +
    otherHeading.length +
    digits
  );
};
