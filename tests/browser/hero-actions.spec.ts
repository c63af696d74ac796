/**
 * Every page's next step: the hero's action leads to the contact form with the page's request chosen
 * and the page and place named (`from`), with and without JavaScript, and so does the closing band's
 * button, worded the same on every page; on phones a second action calls the firm; Contact Us needs
 * no button down to its form, which opens the page.
 */
import fs from "node:fs";
import path from "node:path";

import type { Page } from "@playwright/test";

import { expect, test } from "../support/fixtures";
import { CONTACT_FORM, INSIGHTS, labelled, navigation, pageAt, PAGES, ROOT, site } from "../support/site";

const CONTACT = pageAt("/contactus/");
const FORM_ID: string = CONTACT.sections.find((section: { kind: string }) => section.kind === "form").id;
const WITH_ACTION = PAGES.filter((page) => page.hero.action && page.path !== CONTACT.path);

/** The spec's "medium" breakpoint. */
const MEDIUM_PX = 768;

const hero = (page: Page) => page.locator("main > *").first();

/** The `from` value an action at `place` on the page at `route` carries (src/lib/contact-request.ts). */
const fromOf = (route: string, place: string) =>
  `${route.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "") || "home"}-${place}`;

/** What the form will send as `from`: the hidden field, once the page's script has run. */
const sentFrom = (page: Page) => page.locator('form input[name="from"]');

/** Where the form's section starts: within the top half of the viewport, below the sticky header. */
const formTop = (page: Page) =>
  page.evaluate((id) => {
    const top = document.getElementById(id)?.getBoundingClientRect().top ?? -1;
    return { top, inView: top >= 0 && top < window.innerHeight / 2 };
  }, FORM_ID);

