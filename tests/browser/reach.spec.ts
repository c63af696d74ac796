/**
 * The firm within reach on every screen: the sticky header keeps the phone number and a button to the
 * form on a desktop, and a call button on phones and tablets, wherever the visitor has scrolled; the
 * phone menu lists the number and email address; the header's button lands on the form with the page's
 * request chosen; and nothing that stays on screen covers the footer.
 */
import type { Locator, Page } from "@playwright/test";

import { contactFormHref } from "../../src/lib/contact-request";
import { expect, openedFooterLinks, test } from "../support/fixtures";
import { CONTACT_FORM, labelled, navigation, pageAt, PAGES, site } from "../support/site";

const TEL = `tel:${site.phone.replace(/[^\d+]/g, "")}`;
const CALL_NAME = `${navigation.callLabel} ${site.phone}`;
const TOUCH_TARGET_PX = 44;
/** From here the header shows its links, the phone number and the request button in a row. */
const FULL_HEADER_PX = 1024;
const WIDTHS = [320, 360, 375, 768, 1024, 1280];
/** From here to FULL_HEADER_PX the phone bar holds a short request button. */
const SHORT_REQUEST_PX = 360;

/** The longest page, with a request of its own. */
const LONG = pageAt("/computersystemvalidations/");
const CONTACT = pageAt("/contactus/");
const FORM_ID: string = CONTACT.sections.find((section: { kind: string }) => section.kind === "form").id;
const header = (page: Page) => page.locator("[data-site-header]");

/** The element's box lies wholly inside the viewport, and it is the element a tap at its centre reaches. */
const onScreenAndTappable = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      inside: box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth,
      reached: hit !== null && element.contains(hit),
      width: box.width,
      height: box.height,
    };
  });

