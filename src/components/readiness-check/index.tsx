import { useEffect, useState } from "react";
import { graphql } from "gatsby";

import { MAX_LENGTH } from "../contact-form/fields";
import {
  ANSWERS,
  type Answer,
  type Answers,
  type AreaScore,
  formatDay,
  gapsOf,
  progressText,
  restoreAnswers,
  scoreCheck,
  storageKey,
  summaryText,
} from "../../lib/readiness";
import * as styles from "./readiness-check.module.scss";

export type ReadinessCheckData = Queries.ReadinessCheckFragment;

export type ReadinessCheckProps = {
  check: ReadinessCheckData;
  /** The id of the page's form section, whose form "Ask for a gap assessment" fills. */
  formId: string;
  /** What the radios held just before the island took over (answered before its code arrived). */
  answersBeforeStart?: Answers;
  /** Called once the check holds the visitor's answers (src/islands/loader.ts). */
  onStarted?: () => void;
};

/** The island's props, as the build writes them into the page. */
export type ReadinessCheckIslandProps = Pick<ReadinessCheckProps, "check" | "formId">;

/** The answers the page's radios hold, by question. */
export const answersIn = (root: ParentNode | null): Answers =>
  Object.fromEntries(
    [...(root?.querySelectorAll<HTMLInputElement>("input[type='radio']:checked") ?? [])].flatMap((input) =>
      (ANSWERS as readonly string[]).includes(input.value) ? [[input.name, input.value as Answer]] : [],
    ),
  );

/** localStorage may be missing or refuse (private modes, full storage): the check works without it. */
const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * Sets a form field as if typed, so that the form's own code (React, if it has started) sees it: the
 * value through the element's own setter, then the events a person's typing sends.
 */
const fill = (field: Element | null | undefined, value: string) => {
  if (!(
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLInputElement ||
    field instanceof HTMLSelectElement
  ))
    return;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
};

/** A stacked bar of one area's met, partly met and not met requirements, out of those that apply. */
const Bar = ({ score }: { score: AreaScore }) => {
  const parts = [
    { key: "met", value: score.met },
    { key: "partlyMet", value: score.partlyMet },
    { key: "notMet", value: score.notMet },
  ] as const;
  let x = 0;
  return (
    <svg
      className={styles.bar}
      viewBox="0 0 100 10"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <rect className={styles.track} x="0" y="0" width="100" height="10" />
      {score.total > 0 &&
        parts.map(({ key, value }) => {
          const width = (value / score.total) * 100;
          const rect = <rect key={key} className={styles[key]} x={x} y="0" width={width} height="10" />;
          x += width;
          return rect;
        })}
    </svg>
  );
};

/**
 * A readiness check: every requirement, area by area, each a native radio group (Yes, Partly, No,
 * Not applicable). The build writes it as plain HTML, the whole checklist readable and printable;
 * once the page runs it (an island, loaded on the first touch), answers are kept in this browser as
 * they are given, each area shows its progress, and the result follows: a chart per area, the gaps
 * with their sources, printing, clearing and the request for a gap assessment in the page's form.
 */
