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

type Question = { readonly id: string; readonly requirement: string; readonly source: string };
type Area = { readonly id: string; readonly heading: string; readonly questions: readonly Question[] };
type Check = { readonly path: string; readonly heading: string; readonly areas: readonly Area[] };

/** The words the summary uses (the check's labels). */
export type SummaryLabels = Record<Answer | "met" | "partlyMet" | "notMet" | "source", string> & {
  readonly progress: string;
  readonly resultDate: string;
  readonly gapsHeading: string;
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

export type Gap = { area: string; requirement: string; source: string; answer: "partly" | "no" };

const isAnswer = (value: unknown): value is Answer => (ANSWERS as readonly unknown[]).includes(value);

/** Where a check's answers are kept in the browser: one entry per check, by its address. */
export const storageKey = (check: Pick<Check, "path">): string => `readiness-check:${check.path}`;

/**
 * The answers kept for `check` (`stored`, the text localStorage held), keeping only those to its
 * current questions with an answer it knows: an edited check or a tampered entry loses nothing else.
 */
export const restoreAnswers = (check: Check, stored: string | null): Answers => {
  let parsed: unknown;
  try {
    parsed = stored ? JSON.parse(stored) : null;
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
  const kept: Record<string, Answer> = {};
  for (const area of check.areas) {
    for (const { id } of area.questions) {
      const value = (parsed as Record<string, unknown>)[id];
      if (Object.prototype.hasOwnProperty.call(parsed, id) && isAnswer(value)) kept[id] = value;
    }
  }
  return kept;
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

/** The requirements answered Partly or No, in the check's order. */
export const gapsOf = (check: Check, answers: Answers): Gap[] =>
  check.areas.flatMap((area) =>
    area.questions.flatMap(({ id, requirement, source }) => {
      const answer = answers[id];
      return answer === "partly" || answer === "no"
        ? [{ area: area.heading, requirement, source, answer }]
        : [];
    }),
  );

/** The progress line: "{answered} of {total} answered". */
export const progressText = (template: string, answered: number, total: number): string =>
  template.replace("{answered}", String(answered)).replace("{total}", String(total));

/** "Partly met" as it reads inside a sentence: "2 partly met". */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A date as the site writes it, in India's time: 27 November 2026. */
export const formatDay = (date: Date): string =>
  new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  }).format(date);

/**
 * The result as plain text, for the request form's message: the check and the date, each area's
 * counts, then the gaps with their sources. Kept within `maxLength` characters (the form's limit):
 * gaps that do not fit are counted on the last line instead.
 */
export const summaryText = (
  check: Check,
  answers: Answers,
  labels: SummaryLabels,
  date: Date,
  maxLength = Number.POSITIVE_INFINITY,
): string => {
  const head = [
    `${check.heading}: ${labels.resultDate.replace("{date}", formatDay(date))}`,
    "",
    ...scoreCheck(check, answers).map(
      (score) =>
        `${score.heading}: ${score.met} ${lowerFirst(labels.met)}, ${score.partlyMet} ${lowerFirst(labels.partlyMet)}, ` +
        `${score.notMet} ${lowerFirst(labels.notMet)} (${progressText(labels.progress, score.answered, score.total)})`,
    ),
    "",
  ];
  const gaps = gapsOf(check, answers);
  if (gaps.length === 0) return [...head, labels.noGaps].join("\n");
  const lines = [...head, labels.gapsHeading];
  const gapLine = (gap: Gap) =>
    `- ${labels[gap.answer]}: ${gap.requirement} (${labels.source} ${gap.source})`;
  let length = lines.join("\n").length;
  for (let index = 0; index < gaps.length; index += 1) {
    const line = gapLine(gaps[index]);
    const rest = gaps.length - index - 1;
    // Room for this line, and for the "…and N more" line should later ones not fit.
    const reserve = rest > 0 ? `\n… +${rest}`.length : 0;
    if (length + 1 + line.length + reserve > maxLength) {
      lines.push(`… +${gaps.length - index}`);
      break;
    }
    lines.push(line);
    length += 1 + line.length;
  }
  return lines.join("\n");
};
