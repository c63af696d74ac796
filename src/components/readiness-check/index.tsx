import { type MouseEvent, useEffect, useRef, useState } from "react";
import { graphql } from "gatsby";

import { browserStorage } from "../../lib/browser-storage";
import { telHref } from "../../lib/contact-links";
import { FROM_PARAM, fromValue } from "../../lib/contact-request";
import {
  ANSWERS,
  type Answer,
  type Answers,
  type AreaScore,
  criticalScore,
  dayKey,
  fillIn,
  formatDay,
  formatKeptDay,
  type Gap,
  gapsOf,
  progressText,
  restoreStored,
  scoreCheck,
  storageKey,
  storedText,
  summaryText,
  totalScore,
  weakestAreas,
} from "../../lib/readiness";
import { STORED_ATTRIBUTE } from "../../islands/attributes";
import { MAX_LENGTH } from "../contact-form/fields";
import Icon from "../icon";
import WhatsappLink from "../whatsapp-link";
import * as styles from "./readiness-check.module.scss";

export type ReadinessCheckData = Queries.ReadinessCheckFragment;

/** What the firm does next, with the lead times of that work (data/site.json's, picked by the check). */
export type NextStep = { text: string; leadTimes: { label: string; time: string }[] };

/** Who the printout names on every page: the firm, and where the check is. */
export type PrintedBy = { name: string; phone: string; email: string; address: string };

export type ReadinessCheckProps = {
  check: ReadinessCheckData;
  /** The id of the page's form section, whose form "Ask for a gap assessment" fills. */
  formId: string;
  printedBy: PrintedBy;
  /** The firm's phone and WhatsApp, offered beside the request for a visitor who would rather talk. */
  reach?: { phone: string; whatsapp?: string | null; callLabel: string; whatsappLabel: string };
  /** Under the result's reading, on screen and in print. */
  nextStep?: NextStep | null;
  /** What the radios held just before the island took over (answered before its code arrived). */
  answersBeforeStart?: Answers;
  /** Called once the check holds the visitor's answers (src/islands/loader.ts). */
  onStarted?: () => void;
};

/** The island's props, as the build writes them into the page. */
export type ReadinessCheckIslandProps = Pick<
  ReadinessCheckProps,
  "check" | "formId" | "printedBy" | "reach" | "nextStep"
>;

/** The answers the page's radios hold, by question. */
export const answersIn = (root: ParentNode | null): Answers =>
  Object.fromEntries(
    [...(root?.querySelectorAll<HTMLInputElement>("input[type='radio']:checked") ?? [])].flatMap((input) =>
      (ANSWERS as readonly string[]).includes(input.value) ? [[input.name, input.value as Answer]] : [],
    ),
  );

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

/** Whether every requirement of an area has an answer (Not applicable included). */
const isComplete = (area: ReadinessCheckData["areas"][number], answers: Answers) =>
  area.questions.every(({ id }) => answers[id] !== undefined);

/** The first requirement without an answer, in the order asked: its key, its number in its area, the area. */
const firstUnanswered = (check: ReadinessCheckData, answers: Answers) => {
  for (const area of check.areas) {
    const index = area.questions.findIndex(({ id }) => answers[id] === undefined);
    if (index >= 0) return { id: area.questions[index].id, number: index + 1, area: area.heading };
  }
  return null;
};

/** Where a requirement's item is, for the link that continues at it. */
const requirementId = (id: string) => `${id}-requirement`;

/** Brings a requirement into view and puts the focus on its first answer. */
const continueAt = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
  const item = document.getElementById(requirementId(id));
  const radio = item?.querySelector<HTMLInputElement>("input[type='radio']");
  if (!item || !radio) return;
  event.preventDefault();
  item.scrollIntoView({ block: "start" });
  radio.focus({ preventScroll: true });
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
 * One group of gaps (not met, or partly met): critical ones first and marked; each its area as a label
 * over its short line, and its source on a small line under it.
 */