test.describe("hero actions", () => {
  test("every page but the 404 and Contact Us (the form opens it) offers one", { tag: "@desktop" }, () => {
    expect(PAGES.filter((page) => !page.hero.action).map((page) => page.path)).toEqual([CONTACT.path]);
  });

  for (const data of WITH_ACTION) {
    test(
      `${data.path}: "${data.hero.action.label}" opens the form with ${data.hero.action.request ? `"${data.hero.action.request}"` : "no request"} chosen`,
      { tag: "@phone" },
      async ({ page, problems }) => {
        await page.goto(data.path, { waitUntil: "networkidle" });
        await hero(page).getByRole("link", { name: data.hero.action.label, exact: true }).click();
        await page.waitForURL((url) => url.pathname === CONTACT.path);
        const url = new URL(page.url());
        // An action may choose no request (the privacy notice's): the form then opens on the empty choice.
        const request = data.hero.action.request ?? null;
        expect(url.searchParams.get("request")).toBe(request);
        expect(url.searchParams.get("from")).toBe(fromOf(data.path, "banner"));
        expect(url.hash).toBe(`#${FORM_ID}`);
        await expect(
          page.locator("form").getByLabel(labelled(CONTACT_FORM.fields.request.label)),
        ).toHaveValue(request ?? "");
        await expect(sentFrom(page)).toHaveValue(fromOf(data.path, "banner"));
        await expect
          .poll(async () => (await formTop(page)).inView, { message: "the form in view" })
          .toBe(true);
        expect(problems).toEqual([]);
      },
    );
  }

  test(
    "without JavaScript the action still reaches the form",
    { tag: "@no-javascript" },
    async ({ page }) => {
      const data = WITH_ACTION.find((page) => page.path === "/gmpaudits/") ?? WITH_ACTION[0];
      await page.goto(data.path, { waitUntil: "networkidle" });
      await hero(page).getByRole("link", { name: data.hero.action.label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === CONTACT.path);
      expect(new URL(page.url()).searchParams.get("request")).toBe(data.hero.action.request);
      expect(new URL(page.url()).searchParams.get("from")).toBe(fromOf(data.path, "banner"));
      // A static page cannot read its address without a script: the form names its own page.
      await expect(sentFrom(page)).toHaveValue("contactus-form");
      expect((await formTop(page)).inView, "the page opens at the form").toBe(true);
      await expect(
        page.locator("form").getByRole("button", { name: CONTACT_FORM.submitLabel }),
      ).toBeVisible();
    },
  );

  test(
    "every closing band says the same (the header's request) and lands on the form, with the page's request and the band named",
    { tag: "@desktop" },
    async ({ page, problems }) => {
      type Band = { kind: string; id: string };
      const bands = PAGES.flatMap((data): { path: string; band: Band; request?: string }[] => {
        const band = data.sections.find((section: Band) => section.kind === "cta") as Band | undefined;
        return band ? [{ path: data.path, band, request: data.hero.action?.request }] : [];
      });
      expect(bands.length, "pages that end with a band").toBeGreaterThan(5);
      // An article's band, from data/insights.json: its page chooses no request.
      const articleBand: Band = JSON.parse(
        fs.readFileSync(path.join(ROOT, "data/insights.json"), "utf8"),
      ).cta;
      if (INSIGHTS[0]) bands.push({ path: INSIGHTS[0].path, band: articleBand, request: undefined });
      for (const { path: route, band, request } of bands) {
        await page.goto(route, { waitUntil: "networkidle" });
        const links = page.locator(`#${band.id}`).getByRole("link");
        // The one request, then the phone number beside it, and WhatsApp where the firm gives a number.
        await expect(links, route).toHaveCount(site.whatsapp ? 3 : 2);
        await expect(links.first(), route).toHaveAccessibleName(navigation.requestLabel);
        await expect(links.nth(1), route).toHaveAttribute("href", `tel:${site.phone.replace(/[^\d+]/g, "")}`);
        await links.first().click();
        await page.waitForURL((url) => url.pathname === CONTACT.path);
        const url = new URL(page.url());
        expect(url.hash, `${route}: lands on the form`).toBe(`#${FORM_ID}`);
        expect(url.searchParams.get("request"), `${route}: the page's request`).toBe(request ?? null);
        expect(url.searchParams.get("from"), `${route}: where it started`).toBe(fromOf(route, "closing"));
        await expect(
          page.locator("form").getByLabel(labelled(CONTACT_FORM.fields.request.label)),
          route,
        ).toHaveValue(request ?? "");
        await expect(sentFrom(page), route).toHaveValue(fromOf(route, "closing"));
      }
      expect(problems).toEqual([]);
    },
  );

  test(
    "an unknown request chooses nothing and breaks nothing",
    { tag: "@phone" },
    async ({ page, problems }) => {
      await page.goto(`${CONTACT.path}?request=${encodeURIComponent("<b>no such request</b>")}#${FORM_ID}`, {
        waitUntil: "networkidle",
      });
      // The page has run (the form validates itself from then on) and left the choice empty.
      await expect(page.locator("form")).toHaveAttribute("novalidate");
      await expect(page.locator("form").getByLabel(labelled(CONTACT_FORM.fields.request.label))).toHaveValue(
        "",
      );
      expect(problems).toEqual([]);
    },
  );

  test("on a phone a second action calls the firm; from 768 px it is left out", async ({ page }) => {
    const shown = (page.viewportSize()?.width ?? 0) < MEDIUM_PX;
    await page.goto(WITH_ACTION[0].path);
    const call = hero(page).locator('a[href^="tel:"]');
    await expect(call).toHaveAttribute("href", `tel:${site.phone.replace(/[^\d+]/g, "")}`);
    if (shown) await expect(call).toBeVisible();
    else await expect(call).toBeHidden();
  });

  test(
    "Contact Us: no button down to the form, which opens the page before the details and the map",
    { tag: "@phone" },
    async ({ page }) => {
      await page.goto(CONTACT.path, { waitUntil: "networkidle" });
      const order = await page.evaluate(() =>
        [...document.querySelectorAll("main section")].map((s) => s.id),
      );
      expect(order).toEqual(CONTACT.sections.map((section: { id: string }) => section.id));
      expect(order[0]).toBe(FORM_ID);
      await expect(hero(page).getByRole("link")).toHaveCount(0);
      await expect.poll(async () => (await formTop(page)).inView, { message: "the form in view" }).toBe(true);
    },
  );
});
