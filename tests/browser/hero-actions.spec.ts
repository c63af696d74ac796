/**
 * Every page's next step: the hero's action leads to the contact
 * form with the page's request chosen, with and without JavaScript, and so does
 * the closing band's button; on phones a second action calls the firm; Contact
 * Us links to its own form.
 */
import fs from "node:fs";
import path from "node:path";

import type { Page } from "@playwright/test";

import { expect, test } from "../support/fixtures";
import { CONTACT_FORM, INSIGHTS, labelled, pageAt, PAGES, ROOT, site } from "../support/site";

const CONTACT = pageAt("/contactus/");
const FORM_ID: string = CONTACT.sections.find((section: { kind: string }) => section.kind === "form").id;
const WITH_ACTION = PAGES.filter((page) => page.hero.action && page.path !== CONTACT.path);

/** The spec's "medium" breakpoint. */
const MEDIUM_PX = 768;

const hero = (page: Page) => page.locator("main > *").first();

/** Where the form's section starts: within the top half of the viewport, below the sticky header. */
const formTop = (page: Page) =>
  page.evaluate((id) => {
    const top = document.getElementById(id)?.getBoundingClientRect().top ?? -1;
    return { top, inView: top >= 0 && top < window.innerHeight / 2 };
  }, FORM_ID);

test.describe("hero actions", () => {
  test("every page but the 404 offers one", { tag: "@desktop" }, () => {
    expect(PAGES.filter((page) => !page.hero.action).map((page) => page.path)).toEqual([]);
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
        expect(url.hash).toBe(`#${FORM_ID}`);
        await expect(
          page.locator("form").getByLabel(labelled(CONTACT_FORM.fields.request.label)),
        ).toHaveValue(request ?? "");
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
      expect((await formTop(page)).inView, "the page opens at the form").toBe(true);
      await expect(
        page.locator("form").getByRole("button", { name: CONTACT_FORM.submitLabel }),
      ).toBeVisible();
    },
  );

  test(
    "every closing band's button lands on the form, with the page's request where it has one",
    { tag: "@desktop" },
    async ({ page, problems }) => {
      type Band = { kind: string; id: string; link: { label: string; to: string } };
      const bands = PAGES.flatMap((data): { path: string; band: Band; request?: string }[] => {
        // The band that closes the page; another may lead elsewhere (the readiness check).
        const band = data.sections.filter((section: Band) => section.kind === "cta").at(-1) as
          Band | undefined;
        return band && band.link.to === CONTACT.path
          ? [{ path: data.path, band, request: data.hero.action?.request }]
          : [];
      });
      expect(bands.length, "pages that end with a band to the contact page").toBeGreaterThan(5);
      // An article's band, from data/insights.json: its page chooses no request.
      const articleBand: Band = JSON.parse(
        fs.readFileSync(path.join(ROOT, "data/insights.json"), "utf8"),
      ).cta;
      if (INSIGHTS[0]) bands.push({ path: INSIGHTS[0].path, band: articleBand, request: undefined });
      for (const { path: route, band, request } of bands) {
        await page.goto(route, { waitUntil: "networkidle" });
        await page.locator(`#${band.id}`).getByRole("link", { name: band.link.label, exact: true }).click();
        await page.waitForURL((url) => url.pathname === CONTACT.path);
        const url = new URL(page.url());
        expect(url.hash, `${route}: lands on the form`).toBe(`#${FORM_ID}`);
        expect(url.searchParams.get("request"), `${route}: the page's request`).toBe(request ?? null);
        await expect(
          page.locator("form").getByLabel(labelled(CONTACT_FORM.fields.request.label)),
          route,
        ).toHaveValue(request ?? "");
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
    "Contact Us: a link near the top jumps to the form, which stays after the cards and the map",
    { tag: "@phone" },
    async ({ page }) => {
      await page.goto(CONTACT.path, { waitUntil: "networkidle" });
      const order = await page.evaluate(() =>
        [...document.querySelectorAll("main section")].map((s) => s.id),
      );
      expect(order).toEqual(CONTACT.sections.map((section: { id: string }) => section.id));
      await hero(page).getByRole("link", { name: CONTACT.hero.action.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${FORM_ID}$`));
      await expect.poll(async () => (await formTop(page)).inView, { message: "the form in view" }).toBe(true);
    },
  );
});