const ReadinessCheck = ({ check, formId, answersBeforeStart, onStarted }: ReadinessCheckProps) => {
  const { labels } = check;
  const [answers, setAnswers] = useState<Answers>({});
  const [started, setStarted] = useState(false);

  // After hydration, so that the build's HTML and the first render agree: the kept answers, and over
  // them any given before the island started.
  useEffect(() => {
    const kept = restoreAnswers(check, storage()?.getItem(storageKey(check)) ?? null);
    // Read from the browser after the first render on purpose: the build's HTML holds no answers.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setAnswers({ ...kept, ...restoreAnswers(check, JSON.stringify(answersBeforeStart ?? {})) });
    setStarted(true);
    // Once, when the check starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (started) onStarted?.();
  }, [started, onStarted]);
  useEffect(() => {
    if (!started) return;
    try {
      storage()?.setItem(storageKey(check), JSON.stringify(answers));
    } catch {
      // Storage full or refused: the answers stay on the page.
    }
  }, [answers, started, check]);

  const answer = (id: string, value: Answer) => setAnswers((current) => ({ ...current, [id]: value }));

  const clear = () => {
    if (!window.confirm(labels.clearConfirm)) return;
    setAnswers({});
    storage()?.removeItem(storageKey(check));
  };

  const askForAssessment = () => {
    const form = document.getElementById(formId)?.querySelector("form");
    if (!form) return;
    const summary = summaryText(check, answers, labels, new Date(), MAX_LENGTH.message);
    const { elements } = form;
    fill(elements.namedItem("request") as Element | null, check.request);
    const subject = elements.namedItem("subject");
    if (subject instanceof HTMLInputElement && !subject.value.trim()) fill(subject, labels.subject);
    const message = elements.namedItem("message");
    if (!(message instanceof HTMLTextAreaElement)) return;
    // A summary given before is replaced; anything else the visitor wrote stays above the new one.
    const own = message.value.startsWith(check.heading) ? "" : message.value.trim();
    fill(message, own ? `${own}\n\n${summary}`.slice(0, MAX_LENGTH.message) : summary);
    message.focus();
  };

  const scores = scoreCheck(check, answers);
  const gaps = gapsOf(check, answers);
  const answerLabel = (value: Answer) => labels[value];

  return (
    <div className={styles.check}>
      {/* One line's room: until the check runs (and all along without JavaScript), that the result needs
          it and what to do instead; once it runs, where the answers are kept. */}
      <p className={styles.stored} data-check-status>
        {started ? labels.stored : labels.needsScript}
      </p>
      <div className={styles.areas}>
        {check.areas.map((area, index) => {
          const score = scores[index];
          return (
            <section
              key={area.id}
              id={area.id}
              className={styles.area}
              aria-labelledby={`${area.id}-heading`}
            >
              <h2 id={`${area.id}-heading`} className={styles.areaHeading}>
                {area.heading}
              </h2>
              <p className={`${styles.progress} ${started ? "" : styles.pending}`} data-area-progress>
                {progressText(labels.progress, score.answered, score.total)}
              </p>
              <ol className={styles.questions}>
                {area.questions.map((question) => (
                  <li key={question.id} className={styles.question}>
                    <fieldset className={styles.fieldset} aria-describedby={`${question.id}-source`}>
                      <legend className={styles.requirement}>{question.requirement}</legend>
                      <p id={`${question.id}-source`} className={styles.source}>
                        {labels.source} {question.source}
                      </p>
                      <div className={styles.choices}>
                        {ANSWERS.map((value) => (
                          <label key={value} className={styles.choice}>
                            <input
                              type="radio"
                              className={styles.radio}
                              name={question.id}
                              value={value}
                              checked={answers[question.id] === value}
                              onChange={() => answer(question.id, value)}
                            />
                            {answerLabel(value)}
                          </label>
                        ))}
                      </div>
                    </fieldset>
                  </li>
                ))}
              </ol>
            </section>
          );
        })}
      </div>
      {started && (
        <section className={styles.result} aria-labelledby="readiness-result-heading" data-readiness-result>
          <h2 id="readiness-result-heading" className={styles.resultHeading}>
            {labels.resultHeading}
          </h2>
          <p className={styles.date}>{labels.resultDate.replace("{date}", formatDay(new Date()))}</p>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{labels.area}</th>
                <th scope="col">{labels.met}</th>
                <th scope="col">{labels.partlyMet}</th>
                <th scope="col">{labels.notMet}</th>
              </tr>
            </thead>
            <tbody>
              {scores.map((score) => (
                <tr key={score.id} data-area-result={score.id}>
                  <th scope="row" className={styles.areaName}>
                    {score.heading}
                    <span className={styles.areaProgress}>
                      {progressText(labels.progress, score.answered, score.total)}
                    </span>
                    <Bar score={score} />
                  </th>
                  <td data-count="met">{score.met}</td>
                  <td data-count="partlyMet">{score.partlyMet}</td>
                  <td data-count="notMet">{score.notMet}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.legend} aria-hidden="true">
            <span className={`${styles.key} ${styles.met}`} /> {labels.met}
            <span className={`${styles.key} ${styles.partlyMet}`} /> {labels.partlyMet}
            <span className={`${styles.key} ${styles.notMet}`} /> {labels.notMet}
          </p>
          <h3 className={styles.gapsHeading}>{labels.gapsHeading}</h3>
          {gaps.length === 0 ? (
            <p>{labels.noGaps}</p>
          ) : (
            <ul className={styles.gaps} data-gaps>
              {gaps.map((gap) => (
                <li key={gap.requirement} className={styles.gap}>
                  <span className={styles.gapAnswer}>{answerLabel(gap.answer)}</span> {gap.requirement}{" "}
                  <span className={styles.gapSource}>
                    ({gap.area}; {labels.source} {gap.source})
                  </span>
                </li>
              ))}
            </ul>
          )}
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={askForAssessment}>
              {labels.ask}
            </button>
            <button type="button" className={styles.secondary} onClick={() => window.print()}>
              {labels.print}
            </button>
            <button type="button" className={styles.secondary} onClick={clear}>
              {labels.clear}
            </button>
          </div>
          <p className={styles.askHint}>{labels.askHint}</p>
        </section>
      )}
    </div>
  );
};

export default ReadinessCheck;

export const query = graphql`
  fragment ReadinessCheck on CheckJson {
    path
    heading
    request
    areas {
      id
      heading
      questions {
        id
        requirement
        source
      }
    }
    labels {
      yes
      partly
      no
      notApplicable
      source
      progress
      stored
      needsScript
      resultHeading
      resultDate
      area
      met
      partlyMet
      notMet
      gapsHeading
      noGaps
      print
      clear
      clearConfirm
      ask
      askHint
      subject
    }
  }
`;
