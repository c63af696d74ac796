import { render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";

import { fromValue } from "../../lib/contact-request";
import {
  everyAnswer,
  fillIn,
  formatKeptDay,
  MAX_SUMMARY_LENGTH,
  storageKey,
  storedText,
} from "../../lib/readiness";
import { templateSelections } from "../../test-utils/site-documents";
import { nodeId, runQuery } from "../../test-utils/site-graph";
import ReadinessCheck, { type PrintedBy, type ReadinessCheckData } from ".";

/** The check as its template's query gives it, from data/checks/. */
const loadCheck = (slug: string): ReadinessCheckData => {
  const query = `query CheckFixture($id: String!) { checkJson(id: { eq: $id }) ${templateSelections("checkJson")} }`;
  const { checkJson } = runQuery<{ checkJson: ReadinessCheckData | null }>(query, {
    variables: { id: nodeId(`checks/${slug}.json`) },
  });
  if (!checkJson) throw new Error(`No check data/checks/${slug}.json`);
  return checkJson;
};

const check = loadCheck("schedule-m-readiness");
const { labels } = check;
const questions = check.areas.flatMap((area) => area.questions);
const critical = (question: (typeof questions)[number]) =>
  question.critical ? `${question.requirement} ${labels.critical}` : question.requirement;
const group = (question: (typeof questions)[number]) =>
  screen.getByRole("group", { name: critical(question) });
const PRINTED_BY: PrintedBy = {
  name: "Firm",
  phone: "+91 00000 00000",
  email: "info@example.com",
  address: "www.example.com/check/",
};

beforeEach(() => localStorage.clear());

describe("a readiness check", () => {
  it("draws every requirement as a radio group with its source", () => {
    const { container } = render(
      <ReadinessCheck check={check} formId="request-form" printedBy={PRINTED_BY} />,
    );
    for (const question of questions) {
      const answers = within(group(question)).getAllByRole("radio");
      expect(answers.map((radio) => radio.getAttribute("value"))).toEqual([
        "yes",
        "partly",
        "no",
        "notApplicable",
      ]);
      expect(group(question)).toHaveAccessibleDescription(`${labels.source} ${question.source}`);
    }
    expect(container.querySelectorAll("section[aria-labelledby]").length).toBeGreaterThanOrEqual(
      check.areas.length,
    );
  });

  it("says in the built page that the result needs JavaScript, and once it runs where the answers are kept", async () => {
    // The HTML the build writes, which a browser without JavaScript keeps.
    const built = document.createElement("div");
    built.innerHTML = renderToString(
      <ReadinessCheck check={check} formId="request-form" printedBy={PRINTED_BY} />,
    );
    // Both texts hold their place (nothing moves as the check starts); the one not said is hidden.
    const said = (root: ParentNode) =>
      [...root.querySelectorAll("[data-check-status] > :not([aria-hidden])")].map((text) => text.textContent);
    expect(said(built)).toEqual([labels.needsScript]);
    expect(built.querySelector("[data-check-progress]")).toHaveAttribute("aria-hidden", "true");
    render(<ReadinessCheck check={check} formId="request-form" printedBy={PRINTED_BY} />);
    await waitFor(() => expect(said(document)).toEqual([labels.stored]));
    expect(document.querySelector("[data-check-progress]")).not.toHaveAttribute("aria-hidden");
  });

  it("restores the answers kept in this browser, and says from which day they are, out of today's requirements", async () => {
    const [first, second, third] = questions;
    const kept = { [first.id]: "partly", [second.id]: "notApplicable", "a-requirement-since-removed": "no" };
    localStorage.setItem(storageKey(check), JSON.stringify({ on: "2026-11-20", answers: kept }));
    render(<ReadinessCheck check={check} formId="request-form" printedBy={PRINTED_BY} />);
    await waitFor(() =>
      expect(within(group(first)).getByRole("radio", { name: labels.partly })).toBeChecked(),
    );
    expect(within(group(second)).getByRole("radio", { name: labels.notApplicable })).toBeChecked();
    expect(within(group(third)).queryByRole("radio", { checked: true })).toBeNull();
    expect(document.querySelector("[data-answered-on]")).toHaveTextContent(
      fillIn(labels.answeredOn, {
        date: formatKeptDay("2026-11-20"),
        answered: 2,
        total: questions.length,
      }),
    );
    // Kept as it was: a visit is not an answer.
    expect(JSON.parse(localStorage.getItem(storageKey(check))!)).toEqual({
      on: "2026-11-20",
      answers: { [first.id]: "partly", [second.id]: "notApplicable" },
    });
  });

  it("offers a returning visitor to continue at the first requirement she left unanswered, and ticks the areas she finished", async () => {
    const user = userEvent.setup();
    // Every area before one of three requirements or more finished; that one begun.
    const at = check.areas.findIndex((area, index) => index > 0 && area.questions.length >= 3);
    const started = check.areas[at];
    const finished = check.areas.slice(0, at);
    const kept = {
      ...Object.fromEntries(finished.flatMap((area) => area.questions).map(({ id }) => [id, "yes"])),
      [started.questions[0].id]: "no",
      [started.questions[1].id]: "notApplicable",
    };
    localStorage.setItem(storageKey(check), storedText(kept as never, "2026-11-20"));
    render(<ReadinessCheck check={check} formId="request-form" printedBy={PRINTED_BY} />);
    const link = await screen.findByRole("link", {
      name: fillIn(labels.continueAt, { number: 3, area: started.heading }),
    });
    await user.click(link);
    expect(within(group(started.questions[2])).getByRole("radio", { name: labels.yes })).toHaveFocus();
    const jump = screen.getByRole("navigation", { name: labels.jumpTo });
    expect(
      within(jump)
        .getAllByRole("link")
        .map((area) => area.getAttribute("aria-label")),
    ).toEqual(
      check.areas.map((area) =>
        finished.includes(area) ? fillIn(labels.areaComplete, { area: area.heading }) : null,
      ),
    );
    // The tick follows the answers: one more answer does not finish the area, every one does.
    for (const question of started.questions.slice(2))
      await user.click(within(group(question)).getByRole("radio", { name: labels.partly }));
    expect(
      within(jump).getByRole("link", { name: fillIn(labels.areaComplete, { area: started.heading }) }),
    ).toBeInTheDocument();
  });

  it("names what the firm does next under the result when it shows gaps, with the lead times of that work", async () => {
    const user = userEvent.setup();
    const nextStep = {
      text: "An example of what the firm does next.",
      leadTimes: [{ label: "Example work", time: "Starts within an example time" }],
    };
    render(<ReadinessCheck check={check} formId="request-form" printedBy={PRINTED_BY} nextStep={nextStep} />);
    await user.click(within(group(questions[0])).getByRole("radio", { name: labels.yes }));
    expect(document.querySelector("[data-next-step]")).toBeNull();
    await user.click(within(group(questions[1])).getByRole("radio", { name: labels.no }));
    const shown = document.querySelector("[data-next-step]") as HTMLElement;
    expect(shown).toHaveTextContent(nextStep.text);
    expect(within(shown).getByRole("listitem")).toHaveTextContent(
      "Example work: Starts within an example time",
    );
    // Under the reading, before the request.
    const reading = document.querySelector("[data-result-reading]")!;
    const actions = document.querySelector('[data-result-actions="top"]')!;
    expect(reading.compareDocumentPosition(shown) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(shown.compareDocumentPosition(actions) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("says in its reading how many critical requirements are not met, once one is answered", async () => {
    const user = userEvent.setup();
    render(<ReadinessCheck check={check} formId="request-form" printedBy={PRINTED_BY} />);
    const critical = questions.filter((question) => question.critical);
    expect(critical.length).toBeGreaterThan(1);
    const plain = questions.find((question) => !question.critical)!;
    await user.click(within(group(plain)).getByRole("radio", { name: labels.no }));
    expect(document.querySelector("[data-critical-reading]")).toBeNull();
    await user.click(within(group(critical[0])).getByRole("radio", { name: labels.no }));
    await user.click(within(group(critical[1])).getByRole("radio", { name: labels.yes }));
    const line = labels.criticalReading.replace("{notMet}", "1").replace("{total}", String(critical.length));
    expect(document.querySelector("[data-critical-reading]")).toHaveTextContent(line);
    // Before the areas furthest to go, in the reading.
    expect(
      document.querySelector("[data-result-reading]")!.firstElementChild!.nextElementSibling,
    ).toHaveTextContent(line);
  });

  it("keeps an answer given before it started over the one kept", async () => {
    const [first] = questions;
    localStorage.setItem(storageKey(check), JSON.stringify({ [first.id]: "no" }));
    render(
      <ReadinessCheck
        check={check}
        formId="request-form"
        printedBy={PRINTED_BY}
        answersBeforeStart={{ [first.id]: "yes" }}
      />,
    );
    await waitFor(() => expect(within(group(first)).getByRole("radio", { name: labels.yes })).toBeChecked());
  });

  it("keeps each answer as it is given, and leaves Not applicable out of the area's total", async () => {
    const user = userEvent.setup();
    const area = check.areas[0];
    render(<ReadinessCheck check={check} formId="request-form" printedBy={PRINTED_BY} />);
    await user.click(within(group(area.questions[0])).getByRole("radio", { name: labels.notApplicable }));
    await user.click(within(group(area.questions[1])).getByRole("radio", { name: labels.yes }));
    expect(JSON.parse(localStorage.getItem(storageKey(check)) ?? "{}").answers).toEqual({
      [area.questions[0].id]: "notApplicable",
      [area.questions[1].id]: "yes",
    });
    const total = area.questions.length - 1;
    const progress = labels.progress.replace("{answered}", "1").replace("{total}", String(total));
    expect(screen.getByRole("region", { name: area.heading })).toHaveTextContent(progress);
  });

  it("clears the answers only once the visitor confirms", async () => {
    const user = userEvent.setup();
    const [first] = questions;
    const confirm = jest.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);
    // A returning visitor: the line with Start again is hers once her answers came back.
    localStorage.setItem(storageKey(check), storedText({ [first.id]: "no" }, "2026-11-20"));
    render(<ReadinessCheck check={check} formId="request-form" printedBy={PRINTED_BY} />);
    await user.click(await screen.findByRole("button", { name: labels.clear }));
    expect(confirm).toHaveBeenLastCalledWith(labels.clearConfirm);
    expect(within(group(first)).getByRole("radio", { name: labels.no })).toBeChecked();
    await user.click(screen.getByRole("button", { name: labels.clear }));
    expect(within(group(first)).queryByRole("radio", { checked: true })).toBeNull();
    expect(localStorage.getItem(storageKey(check))).toBeNull();
    confirm.mockRestore();
  });

  /** The contact form's fields the check fills, as the page's form has them. */
  const requestForm = (message = "") => {
    document.body.insertAdjacentHTML(
      "beforeend",
      `<section id="request-form"><form><input type="hidden" name="from" value="contactus-form"><input name="subject">
       <select name="request"><option value=""></option><option value="${check.request}"></option></select>
       <textarea name="message"></textarea></form></section>`,
    );
    const form = document.querySelector("#request-form form") as HTMLFormElement;
    (form.elements.namedItem("message") as HTMLTextAreaElement).value = message;
    return {
      field: (name: string) => form.elements.namedItem(name) as HTMLInputElement,
      remove: () => document.getElementById("request-form")?.remove(),
    };
  };

  it("puts the request, the check it came from and a short summary in the page's form, ready to read and change", async () => {
    const user = userEvent.setup();
    const [first] = questions;
    const form = requestForm("We make oral liquids.");
    render(<ReadinessCheck check={check} formId="request-form" printedBy={PRINTED_BY} />);
    await user.click(within(group(first)).getByRole("radio", { name: labels.no }));
    await user.click(screen.getAllByRole("button", { name: labels.ask })[0]);
    expect(form.field("request").value).toBe(check.request);
    expect(form.field("subject").value).toBe(labels.subject);
    // In the address, where the form's code reads it, and in the field a plain form sends.
    expect(new URLSearchParams(window.location.search).get("from")).toBe(fromValue(check.path, "result"));
    expect(form.field("from").value).toBe(fromValue(check.path, "result"));
    window.history.replaceState(null, "", "/");
    const message = form.field("message");
    // Her own words first, then the summary: the check, the counts, the gap's short line, no source.
    expect(message.value.startsWith("We make oral liquids.\n\n")).toBe(true);
    expect(message.value).toContain(check.heading);
    expect(message.value).toContain(`- ${first.gap}`);
    expect(message.value).not.toContain(first.source);
    expect(message).toHaveFocus();
    form.remove();
  });

  it("keeps the summary within its bound with every requirement not met, leaving the rest of the message free", async () => {
    const user = userEvent.setup();
    localStorage.setItem(storageKey(check), storedText(everyAnswer(check, "no"), "2026-11-28"));
    const form = requestForm();
    render(<ReadinessCheck check={check} formId="request-form" printedBy={PRINTED_BY} />);
    await user.click((await screen.findAllByRole("button", { name: labels.ask }))[0]);
    const message = form.field("message").value;
    expect(message.length).toBeLessThanOrEqual(MAX_SUMMARY_LENGTH);
    // Every gap reaches the firm: none is cut.
    for (const question of questions) expect(message).toContain(`- ${question.gap}`);
    form.remove();
  });

  it("lists not met before partly met, critical ones first, and asks again after the gaps", async () => {
    const partlyCritical = questions.find((question) => question.critical)!;
    const noPlain = questions.find((question) => !question.critical)!;
    const noCritical = questions.filter((question) => question.critical)[1];
    const answers = { [partlyCritical.id]: "partly", [noPlain.id]: "no", [noCritical.id]: "no" } as const;
    localStorage.setItem(storageKey(check), storedText(answers, "2026-11-28"));
    render(<ReadinessCheck check={check} formId="request-form" printedBy={PRINTED_BY} />);
    const result = await screen.findByRole("region", { name: labels.resultHeading });
    const listed = [...result.querySelectorAll("[data-gap]")].map((item) => item.getAttribute("data-gap"));
    expect(listed).toEqual([noCritical.id, noPlain.id, partlyCritical.id]);
    expect(result.querySelector(`[data-gap="${noCritical.id}"]`)).toHaveTextContent(labels.critical);
    expect(result.querySelector(`[data-gap="${noPlain.id}"]`)).not.toHaveTextContent(labels.critical);
    expect(within(result).getAllByRole("button", { name: labels.ask })).toHaveLength(2);
    expect(result.querySelector("[data-result-reading]")).toHaveTextContent(
      fillIn(labels.reading, { answered: 3, met: 0, partlyMet: 1, notMet: 2 }),
    );
  });

  it("offers the firm's phone and WhatsApp beside each request for help, for a visitor who would rather talk", async () => {
    const [first] = questions;
    localStorage.setItem(storageKey(check), storedText({ [first.id]: "no" }, "2026-11-28"));
    const reach = {
      phone: "+91 11111 22222",
      whatsapp: "+91 11111 33333",
      callLabel: "Call us",
      whatsappLabel: "WhatsApp",
    };
    render(<ReadinessCheck check={check} formId="request-form" printedBy={PRINTED_BY} reach={reach} />);
    const result = await screen.findByRole("region", { name: labels.resultHeading });
    for (const actions of result.querySelectorAll<HTMLElement>("[data-result-actions]")) {
      expect(within(actions).getByRole("link", { name: "Call us +91 11111 22222" })).toHaveAttribute(
        "href",
        "tel:+911111122222",
      );
      expect(within(actions).getByRole("link", { name: /^WhatsApp/ })).toHaveAttribute(
        "href",
        expect.stringContaining("911111133333"),
      );
    }
    expect(result.querySelectorAll("[data-result-actions]")).toHaveLength(2);
  });

  it("says politely when an area is complete, not on every answer, and shows where the visitor is", async () => {
    const user = userEvent.setup();
    const area = check.areas.find((candidate) => candidate.questions.length > 1)!;
    render(<ReadinessCheck check={check} formId="request-form" printedBy={PRINTED_BY} />);
    const status = await screen.findByRole("status");
    for (const [index, question] of area.questions.entries()) {
      expect(status).toHaveTextContent(/^$/);
      await user.click(
        within(group(question)).getByRole("radio", { name: index === 0 ? labels.yes : labels.no }),
      );
    }
    expect(status).toHaveTextContent(fillIn(labels.areaComplete, { area: area.heading }));
    expect(document.querySelector("[data-check-progress]")).toHaveTextContent(
      `${area.heading} · ${fillIn(labels.progress, { answered: area.questions.length, total: questions.length })}`,
    );
  });

  it("writes the list of areas to jump to, and the firm's details for the printout, into the built page", () => {
    const built = document.createElement("div");
    built.innerHTML = renderToString(
      <ReadinessCheck check={check} formId="request-form" printedBy={PRINTED_BY} />,
    );
    const jump = built.querySelector(`nav[aria-label="${labels.jumpTo}"]`);
    expect([...(jump?.querySelectorAll("a") ?? [])].map((link) => link.getAttribute("href"))).toEqual(
      check.areas.map((area) => `#${area.id}`),
    );
    expect(built.querySelector("[data-printed-by]")).toHaveTextContent(
      "Firm · +91 00000 00000 · info@example.com · www.example.com/check/",
    );
  });

  it("shows markup in a requirement as text", () => {
    const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const area = {
      ...check.areas[0],
      questions: [{ id: "hostile", requirement: hostile, source: hostile, gap: hostile, critical: null }],
    };
    const { container } = render(
      <ReadinessCheck check={{ ...check, areas: [area] }} formId="request-form" printedBy={PRINTED_BY} />,
    );
    expect(screen.getByRole("group", { name: hostile })).toBeInTheDocument();
    expect(container.querySelector("img, script")).toBeNull();
  });
});