test.describe("the firm within reach", () => {
  test(
    "half-way down a long page the header still offers a call and, from 360 px, the request button (from 1024 px with the number)",
    { tag: "@desktop" },
    async ({ page, problems }) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(LONG.path, { waitUntil: "networkidle" });
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
        await expect
          .poll(() => page.evaluate(() => window.scrollY), { message: `${width} px: scrolled` })
          .toBeGreaterThan(1000);
        const call = header(page).getByRole("link", { name: CALL_NAME, exact: true });
        const request = header(page).getByRole("link", { name: navigation.requestLabel, exact: true });
        if (width >= FULL_HEADER_PX) {
          // The phone number beside the links (its digits on screen from 1280 px), and the button.
          await expect(call, `${width} px`).toHaveCount(1);
          await expect(request, `${width} px`).toHaveCount(1);
          await expect(request).toHaveAttribute(
            "href",
            contactFormHref(LONG.path, LONG.hero.action.request, "header"),
          );
          for (const link of [call, request]) {
            await expect(link, `${width} px`).toHaveAttribute("href", /./);
            expect(await onScreenAndTappable(link), `${width} px`).toMatchObject({
              inside: true,
              reached: true,
            });
            expect((await link.boundingBox())!.height, `${width} px: touch target`).toBeGreaterThanOrEqual(
              TOUCH_TARGET_PX,
            );
          }
          await expect(call).toHaveAttribute("href", TEL);
          if (width >= 1280) await expect(call).toContainText(site.phone);
        } else {
          // The call button beside the menu button; the request button waits in the menu.
          await expect(call, `${width} px`).toHaveCount(1);
          await expect(call).toHaveAttribute("href", TEL);
          const seen = await onScreenAndTappable(call);
          expect(seen, `${width} px`).toMatchObject({ inside: true, reached: true });
          expect(Math.min(seen.width, seen.height), `${width} px: touch target`).toBeGreaterThanOrEqual(
            TOUCH_TARGET_PX,
          );
          // From 360 px the bar holds the request too, in its short words; narrower, it waits in the menu.
          const short = header(page).locator("[data-header-request]");
          if (width >= SHORT_REQUEST_PX) {
            await expect(short, `${width} px`).toHaveAccessibleName(navigation.requestLabel);
            await expect(short).toHaveText(navigation.requestShortLabel);
            await expect(short).toHaveAttribute(
              "href",
              contactFormHref(LONG.path, LONG.hero.action.request, "header"),
            );
            const bar = await onScreenAndTappable(short);
            expect(bar, `${width} px`).toMatchObject({ inside: true, reached: true });
            expect(bar.height, `${width} px: touch target`).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
            // On the bar's one row, between the firm's name and the call button.
            const [name, own, phone] = await Promise.all(
              [header(page).locator("a[href='/']").first(), short, call].map(
                async (link) => (await link.boundingBox())!,
              ),
            );
            expect(own.x, `${width} px: after the name`).toBeGreaterThanOrEqual(name.x + name.width);
            expect(own.x + own.width, `${width} px: before the call`).toBeLessThanOrEqual(phone.x);
            expect(Math.abs(own.y + own.height / 2 - (phone.y + phone.height / 2))).toBeLessThanOrEqual(1);
          } else {
            await expect(short, `${width} px: the request button waits in the menu`).toBeHidden();
          }
        }
        // Nothing in the bar reaches past the screen's edge.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          `${width} px: no sideways scroll`,
        ).toBe(0);
      }
      expect(problems).toEqual([]);
    },
  );

  test(
    "on a phone the open menu lists the phone number and email address, and its button lands on the form",
    { tag: "@phone" },
    async ({ page, problems }) => {
      await page.goto(LONG.path, { waitUntil: "networkidle" });
      await page.getByRole("button", { name: navigation.menuButtonLabel }).click();
      const menu = page.locator("[data-menu]");
      await expect(menu.getByRole("link", { name: site.phone, exact: true })).toHaveAttribute("href", TEL);
      await expect(menu.getByRole("link", { name: site.email, exact: true })).toHaveAttribute(
        "href",
        `mailto:${site.email}`,
      );
      for (const link of await menu.getByRole("link").all()) {
        expect(
          (await link.boundingBox())!.height,
          `${await link.textContent()}: touch target`,
        ).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
      }
      await menu.getByRole("link", { name: navigation.requestLabel, exact: true }).click();
      await page.waitForURL((url) => url.pathname === CONTACT.path);
      expect(new URL(page.url()).hash).toBe(`#${FORM_ID}`);
      await expect(page.locator("form").getByLabel(labelled(CONTACT_FORM.fields.request.label))).toHaveValue(
        LONG.hero.action.request,
      );
      await expect(page.locator("[data-menu]"), "the menu closed on the way").toBeHidden();
      expect(problems).toEqual([]);
    },
  );

  test(
    "the header's request button lands on the form with each page's request, and jumps to it on Contact Us",
    { tag: "@desktop" },
    async ({ page, problems }) => {
      for (const data of PAGES.filter((entry) => entry.path !== CONTACT.path)) {
        await page.goto(data.path, { waitUntil: "networkidle" });
        await header(page).getByRole("link", { name: navigation.requestLabel, exact: true }).click();
        await page.waitForURL((url) => url.pathname === CONTACT.path);
        const url = new URL(page.url());
        expect(url.hash, data.path).toBe(`#${FORM_ID}`);
        expect(url.searchParams.get("request"), data.path).toBe(data.hero.action?.request ?? null);
        await expect(
          page.locator("form").getByLabel(labelled(CONTACT_FORM.fields.request.label)),
          data.path,
        ).toHaveValue(data.hero.action?.request ?? "");
      }
      await header(page).getByRole("link", { name: navigation.requestLabel, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${FORM_ID}$`));
      const top = await page.evaluate(
        (id) => document.getElementById(id)!.getBoundingClientRect().top,
        FORM_ID,
      );
      expect(top, "the form's section at the top of the screen, below the header").toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(300);
      expect(problems).toEqual([]);
    },
  );

  test("nothing that stays on screen covers the footer's links", { tag: "@desktop" }, async ({ page }) => {
    for (const width of [320, 375, 1280]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto(LONG.path, { waitUntil: "networkidle" });
      // On a phone the link columns sit behind their titles: opened as a visitor opens them.
      await openedFooterLinks(page);
      const links = await page.getByRole("contentinfo").getByRole("link").all();
      expect(links.length).toBeGreaterThan(8);
      // Each link brought to the bottom edge of the screen, where a bar fixed to the bottom would sit,
      // and the last one at the very end of the page.
      for (const link of links) {
        await link.evaluate((element) => element.scrollIntoView({ block: "end" }));
        const seen = await onScreenAndTappable(link);
        expect(seen.reached, `${width} px: ${await link.textContent()} can be tapped`).toBe(true);
      }
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(
        (await onScreenAndTappable(links.at(-1)!)).reached,
        `${width} px: the last link at the page's end`,
      ).toBe(true);
    }
  });
});
