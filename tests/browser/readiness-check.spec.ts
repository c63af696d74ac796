/**
 * The readiness checks (data/checks/): answered in the browser, kept there with their day and shown
 * again at once on a later visit, scored per area, printed with the result first and the firm named on
 * every page, and brought to the request form as a short summary; without JavaScript the whole
 * checklist, with a word on what needs it.
 */
import type { Locator, Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";

import { axeViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { fromValue } from "../../src/lib/contact-request";
import { fillIn, MAX_SUMMARY_LENGTH, storageKey, storedText } from "../../src/lib/readiness";
import { MAX_LENGTH } from "../../src/components/contact-form/fields";
import { CHECKS, CONTACT_FORM, DESKTOP, labelled, navigation, PHONE, site } from "../support/site";

type Question = { id: string; requirement: string; source: string; gap: string; critical?: boolean };
type Area = { id: string; heading: string; questions: Question[] };
type Check = {
  path: string;
  heading: string;
  intro?: string[];
  nextStep?: { text: string; leadTimes: string[] };
  request: string;
  areas: Area[];
  labels: Record<string, string>;
};

/** The first readiness check (data/checks/), as its file holds it. */
const CHECK: Check = CHECKS[0];
const { labels } = CHECK;
const questionsOf = (check: Check) => check.areas.flatMap((area) => area.questions);
const QUESTIONS = questionsOf(CHECK);
const ANSWERS = ["yes", "partly", "no", "notApplicable"] as const;
type Answer = (typeof ANSWERS)[number];

/** A spread of answers: each question's by its place in the check. */
const answerOf = (index: number): Answer => ANSWERS[index % ANSWERS.length];

/** A requirement's radio group: named by the requirement (and, if critical, the word after it). */
const group = (page: Page, question: Question) => page.getByRole("group", { name: question.requirement });
const radio = (scope: Locator, answer: Answer, check: Check = CHECK) =>
  scope.getByRole("radio", { name: check.labels[answer], exact: true });
const island = (page: Page) => page.locator('[data-island="readiness-check"]');

/**
 * Enough Tab presses to cross the form from one field to another: the date field's day, month and
 * year each take one, and its calendar button another.
 */
const KEY_PRESS_LIMIT = 16;

/** Opens the check and answers its first question, which starts the check's own code (its first touch). */
const openAndStart = async (page: Page) => {
  await page.goto(CHECK.path, { waitUntil: "networkidle" });
  // A click, not check(): that asserts the state at once, and a click landing as the code starts may
  // be undone for a moment until the loader makes it again.
  const first = radio(group(page, QUESTIONS[0]), answerOf(0));
  const top = () => first.evaluate((input) => input.getBoundingClientRect().top + window.scrollY);
  const before = await top();
  await first.click();
  await expect(island(page), "the check's code has started").toHaveAttribute("data-island-ready", "");
  await expect(first).toBeChecked();
  // Nothing moved as it started: a tap landing then still reaches the answer under it.
  expect(await top(), "the first answer stays where it was").toBe(before);
};

/**
 * Opens `check` with its questions answered (`answer`, by default the spread `answerOf`) and kept in
 * the browser as a visit before left them: they come back as the page loads, without a touch.
 */
const openAnswered = async (
  page: Page,
  check: Check = CHECK,
  answer: (index: number) => Answer = answerOf,
) => {
  await page.goto(check.path, { waitUntil: "networkidle" });
  const questions = questionsOf(check);
  const answers = Object.fromEntries(questions.map((question, index) => [question.id, answer(index)]));
  await page.evaluate(
    ([key, kept]) => localStorage.setItem(key, kept),
    [storageKey(check), storedText(answers, "2026-11-20")],
  );
  await page.reload({ waitUntil: "networkidle" });
  await expect(island(page), "the check's code has started").toHaveAttribute("data-island-ready", "");
  await expect(page.getByRole("radio", { checked: true })).toHaveCount(questions.length);
};

const expectAnswered = async (page: Page) => {
  for (const [index, question] of QUESTIONS.entries())
    await expect(radio(group(page, question), answerOf(index)), question.id).toBeChecked();
};

test.describe("the readiness check", () => {
  test("shows a returning visitor every answer, their day and the result at once, without a touch", async ({
    page,
    problems,
  }) => {
    await openAndStart(page);
    for (const [index, question] of QUESTIONS.entries())
      await radio(group(page, question), answerOf(index)).check();
    // Another tab of the same browser, the next day or the next minute: nothing touched.
    const later = await page.context().newPage();
    await later.goto(CHECK.path);
    await expect(island(later)).toHaveAttribute("data-island-ready", "");
    await expect(later.locator("[data-readiness-result]")).toBeVisible();
    // Beside the request for help, the firm's phone, for a visitor who would rather talk it through.
    await expect(
      later
        .locator('[data-result-actions="top"]')
        .getByRole("link", { name: labelled(`${navigation.callLabel} ${site.phone}`) }),
    ).toHaveAttribute("href", `tel:${site.phone.replace(/[^\d+]/g, "")}`);
    // And WhatsApp, named with its number for screen readers, the number not shown twice: drawn by the
    // check once it runs, its look must come with the page's styles.
    const chat = later
      .locator('[data-result-actions="top"]')
      .getByRole("link", { name: labelled(`${navigation.whatsappLabel} ${site.whatsapp}`) });
    expect(
      await chat.locator("span").evaluate((number) => number.getBoundingClientRect().width),
    ).toBeLessThanOrEqual(1);
    for (const [index, question] of QUESTIONS.entries())
      await expect(radio(group(later, question), answerOf(index)), question.id).toBeChecked();
    const kept = await later.evaluate((key) => JSON.parse(localStorage.getItem(key)!).on, storageKey(CHECK));
    await expect(later.locator("[data-answered-on]")).toContainText(
      fillIn(labels.answeredOn, {
        date: "{date}",
        answered: QUESTIONS.length,
        total: QUESTIONS.length,
      }).split("{date}")[1],
    );
    expect(kept).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(problems).toEqual([]);
    await later.close();
  });

  test(
    "loads nothing of the check's code on a first visit before the first touch",
    { tag: "@desktop" },
    async ({ page }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(CHECK.path, { waitUntil: "networkidle" });
      const islandScripts = (await island(page).getAttribute("data-island-scripts"))!.split(" ");
      expect(scripts.filter((script) => islandScripts.includes(script))).toEqual([]);
      await expect(island(page)).not.toHaveAttribute("data-island-ready", "");
    },
  );

  test(
    "keeps the first answer given while the check's code was on its way",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto(CHECK.path, { waitUntil: "networkidle" });
      const islandScripts = (await island(page).getAttribute("data-island-scripts"))!.split(" ");
      const last = islandScripts.at(-1)!;
      // Held back until the pointer has gone down on the answer.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => url.pathname === last,
        async (route) => {
          await held;
          await route.continue();
        },
      );
      // The worst moment: the click lands just after the check's code has run, before its first draw.
      await page.evaluate((src) => {
        document.addEventListener(
          "load",
          (event) => {
            const script = event.target as HTMLScriptElement;
            if (script.tagName === "SCRIPT" && script.getAttribute("src") === src)
              document.querySelector<HTMLInputElement>("input[type='radio'][value='no']")!.click();
          },
          true,
        );
      }, last);
      const answer = radio(group(page, QUESTIONS[0]), "no");
      await answer.scrollIntoViewIfNeeded();
      const box = (await answer.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      release();
      await expect(island(page)).toHaveAttribute("data-island-ready", "");
      // The visitor's own click is the one made above; her pointer comes up elsewhere, adding none.
      await page.mouse.move(box.x + box.width / 2, 10);
      await page.mouse.up();
      await expect(answer).toBeChecked();
      await expect(
        page.locator(`[data-area-result="${CHECK.areas[0].id}"] [data-count="notMet"]`),
      ).toHaveText("1");
      await expect
        .poll(() =>
          page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "{}").answers, storageKey(CHECK)),
        )
        .toEqual({ [QUESTIONS[0].id]: "no" });
    },
  );

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
    // Nothing kept: a reload is a first visit again, waiting for a touch.
    await page.reload({ waitUntil: "networkidle" });
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKey(CHECK))).toBeNull();
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
    await expect(result.locator("[data-gap]")).toHaveCount(gaps.length);
    for (const gap of gaps) await expect(result.locator(`[data-gap="${gap.id}"]`)).toContainText(gap.source);
    // Not met, then partly met, each with its critical requirements first.
    const listed = await result
      .locator("[data-gap]")
      .evaluateAll((items) => items.map((item) => item.getAttribute("data-gap")));
    const rank = (question: Question, index: number) =>
      (answerOf(index) === "no" ? 0 : 2) + (question.critical ? 0 : 1);
    const expected = QUESTIONS.map((question, index) => ({ question, index }))
      .filter(({ index }) => ["partly", "no"].includes(answerOf(index)))
      .sort((a, b) => rank(a.question, a.index) - rank(b.question, b.index) || a.index - b.index)
      .map(({ question }) => question.id);
    expect(listed).toEqual(expected);
    // The reading and the request come right under the chart, before the gaps.
    const top = async (locator: Locator) => (await locator.boundingBox())!.y;
    expect(await top(result.locator("[data-result-actions='top']"))).toBeLessThan(
      await top(result.locator("[data-gaps]")),
    );
    await expect(result.locator("[data-result-actions='end']")).toBeVisible();
  });

  test("a visitor in New York who comes back mid-check continues where she left off, sees her finished areas ticked, and gets her own day with its zone and the firm's next step", async ({
    browser,
  }) => {
    const context = await browser.newContext({ timezoneId: "America/New_York", viewport: PHONE });
    const page = await context.newPage();
    // 19:30 on 1 December in New York: already 2 December in India.
    await page.clock.setFixedTime(new Date("2026-12-02T00:30:00Z"));
    // Every area before one of two requirements or more finished; that one begun.
    const at = CHECK.areas.findIndex((area, index) => index > 0 && area.questions.length >= 2);
    const started = CHECK.areas[at];
    const finished = CHECK.areas[0];
    const answers = Object.fromEntries([
      ...CHECK.areas
        .slice(0, at)
        .flatMap((area) => area.questions)
        .map((question) => [question.id, "yes"]),
      [started.questions[0].id, "no"],
    ]);
    await page.goto(CHECK.path);
    await page.evaluate(
      ([key, kept]) => localStorage.setItem(key, kept),
      [storageKey(CHECK), storedText(answers, "2026-12-01")],
    );
    await page.reload();
    await expect(island(page)).toHaveAttribute("data-island-ready", "");
    const status = page.locator("[data-answered-on]");
    await expect(status).toContainText("1 December 2026 (Eastern Time)");
    const onward = status.getByRole("link", {
      name: fillIn(labels.continueAt, { number: 2, area: started.heading }),
    });
    await onward.click();
    const next = radio(group(page, started.questions[1]), "yes");
    await expect(next).toBeFocused();
    await expect(next, "clear of the header and the progress line").toBeInViewport();
    const jump = page.getByRole("navigation", { name: labels.jumpTo });
    await expect(
      jump.getByRole("link", { name: fillIn(labels.areaComplete, { area: finished.heading }) }),
    ).toBeVisible();
    await expect(jump.getByRole("link", { name: started.heading, exact: true })).toBeVisible();
    const result = page.locator("[data-readiness-result]");
    await expect(result).toContainText(fillIn(labels.resultDate, { date: "1 December 2026 (Eastern Time)" }));
    const nextStep = result.locator("[data-next-step]");
    await expect(nextStep).toContainText(CHECK.nextStep!.text);
    for (const name of CHECK.nextStep!.leadTimes) {
      const leadTime = site.leadTimes.find((time: { name: string }) => time.name === name)!;
      await expect(nextStep).toContainText(`${leadTime.label}: ${leadTime.time}`);
    }
    // Printed, the next step stands with the result, before the checklist; the introduction is left out.
    await page.emulateMedia({ media: "print" });
    await expect(nextStep).toBeVisible();
    const firstArea = page.getByRole("region", { name: finished.heading, exact: true });
    expect((await nextStep.boundingBox())!.y).toBeLessThan((await firstArea.boundingBox())!.y);
    await expect(page.getByText(CHECK.intro![0])).toBeHidden();
    await context.close();
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
    // One area after another, in the check's order, down one column and then the next.
    const places: { x: number; y: number }[] = [];
    for (const area of CHECK.areas) {
      const box = (await page.getByRole("region", { name: area.heading, exact: true }).boundingBox())!;
      places.push({ x: Math.round(box.x), y: box.y });
    }
    const inOrder = [...places].sort((a, b) => a.x - b.x || a.y - b.y);
    expect(places).toEqual(inOrder);
  });

  for (const check of CHECKS as Check[]) {
    test(
      `${check.path}: printed fully answered, names the firm and its phone on every page, in at most 8 A4 pages`,
      { tag: "@desktop" },
      async ({ page }) => {
        // Every answer No: the longest result, every gap listed.
        await openAnswered(page, check, () => "no");
        const pdf = await page.pdf({ format: "A4", printBackground: true });
        const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)));
        expect(totalPages).toBeLessThanOrEqual(8);
        for (const [index, pageText] of text.entries()) {
          const flat = pageText.replace(/\s+/g, " ");
          expect(flat, `page ${index + 1}`).toContain(site.name);
          expect(flat, `page ${index + 1}`).toContain(site.phone);
          expect(flat, `page ${index + 1}`).toContain(site.email);
          expect(flat, `page ${index + 1}`).toContain(check.path);
        }
        expect(text[0]).toContain(check.labels.resultHeading);
      },
    );
  }

  for (const check of CHECKS as Check[]) {
    test(
      `${check.path}: is the whole checklist without JavaScript`,
      { tag: "@no-javascript" },
      async ({ page }) => {
        await page.goto(check.path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(check.heading);
        for (const area of check.areas)
          await expect(
            page.getByRole("heading", { level: 2, name: area.heading, exact: true }),
          ).toBeVisible();
        for (const question of questionsOf(check)) {
          await expect(group(page, question)).toBeVisible();
          await expect(group(page, question).getByRole("radio")).toHaveCount(ANSWERS.length);
          await expect(group(page, question)).toContainText(question.source);
        }
        // The areas to jump to work without it.
        const jump = page.getByRole("navigation", { name: check.labels.jumpTo });
        await expect(jump.getByRole("link")).toHaveCount(check.areas.length);
        // The request form is there too, as a plain form; the page says why no result will follow.
        await expect(
          page.locator("form").getByRole("button", { name: CONTACT_FORM.submitLabel }),
        ).toBeVisible();
        const status = page.locator("[data-check-status]");
        await expect(status.getByText(check.labels.needsScript)).toBeVisible();
        await expect(status.getByText(check.labels.stored)).toBeHidden();
      },
    );

    for (const viewport of [PHONE, DESKTOP]) {
      const tag = viewport === PHONE ? "@phone" : "@desktop";
      test(
        `${check.path}: axe finds nothing at ${viewport.width} px, the result showing`,
        { tag },
        async ({ page }) => {
          await page.setViewportSize(viewport);
          await openAnswered(page, check);
          await expect(page.locator("[data-readiness-result]")).toBeVisible();
          expect(await axeViolations(page)).toEqual([]);
        },
      );
    }
  }

  test(
    "on a phone: every answer a 44 px target, and the line of progress in view under the header while answering",
    { tag: "@phone" },
    async ({ page }) => {
      await openAndStart(page);
      const heights = await page
        .locator("label:has(input[type='radio'])")
        .evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().height));
      expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
      const area = CHECK.areas[Math.floor(CHECK.areas.length / 2)];
      const [question] = area.questions;
      await radio(group(page, question), "yes").scrollIntoViewIfNeeded();
      await radio(group(page, question), "yes").check();
      const line = page.locator("[data-check-progress]");
      await expect(line).toHaveText(
        `${area.heading} · ${fillIn(labels.progress, { answered: 2, total: QUESTIONS.length })}`,
      );
      await expect(line).toBeInViewport();
      const header = (await page.locator("body > header").boundingBox())!;
      expect(Math.round((await line.boundingBox())!.y)).toBe(Math.round(header.y + header.height));
    },
  );

  test(
    "with the text at 200 %, no answer that takes the focus is hidden under the header and the progress line",
    { tag: "@phone" },
    async ({ page }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Page.enable");
      await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
      await openAnswered(page);
      const first = group(page, QUESTIONS[0]).getByRole("radio").first();
      await first.focus();
      for (let press = 0; press < 12; press++) {
        await page.keyboard.press("Tab");
        const covered = await page.evaluate(() => {
          const focused = document.activeElement as HTMLElement;
          const target = focused.closest("label") ?? focused;
          const box = target.getBoundingClientRect();
          const line = document.querySelector("[data-check-progress]")!.getBoundingClientRect();
          return { top: box.top, coveredTo: line.bottom, name: focused.getAttribute("name") };
        });
        expect(covered.top, `${covered.name}`).toBeGreaterThanOrEqual(covered.coveredTo);
      }
    },
  );
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
    // Every requirement not met: the longest summary.
    await openAnswered(page, CHECK, () => "no");
    await page.getByRole("button", { name: labels.ask }).first().click();
    const message = field(page, "message");
    await expect(message).toBeFocused();
    await expect(field(page, "request")).toHaveValue(CHECK.request);
    await expect(message).toHaveValue(new RegExp(`^${CHECK.heading}`));
    const summary = await message.inputValue();
    expect(summary.length).toBeLessThanOrEqual(MAX_SUMMARY_LENGTH);
    expect(MAX_LENGTH.message - summary.length).toBeGreaterThanOrEqual(1000);
    for (const question of QUESTIONS) expect(summary).toContain(`- ${question.gap}`);
    // The visitor may change the summary before sending.
    await message.press("End");
    await message.pressSequentially("\nPlease call after 3 pm.");
    for (const [name, value] of Object.entries(PERSON)) await field(page, name).fill(value);
    const sentText = await message.inputValue();
    await page.locator("form").getByRole("button", { name: CONTACT_FORM.submitLabel }).click();
    await expect(page.locator("form").getByRole("status")).toHaveText(CONTACT_FORM.messages.success);
    const [sent] = await formService.received();
    expect(sent.fields).toMatchObject({
      ...PERSON,
      request: CHECK.request,
      subject: labels.subject,
      from: fromValue(CHECK.path, "result"),
    });
    // A form sends a text box's line breaks as CR LF.
    expect(sent.fields.message.replace(/\r\n/g, "\n")).toBe(sentText);
  });

  for (const check of CHECKS as Check[]) {
    test(`${check.path}: goes from the first question to a sent request by keyboard alone`, async ({
      page,
      formService,
    }) => {
      const questions = questionsOf(check);
      await page.setViewportSize(DESKTOP);
      await page.goto(check.path, { waitUntil: "networkidle" });
      // Tab from the top of the page until the first question's first answer has the focus.
      const first = group(page, questions[0]).getByRole("radio").first();
      for (
        let presses = 0;
        presses < 60 && !(await first.evaluate((el) => el === document.activeElement));
        presses++
      )
        await page.keyboard.press("Tab");
      await expect(first).toBeFocused();
      await expect(island(page)).toHaveAttribute("data-island-ready", "");
      // Each question: Space answers with the focused choice (Yes), Tab moves to the next question.
      for (const question of questions) {
        await expect(group(page, question).getByRole("radio").first()).toBeFocused();
        await page.keyboard.press("Space");
        await page.keyboard.press("Tab");
      }
      await expect(page.getByRole("button", { name: check.labels.ask }).first()).toBeFocused();
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
      expect(sent.fields).toMatchObject({
        ...PERSON,
        request: check.request,
        from: fromValue(check.path, "result"),
      });
      expect(sent.fields.message).toContain(check.heading);
    });
  }
});

test(
  "at 1280 px the request under each check keeps to the check's column: its heading, its line and the form's card on the questions' left edge",
  { tag: "@desktop" },
  async ({ page }) => {
    for (const check of CHECKS) {
      await page.goto(check.path as string);
      const edges = await page.evaluate(() => {
        const left = (element: Element | null) => Math.round(element!.getBoundingClientRect().left);
        const request = document.getElementById("request-form")!.closest("section")!;
        return {
          check: left(document.querySelector("h1")),
          heading: left(request.querySelector("h2")),
          line: left(request.querySelector("h2 + p")),
          card: left(request.querySelector("form")),
        };
      });
      expect(edges, check.path as string).toEqual({
        check: edges.check,
        heading: edges.check,
        line: edges.check,
        card: edges.check,
      });
    }
  },
);