const GapList = ({
  gaps,
  heading,
  tone,
  labels,
}: {
  gaps: Gap[];
  heading: string;
  tone: "notMet" | "partlyMet";
  labels: ReadinessCheckData["labels"];
}) =>
  gaps.length === 0 ? null : (
    <div className={styles.gapGroup} data-gap-group={tone}>
      <h4 className={`${styles.gapGroupHeading} ${styles[`${tone}Text`]}`}>
        {heading} ({gaps.length})
      </h4>
      <ul className={styles.gaps}>
        {gaps.map((gap) => (
          <li key={gap.id} className={styles.gap} data-gap={gap.id}>
            <span className={styles.gapArea}>{gap.area}</span>{" "}
            <span className={styles.gapTitle}>
              {gap.critical && <span className={styles.critical}>{labels.critical}</span>}{" "}
              <span className={styles.gapLine}>{gap.gap}</span>
            </span>{" "}
            <span className={styles.gapSource}>
              {labels.source} {gap.source}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );

/**
 * A readiness check: every requirement, area by area, each a native radio group (Yes, Partly, No,
 * Not applicable), under a list of the areas to jump to. The build writes it as plain HTML, the whole
 * checklist readable and printable; once the page runs it (an island, loaded on the first touch, or
 * as the page loads when this browser keeps answers to it), answers are kept in this browser with
 * the day they were given, a line in view says how far the visitor has got, and the result follows:
 * a reading, the actions, a chart per area, the gaps (not met first, critical ones first), and the
 * request for a gap assessment in the page's form. Printed, every page names the firm.
 */
const ReadinessCheck = ({
  check,
  formId,
  printedBy,
  reach,
  nextStep,
  answersBeforeStart,
  onStarted,
}: ReadinessCheckProps) => {
  const { labels } = check;
  const [answers, setAnswers] = useState<Answers>({});
  const [answeredOn, setAnsweredOn] = useState<string | null>(null);
  const [started, setStarted] = useState(false);
  /** Whether the check started with answers kept from a visit before: only then the line above says so. */
  const [returning, setReturning] = useState(false);
  const [currentArea, setCurrentArea] = useState(check.areas[0]?.id);
  const [announcement, setAnnouncement] = useState("");
  const progressLine = useRef<HTMLParagraphElement>(null);
  const areasList = useRef<HTMLDivElement>(null);
  /** The area of the latest answer, and the areas complete when the answers last changed. */
  const answeredIn = useRef<string | null>(null);
  const complete = useRef<Set<string> | null>(null);

  // After hydration, so that the build's HTML and the first render agree: the kept answers, and over
  // them any given before the island started.
  useEffect(() => {
    const kept = restoreStored(check, browserStorage()?.getItem(storageKey(check)) ?? null);
    const before = restoreStored(check, JSON.stringify(answersBeforeStart ?? {})).answers;
    // Read from the browser after the first render on purpose: the build's HTML holds no answers. An
    // answer the check took in the meantime (a click as it started) stays over both.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setAnswers((current) => ({ ...kept.answers, ...before, ...current }));
    // Answers kept before their day was kept with them count as given today.
    const today = dayKey(new Date());
    setAnsweredOn(Object.keys(before).length > 0 ? today : (kept.on ?? today));
    setReturning(Object.keys(kept.answers).length > 0);
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
      const kept = browserStorage();
      if (Object.keys(answers).length === 0) kept?.removeItem(storageKey(check));
      else kept?.setItem(storageKey(check), storedText(answers, answeredOn ?? dayKey(new Date())));
    } catch {
      // Storage full or refused: the answers stay on the page.
    }
  }, [answers, answeredOn, started, check]);
  // The page scrolls what takes focus clear of the header and of the progress line under it, at
  // whatever height the line is drawn (it wraps at large text sizes).
  useEffect(() => {
    const line = progressLine.current;
    if (!started || !line || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty("--check-progress-height", `${line.offsetHeight}px`),
    );
    observer.observe(line);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--check-progress-height");
    };
  }, [started]);

  // The progress line names the area the focus is in (the keyboard's way through), as an answer does.
  useEffect(() => {
    const list = areasList.current;
    if (!list) return;
    const follow = (event: FocusEvent) => {
      const area = (event.target as Element).closest("section[id]");
      if (area) setCurrentArea(area.id);
    };
    list.addEventListener("focusin", follow);
    return () => list.removeEventListener("focusin", follow);
  }, []);

  const answer = (areaIndex: number, id: string, value: Answer) => {
    const area = check.areas[areaIndex];
    // From the answers as they are by then, not as this render drew them: two answers before the next
    // render (or one as the check starts) both stay.
    setAnswers((current) => ({ ...current, [id]: value }));
    setAnsweredOn(dayKey(new Date()));
    setCurrentArea(area.id);
    answeredIn.current = area.id;
  };
  // Said once, when an answer completes its area: not on every click, nor for areas complete as the
  // check started (kept answers).
  useEffect(() => {
    if (!started) return;
    const now = new Set(check.areas.filter((area) => isComplete(area, answers)).map((area) => area.id));
    const done = check.areas.find(
      (area) => area.id === answeredIn.current && now.has(area.id) && !complete.current?.has(area.id),
    );
    // Said once the check has started, after the answers it started with.
    if (done && complete.current) setAnnouncement(fillIn(labels.areaComplete, { area: done.heading }));
    complete.current = now;
  }, [answers, started, check, labels]);

  const clear = () => {
    if (!window.confirm(labels.clearConfirm)) return;
    setAnswers({});
    setAnsweredOn(null);
    setAnnouncement("");
    browserStorage()?.removeItem(storageKey(check));
  };

  const askForAssessment = () => {
    const form = document.getElementById(formId)?.querySelector("form");
    if (!form) return;
    const summary = summaryText(check, answers, labels, new Date());
    const { elements } = form;
    fill(elements.namedItem("request") as Element | null, check.request);
    // The request names the check it came from, not the contact page (src/lib/contact-request.ts): in
    // the address, where the form's code reads it when sending (React keeps a hidden field at the value
    // it drew), and in the hidden field, which a plain form sends.
    const from = fromValue(check.path, "result");
    const address = new URL(window.location.href);
    address.searchParams.set(FROM_PARAM, from);
    window.history.replaceState(window.history.state, "", address);
    fill(elements.namedItem(FROM_PARAM) as Element | null, from);
    const subject = elements.namedItem("subject");
    if (subject instanceof HTMLInputElement && !subject.value.trim()) fill(subject, labels.subject);
    const message = elements.namedItem("message");
    if (!(message instanceof HTMLTextAreaElement)) return;
    // A summary given before is replaced; anything else the visitor wrote stays above the new one.
    const own = message.value.startsWith(check.heading) ? "" : message.value.trim();
    const room = MAX_LENGTH.message - summary.length - 2;
    fill(message, own ? `${own.slice(0, room)}\n\n${summary}` : summary);
    message.focus();
  };

  const scores = scoreCheck(check, answers);
  const total = totalScore(scores);
  // Out of every requirement, Not applicable included: how far the visitor has gone through the check.
  const given = total.answered + total.notApplicable;
  const asked = total.total + total.notApplicable;
  const gaps = gapsOf(check, answers);
  const weakest = weakestAreas(scores);
  const critical = criticalScore(check, answers);
  const answerLabel = (value: Answer) => labels[value];
  const shownArea = check.areas.find((area) => area.id === currentArea) ?? check.areas[0];
  const next = started ? firstUnanswered(check, answers) : null;
  const actions = (place: "top" | "end") => (
    <div className={styles.actions} data-result-actions={place}>
      <button type="button" className={styles.primary} onClick={askForAssessment}>
        {labels.ask}
      </button>
      {place === "top" && (
        <button type="button" className={styles.secondary} onClick={() => window.print()}>
          {labels.print}
        </button>
      )}
      {reach && (
        <p className={styles.reach}>
          <a href={telHref(reach.phone)}>{`${reach.callLabel} ${reach.phone}`}</a>
          <WhatsappLink
            number={reach.whatsapp}
            label={reach.whatsappLabel}
            classes={{ number: styles.hiddenNumber }}
          />
        </p>
      )}
    </div>
  );

  return (
    <div className={styles.check} {...{ [STORED_ATTRIBUTE]: storageKey(check) }}>
      {/* Until the check runs (and all along without JavaScript), that the result needs it and what to
          do instead; once it runs, where the answers are kept. Both hold their place from the start, the
          one not said hidden, so that nothing under them moves as the check starts (a tap landing then
          would miss its answer). */}
      <p className={styles.stored} data-check-status>
        <span className={started ? styles.unsaid : undefined} aria-hidden={started || undefined}>
          {labels.needsScript}
        </span>
        <span className={started ? undefined : styles.unsaid} aria-hidden={!started || undefined}>
          {labels.stored}
        </span>
      </p>
      {/* For a visitor whose answers came back: on a first visit it would appear with her first answer,
          moving the checklist under her finger. */}
      {started && returning && given > 0 && (
        <p className={styles.answeredOn} data-answered-on>
          <span>
            {fillIn(labels.answeredOn, {
              date: formatKeptDay(answeredOn ?? dayKey(new Date())),
              answered: given,
              total: asked,
            })}
          </span>{" "}
          {next && (
            <a
              href={`#${requirementId(next.id)}`}
              className={styles.toResult}
              onClick={(event) => continueAt(event, next.id)}
              data-continue-at
            >
              {fillIn(labels.continueAt, { number: next.number, area: next.area })}
            </a>
          )}{" "}
          <a href="#readiness-result" className={styles.toResult}>
            {labels.resultHeading}
          </a>
          <button type="button" className={styles.secondary} onClick={clear}>
            {labels.clear}
          </button>
        </p>
      )}
      <nav className={styles.jump} aria-label={labels.jumpTo}>
        <ol className={styles.jumpList}>
          {check.areas.map((area) => {
            // Once the check runs, an area whose every requirement has an answer is ticked.
            const done = started && isComplete(area, answers);
            return (
              <li key={area.id}>
                <a
                  href={`#${area.id}`}
                  aria-label={done ? fillIn(labels.areaComplete, { area: area.heading }) : undefined}
                  data-area-done={done || undefined}
                >
                  {area.heading}
                  {done && <Icon name="check" className={styles.done} />}
                </a>
              </li>
            );
          })}
        </ol>
      </nav>
      {shownArea && (
        // Its place held before the check starts (hidden until then), for the same reason.
        <p
          ref={progressLine}
          className={`${styles.progressLine} ${started ? "" : styles.pending}`}
          aria-hidden={!started || undefined}
          data-check-progress
        >
          <span className={styles.progressArea}>{shownArea.heading}</span>
          <span aria-hidden="true"> · </span>
          <span>{progressText(labels.progress, given, asked)}</span>
        </p>
      )}
      <p className={styles.announcement} role="status" data-check-announcement>
        {announcement}
      </p>
      <div className={styles.areas} ref={areasList}>
        {check.areas.map((area, areaIndex) => {
          const score = scores[areaIndex];
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
                  <li key={question.id} id={requirementId(question.id)} className={styles.question}>
                    <fieldset className={styles.fieldset} aria-describedby={`${question.id}-source`}>
                      <legend className={styles.requirement}>
                        {question.requirement}
                        {question.critical && (
                          <>
                            {" "}
                            <span className={styles.critical}>{labels.critical}</span>
                          </>
                        )}
                      </legend>
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
                              onChange={() => answer(areaIndex, question.id, value)}
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
        <section
          id="readiness-result"
          className={styles.result}
          aria-labelledby="readiness-result-heading"
          data-readiness-result
        >
          <h2 id="readiness-result-heading" className={styles.resultHeading}>
            {labels.resultHeading}
          </h2>
          <p className={styles.date}>{fillIn(labels.resultDate, { date: formatDay(new Date()) })}</p>
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
          <div className={styles.reading} data-result-reading>
            <p>
              {fillIn(labels.reading, {
                answered: total.answered,
                met: total.met,
                partlyMet: total.partlyMet,
                notMet: total.notMet,
              })}
            </p>
            {critical.answered > 0 && (
              <p data-critical-reading>
                {fillIn(labels.criticalReading, { notMet: critical.notMet, total: critical.total })}
              </p>
            )}
            {weakest.length > 0 && (
              <p>{fillIn(labels.weakest, { areas: weakest.map((score) => score.heading).join(", ") })}</p>
            )}
          </div>
          {nextStep && gaps.length > 0 && (
            <div className={styles.nextStep} data-next-step>
              <p className={styles.nextStepText}>{nextStep.text}</p>
              <ul className={styles.leadTimes}>
                {nextStep.leadTimes.map((leadTime) => (
                  <li key={leadTime.label}>
                    <strong>{leadTime.label}:</strong> {leadTime.time}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {actions("top")}
          <p className={styles.askHint}>{labels.askHint}</p>
          <h3 className={styles.gapsHeading}>{labels.gapsHeading}</h3>
          {gaps.length === 0 ? (
            <p>{labels.noGaps}</p>
          ) : (
            <div className={styles.gapGroups} data-gaps>
              <GapList
                gaps={gaps.filter((gap) => gap.answer === "no")}
                heading={labels.notMet}
                tone="notMet"
                labels={labels}
              />
              <GapList
                gaps={gaps.filter((gap) => gap.answer === "partly")}
                heading={labels.partlyMet}
                tone="partlyMet"
                labels={labels}
              />
            </div>
          )}
          {gaps.length > 0 && actions("end")}
          {check.resultLinks?.map((link) => (
            <p key={link.to} className={styles.next}>
              <a href={link.to}>{link.label}</a>
            </p>
          ))}
        </section>
      )}
      <p className={styles.printedBy} data-printed-by>
        {[printedBy.name, printedBy.phone, printedBy.email, printedBy.address].join(" · ")}
        {started && ` · ${formatDay(new Date())}`}
      </p>
    </div>
  );
};

export default ReadinessCheck;

export const query = graphql`
  fragment ReadinessCheck on CheckJson {
    path
    heading
    request
    resultLinks {
      label
      to
    }
    areas {
      id
      heading
      questions {
        id
        requirement
        source
        gap
        critical
      }
    }
    labels {
      yes
      partly
      no
      notApplicable
      source
      critical
      jumpTo
      answeredOn
      continueAt
      areaComplete
      progress
      stored
      needsScript
      resultHeading
      resultDate
      area
      met
      partlyMet
      notMet
      reading
      weakest
      criticalReading
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
