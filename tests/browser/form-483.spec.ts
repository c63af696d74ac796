/**
 * The way in for a Form 483 response from the article on answering one (the urgent bands' way is in
 * composition.spec.ts): the form opens on its 483 part with the subject and request set, works out
 * when the response is due from the 483's date, and says beside Send what the firm does next; without
 * JavaScript the part still shows, the date left to the visitor.
 */
import { expect, test } from "../support/fixtures";
import { CONTACT_FORM, INSIGHTS, labelled, navigation } from "../support/site";

const ARTICLE = INSIGHTS.find((insight) => insight.form483);
const PART = CONTACT_FORM.form483;

test.describe("a request for a Form 483 response", { tag: "@desktop" }, () => {
  test("from the 483 article: the form's 483 part, its subject and request, and the response's due date", async ({
    page,
    problems,
  }) => {
    expect(ARTICLE, "data/insights: an article whose requests open the Form 483 part").toBeTruthy();
    await page.goto(ARTICLE!.path, { waitUntil: "networkidle" });
    // The article's requests (in its text on a phone, beside it from 1024 px) and the closing band's lead there.
    await expect(page.locator('main a[href$="#form-483"]')).toHaveCount(3);
    await page.locator("aside").getByRole("link", { name: navigation.requestLabel }).click();
    await page.waitForURL((url) => url.pathname === "/contactus/" && url.hash === "#form-483");
    const form = page.locator("form");
    const part = form.getByRole("group", { name: PART.heading });
    await expect(part).toBeInViewport();
    await expect(form.getByLabel(labelled(CONTACT_FORM.fields.subject.label))).toHaveValue(PART.subject);
    await expect(form.getByLabel(labelled(CONTACT_FORM.fields.request.label))).toHaveValue(PART.request);
    await expect(form.getByText(PART.nda)).toBeVisible();
    // Beside the send button: what the firm does once the request is in.
    const send = form.getByRole("button", { name: CONTACT_FORM.submitLabel });
    const team = form.getByText(PART.team);
    await expect(team).toBeVisible();
    const [button, line] = [(await send.boundingBox())!, (await team.boundingBox())!];
    expect(Math.abs(line.y - (button.y + button.height)), "right under the button").toBeLessThan(60);
    // Issued Friday 18 December 2026: Christmas and New Year's Day in the 15 business days.
    await part.getByLabel(labelled(CONTACT_FORM.fields.form483IssuedOn.label)).fill("2026-12-18");
    await expect(part.locator("[data-form-483-due]")).toHaveText(
      PART.due.replace("{date}", "12 January 2027"),
    );
    // Elsewhere on the page, the part stays open (an in-page link changes the address's target).
    await page.evaluate(() => (window.location.hash = "request-form"));
    await expect(part).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("the way to the form itself shows no 483 part", async ({ page }) => {
    await page.goto("/contactus/#request-form", { waitUntil: "networkidle" });
    await expect(page.locator("#form-483")).toBeHidden();
    await expect(page.getByText(PART.team)).toBeHidden();
  });
});

test(
  "without JavaScript the 483 part shows where a link for a 483 response leads",
  { tag: "@no-javascript" },
  async ({ page }) => {
    await page.goto("/contactus/?request=consultation&from=home-urgent#form-483");
    const part = page.locator("form").getByRole("group", { name: PART.heading });
    await expect(part).toBeInViewport();
    await expect(part.getByLabel(labelled(CONTACT_FORM.fields.form483IssuedOn.label))).toBeVisible();
    await expect(page.getByText(PART.team)).toBeVisible();
    await expect(page.getByText(PART.nda)).toBeVisible();
  },
);
