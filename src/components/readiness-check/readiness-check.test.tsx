import { render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";

import { storageKey } from "../../lib/readiness";
import { templateSelections } from "../../test-utils/site-documents";
import { nodeId, runQuery } from "../../test-utils/site-graph";
import ReadinessCheck, { type ReadinessCheckData } from ".";

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
const group = (requirement: string) => screen.getByRole("group", { name: requirement });

beforeEach(() => localStorage.clear());

describe("a readiness check", () => {
  it("draws every requirement as a radio group with its source", () => {
    const { container } = render(<ReadinessCheck check={check} formId="request-form" />);
    for (const question of questions) {
      const answers = within(group(question.requirement)).getAllByRole("radio");
      expect(answers.map((radio) => radio.getAttribute("value"))).toEqual([
        "yes",
        "partly",
        "no",
        "notApplicable",
      ]);
      expect(group(question.requirement)).toHaveAccessibleDescription(`${labels.source} ${question.source}`);
    }
    expect(container.querySelectorAll("section[aria-labelledby]").length).toBeGreaterThanOrEqual(
      check.areas.length,
    );
  });

  it("says in the built page that the result needs JavaScript, and once it runs where the answers are kept", async () => {
    // The HTML the build writes, which a browser without JavaScript keeps.
    const built = document.createElement("div");
    built.innerHTML = renderToString(<ReadinessCheck check={check} formId="request-form" />);
    expect(built.querySelector("[data-check-status]")).toHaveTextContent(labels.needsScript);
    expect(built).not.toHaveTextContent(labels.stored);
    render(<ReadinessCheck check={check} formId="request-form" />);
    await waitFor(() =>
      expect(document.querySelector("[data-check-status]")).toHaveTextContent(labels.stored),
    );
    expect(document.body).not.toHaveTextContent(labels.needsScript);
  });

  it("restores the answers kept in this browser", async () => {
    const [first, second, third] = questions;
    localStorage.setItem(
      storageKey(check),
      JSON.stringify({ [first.id]: "partly", [second.id]: "notApplicable" }),
    );
    render(<ReadinessCheck check={check} formId="request-form" />);
    await waitFor(() =>
      expect(within(group(first.requirement)).getByRole("radio", { name: labels.partly })).toBeChecked(),
    );
    expect(
      within(group(second.requirement)).getByRole("radio", { name: labels.notApplicable }),
    ).toBeChecked();
    expect(within(group(third.requirement)).queryByRole("radio", { checked: true })).toBeNull();
  });

  it("keeps an answer given before it started over the one kept", async () => {
    const [first] = questions;
    localStorage.setItem(storageKey(check), JSON.stringify({ [first.id]: "no" }));
    render(<ReadinessCheck check={check} formId="request-form" answersBeforeStart={{ [first.id]: "yes" }} />);
    await waitFor(() =>
      expect(within(group(first.requirement)).getByRole("radio", { name: labels.yes })).toBeChecked(),
    );
  });

  it("keeps each answer as it is given, and leaves Not applicable out of the area's total", async () => {
    const user = userEvent.setup();
    const area = check.areas[0];
    render(<ReadinessCheck check={check} formId="request-form" />);
    await user.click(
      within(group(area.questions[0].requirement)).getByRole("radio", { name: labels.notApplicable }),
    );
    await user.click(within(group(area.questions[1].requirement)).getByRole("radio", { name: labels.yes }));
    expect(JSON.parse(localStorage.getItem(storageKey(check)) ?? "{}")).toEqual({
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
    render(<ReadinessCheck check={check} formId="request-form" />);
    await user.click(within(group(first.requirement)).getByRole("radio", { name: labels.no }));
    await user.click(screen.getByRole("button", { name: labels.clear }));
    expect(confirm).toHaveBeenLastCalledWith(labels.clearConfirm);
    expect(within(group(first.requirement)).getByRole("radio", { name: labels.no })).toBeChecked();
    await user.click(screen.getByRole("button", { name: labels.clear }));
    expect(within(group(first.requirement)).queryByRole("radio", { checked: true })).toBeNull();
    expect(JSON.parse(localStorage.getItem(storageKey(check)) ?? "{}")).toEqual({});
    confirm.mockRestore();
  });

  it("puts the request and a summary of the result in the page's form, ready to read and change", async () => {
    const user = userEvent.setup();
    const [first] = questions;
    document.body.insertAdjacentHTML(
      "beforeend",
      `<section id="request-form"><form><input name="subject"><select name="request"><option value=""></option>
       <option value="${check.request}"></option></select><textarea name="message"></textarea></form></section>`,
    );
    render(<ReadinessCheck check={check} formId="request-form" />);
    await user.click(within(group(first.requirement)).getByRole("radio", { name: labels.no }));
    await user.click(screen.getByRole("button", { name: labels.ask }));
    const form = document.querySelector("#request-form form") as HTMLFormElement;
    const message = form.elements.namedItem("message") as HTMLTextAreaElement;
    expect((form.elements.namedItem("request") as HTMLSelectElement).value).toBe(check.request);
    expect((form.elements.namedItem("subject") as HTMLInputElement).value).toBe(labels.subject);
    expect(message.value).toContain(check.heading);
    expect(message.value).toContain(`${labels.no}: ${first.requirement}`);
    expect(message).toHaveFocus();
    document.getElementById("request-form")?.remove();
  });

  it("shows markup in a requirement as text", () => {
    const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const area = { ...check.areas[0], questions: [{ id: "hostile", requirement: hostile, source: hostile }] };
    const { container } = render(
      <ReadinessCheck check={{ ...check, areas: [area] }} formId="request-form" />,
    );
    expect(group(hostile)).toBeInTheDocument();
    expect(container.querySelector("img, script")).toBeNull();
  });
});
