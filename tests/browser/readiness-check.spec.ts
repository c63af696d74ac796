/**
 * The readiness check (data/checks/): answered in the browser, kept there, scored per area, printed
 * with its result first, and brought to the request form; without JavaScript the whole checklist.
 */
import type { Locator, Page } from "@playwright/test";

import { axeViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { storageKey } from "../../src/lib/readiness";
import { CHECKS, CONTACT_FORM, DESKTOP, labelled, navigation, PHONE } from "../support/site";

type Question = { id: string; requirement: string; source: string };
type Area = { id: string; heading: string; questions: Question[] };
type Check = {
  path: string;
  heading: string;
  request: string;
  areas: Area[];
  labels: Record<string, string>;
};

/** The first readiness check (data/checks/), as its file holds it. */
const CHECK: Check = CHECKS[0];
const { labels } = CHECK;
const QUESTIONS = CHECK.areas.flatMap((area) => area.questions);
const ANSWERS = ["yes", "partly", "no", "notApplicable"] as const;
type Answer = (typeof ANSWERS)[number];

/** A spread of answers: each question's by its place in the check. */
const answerOf = (index: number): Answer => ANSWERS[index % ANSWERS.length];

const group = (page: Page, question: Question) => page.getByRole("group", { name: question.requirement });
const radio = (scope: Locator, answer: Answer) =>
  scope.getByRole("radio", { name: labels[answer], exact: true });
const island = (page: Page) => page.locator('[data-island="readiness-check"]');

/**
 * Enough Tab presses to cross the form from one field to another: the date field's day, month and
 * year each take one, and its calendar button another.
 */
const KEY_PRESS_LIMIT = 16;

/** Opens the check and answers its first question, which starts the check's own code (its first touch). */
const openAndStart = async (page: Page) => {
  await page.goto(CHECK.path, { waitUntil: "networkidle" });
  await radio(group(page, QUESTIONS[0]), answerOf(0)).check();
  await expect(island(page), "the check's code has started").toHaveAttribute("data-island-ready", "");
};

const answerAll = async (page: Page) => {
  await openAndStart(page);
  for (const [index, question] of QUESTIONS.entries())
    await radio(group(page, question), answerOf(index)).check();
};

/**
 * Opens the check with every question answered (`answerOf`) and kept in the browser, as a visit
 * before left them; they come back on the first touch. Answering by hand is the first test's and the
 * keyboard test's.
 */
const openAnswered = async (page: Page) => {
  await page.goto(CHECK.path, { waitUntil: "networkidle" });
  const answers = Object.fromEntries(QUESTIONS.map((question, index) => [question.id, answerOf(index)]));
  await page.evaluate(
    ([key, kept]) => localStorage.setItem(key, kept),
    [storageKey(CHECK), JSON.stringify(answers)],
  );
  await page.reload({ waitUntil: "networkidle" });
  await group(page, QUESTIONS[0]).getByRole("radio").first().focus();
  await expect(island(page), "the check's code has started").toHaveAttribute("data-island-ready", "");
  await expect(page.getByRole("radio", { checked: true })).toHaveCount(QUESTIONS.length);
};

const expectAnswered = async (page: Page) => {
  for (const [index, question] of QUESTIONS.entries())
    await expect(radio(group(page, question), answerOf(index)), question.id).toBeChecked();
};

test.describe("the readiness check", () => {
  test("keeps every answer in the browser: a reload shows them all", async ({ page, problems }) => {
    await answerAll(page);
    await page.reload({ waitUntil: "networkidle" });
    // The kept answers come back once the check's code runs, which it does on the first touch.
    await group(page, QUESTIONS[0]).getByRole("radio").first().focus();
    await expect(island(page)).toHaveAttribute("data-island-ready", "");
    await expectAnswered(page);
    expect(problems).toEqual([]);
  });

  test("asks before clearing the answers, and keeps them when the visitor says no", async ({ page }) => {
    await openAnswered(page);
    const clear = page.getByRole("button", { name: labels.clear });
    const asked: string[] = [];
    page.once("dialog", (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await clear.click();
    expect(asked).toEqual([labels.clearConfirm]);
    await expectAnswered(page);
    page.once("dialog", (dialog) => void dialog.accept());
    await clear.click();
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
    await page.reload({ waitUntil: "networkidle" });
    await group(page, QUESTIONS[0]).getByRole("radio").first().focus();
    await expect(island(page)).toHaveAttribute("data-island-ready", "");
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
  });

  test("shows each area's result as the answers give it, and each gap with its source", async ({ page }) => {
    await openAnswered(page);
    const result = page.locator("[data-readiness-result]");
    let index = 0;
    for (const area of CHECK.areas) {
      const counts = { met: 0, partlyMet: 0, notMet: 0, notApplicable: 0 };
      for (let n = 0; n < area.questions.length; n++) {
        const answer = answerOf(index++);
        counts[
          answer === "yes"
            ? "met"
            : answer === "partly"
              ? "partlyMet"
              : answer === "no"
                ? "notMet"
                : "notApplicable"
        ]++;
      }
      const row = result.locator(`[data-area-result="${area.id}"]`);
      for (const key of ["met", "partlyMet", "notMet"] as const)
        await expect(row.locator(`[data-count="${key}"]`), `${area.id} ${key}`).toHaveText(
          String(counts[key]),
        );
      const total = area.questions.length - counts.notApplicable;
      const progress = labels.progress.replace("{answered}", String(total)).replace("{total}", String(total));
      await expect(page.getByRole("region", { name: area.heading, exact: true })).toContainText(progress);
    }
    const gaps = QUESTIONS.filter((_, i) => answerOf(i) === "partly" || answerOf(i) === "no");
    await expect(result.locator("[data-gaps] > li")).toHaveCount(gaps.length);
    for (const gap of gaps) {
      const item = result.locator("[data-gaps] > li").filter({ hasText: gap.requirement });
      await expect(item).toContainText(gap.source);
    }
  });

  test("prints the result first, with its date, and no navigation", async ({ page }) => {
    await openAnswered(page);
    await page.emulateMedia({ media: "print" });
    const result = page.locator("[data-readiness-result]");
    await expect(result).toBeVisible();
    await expect(result).toContainText(labels.resultDate.split("{date}")[0].trim());
    await expect(page.getByRole("navigation", { name: navigation.navLabel })).toBeHidden();
    await expect(page.locator("body > header")).toBeHidden();
    await expect(page.locator("body > footer")).toBeHidden();
    await expect(page.getByRole("button", { name: labels.print })).toBeHidden();
    const top = async (locator: Locator) => (await locator.boundingBox())!.y;
    const firstArea = page.getByRole("region", { name: CHECK.areas[0].heading, exact: true });
    expect(await top(result), "the result comes before the first area").toBeLessThan(await top(firstArea));
    // One area after another, in the check's order.
    const tops = [];
    for (const area of CHECK.areas)
      tops.push(await top(page.getByRole("region", { name: area.heading, exact: true })));
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
  });

  test("is the whole checklist without JavaScript", { tag: "@no-javascript" }, async ({ page }) => {
    await page.goto(CHECK.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CHECK.heading);
    for (const area of CHECK.areas)
      await expect(page.getByRole("heading", { level: 2, name: area.heading, exact: true })).toBeVisible();
    for (const question of QUESTIONS) {
      await expect(group(page, question)).toBeVisible();
      await expect(group(page, question).getByRole("radio")).toHaveCount(ANSWERS.length);
      await expect(group(page, question)).toContainText(question.source);
    }
    // The request form is there too, as a plain form; the page says why no result will follow.
    await expect(page.locator("form").getByRole("button", { name: CONTACT_FORM.submitLabel })).toBeVisible();
    await expect(page.locator("[data-check-status]")).toHaveText(labels.needsScript);
    await expect(page.locator("[data-check-status]")).toBeVisible();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    const tag = viewport === PHONE ? "@phone" : "@desktop";
    test(`axe finds nothing at ${viewport.width} px, the result showing`, { tag }, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openAnswered(page);
      await expect(page.locator("[data-readiness-result]")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe("the readiness check's request", { tag: "@form-service" }, () => {
  const PERSON = { name: "Asha Patel", email: "asha.patel@pharma.example", company: "Example Pharma Ltd" };

  const field = (page: Page, name: string) =>
    page.locator("form").getByLabel(labelled(CONTACT_FORM.fields[name].label));

  test("puts the result in the form's message with the request chosen; sent, the service gets both", async ({
    page,
    formService,
  }) => {
    await page.setViewportSize(PHONE);
    await openAnswered(page);
    await page.getByRole("button", { name: labels.ask }).click();
    const message = field(page, "message");
    await expect(message).toBeFocused();
    await expect(field(page, "request")).toHaveValue(CHECK.request);
    await expect(message).toHaveValue(new RegExp(`^${CHECK.heading}`));
    // The visitor may change the summary before sending.
    await message.press("End");
    await message.pressSequentially("\nPlease call after 3 pm.");
    for (const [name, value] of Object.entries(PERSON)) await field(page, name).fill(value);
    const summary = await message.inputValue();
    expect(summary).toContain(QUESTIONS[1].requirement);
    await page.locator("form").getByRole("button", { name: CONTACT_FORM.submitLabel }).click();
    await expect(page.locator("form").getByRole("status")).toHaveText(CONTACT_FORM.messages.success);
    const [sent] = await formService.received();
    expect(sent.fields).toMatchObject({ ...PERSON, request: CHECK.request, subject: labels.subject });
    // A form sends a text box's line breaks as CR LF.
    expect(sent.fields.message.replace(/\r\n/g, "\n")).toBe(summary);
  });

  test("goes from the first question to a sent request by keyboard alone", async ({ page, formService }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(CHECK.path, { waitUntil: "networkidle" });
    // Tab from the top of the page until the first question's first answer has the focus.
    const first = group(page, QUESTIONS[0]).getByRole("radio").first();
    for (
      let presses = 0;
      presses < 60 && !(await first.evaluate((el) => el === document.activeElement));
      presses++
    )
      await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    await expect(island(page)).toHaveAttribute("data-island-ready", "");
    // Each question: Space answers with the focused choice (Yes), Tab moves to the next question.
    for (const question of QUESTIONS) {
      await expect(group(page, question).getByRole("radio").first()).toBeFocused();
      await page.keyboard.press("Space");
      await page.keyboard.press("Tab");
    }
    await expect(page.getByRole("button", { name: labels.ask })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(field(page, "message")).toBeFocused();
    // Back up the form to its first field, then fill forwards and send.
    for (
      let presses = 0;
      presses < KEY_PRESS_LIMIT &&
      !(await field(page, "name").evaluate((el) => el === document.activeElement));
      presses++
    )
      await page.keyboard.press("Shift+Tab");
    await page.keyboard.type(PERSON.name);
    await page.keyboard.press("Tab");
    await page.keyboard.type(PERSON.email);
    for (
      let presses = 0;
      presses < KEY_PRESS_LIMIT &&
      !(await field(page, "company").evaluate((el) => el === document.activeElement));
      presses++
    )
      await page.keyboard.press("Tab");
    await page.keyboard.type(PERSON.company);
    const submit = page.locator("form").getByRole("button", { name: CONTACT_FORM.submitLabel });
    for (
      let presses = 0;
      presses < KEY_PRESS_LIMIT && !(await submit.evaluate((el) => el === document.activeElement));
      presses++
    )
      await page.keyboard.press("Tab");
    await expect(submit).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("form").getByRole("status")).toHaveText(CONTACT_FORM.messages.success);
    const [sent] = await formService.received();
    expect(sent.fields).toMatchObject({ ...PERSON, request: CHECK.request });
    expect(sent.fields.message).toContain(CHECK.heading);
  });
});
