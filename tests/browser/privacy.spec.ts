/**
 * The privacy notice is one step from where personal data is given and from every page: the link
 * beside the contact form's send button and the footer's link both open it, on a phone and a
 * desktop, and it says what the form collects, who processes it, how long it is kept and whom to ask.
 * Expectations come from data/ at run time, so an editor's rewording keeps these tests green.
 */
import { expect, openedFooterLinks, test } from "../support/fixtures";
import { navigation, pageAt } from "../support/site";

const CONTACT = pageAt("/contactus/");
const FORM = CONTACT.sections.find((section: { kind: string }) => section.kind === "form");
const PRIVACY_PATH: string = FORM.privacy.to;
const PRIVACY = pageAt(PRIVACY_PATH);
const FOOTER_LINK = (navigation.footerLinks ?? []).find((link: { to: string }) => link.to === PRIVACY_PATH);

test("the link beside the form's send button opens the privacy notice", async ({ page }) => {
  await page.goto(CONTACT.path);
  const form = page.locator(`#${FORM.id} form`);
  const send = form.getByRole("button", { name: FORM.submitLabel });
  const link = form.getByRole("link", { name: FORM.privacy.label });
  await expect(link).toBeVisible();
  // Beside the button: read before sending, not after the page's end.
  const [button, line] = [await send.boundingBox(), await link.boundingBox()];
  expect(button && line && Math.abs(line.y - button.y), "within a button's height or two").toBeLessThan(
    2 * (button?.height ?? 0) + 8,
  );
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${PRIVACY_PATH}$`));
  await expect(page.locator("h1")).toHaveText(PRIVACY.hero.title);
});

test("the footer links the privacy notice, which opens with all its sections", async ({ page }) => {
  expect(FOOTER_LINK, "data/navigation.json's footer links include the privacy notice").toBeTruthy();
  await page.goto("/");
  await openedFooterLinks(page);
  await page.getByRole("contentinfo").getByRole("link", { name: FOOTER_LINK.label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${PRIVACY_PATH}$`));
  const main = page.locator("main");
  for (const section of PRIVACY.sections) {
    await expect(main.getByRole("heading", { level: 2, name: section.heading })).toBeVisible();
  }
});
