/**
 * Every page's next step (issue 14): the hero's action leads to the contact
 * form with the page's request chosen, with and without JavaScript; on phones
 * a second action calls the firm; Contact Us links to its own form.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { useSite } from "../lib/harness.mjs";
import { DESKTOP, pageAt, PAGES, PHONE, site } from "../lib/site.mjs";

const harness = useSite();

const CONTACT = pageAt("/contactus/");
const FORM_ID = CONTACT.sections.find((section) => section.kind === "form").id;
const WITH_ACTION = PAGES.filter((page) => page.hero.action && page.path !== CONTACT.path);

const hero = (page) => page.locator("main > *").first();

/** True when the form's section starts within the viewport, below the sticky header. */
const formInView = (page) =>
  page.evaluate((id) => {
    const top = document.getElementById(id).getBoundingClientRect().top;
    return top >= 0 && top < window.innerHeight / 2;
  }, FORM_ID);

describe("hero actions (issue 14)", () => {
  it("every page but the 404 offers one", () => {
    assert.deepEqual(
      PAGES.filter((page) => !page.hero.action).map((page) => page.path),
      [],
    );
  });

  for (const data of WITH_ACTION) {
    it(`${data.path}: "${data.hero.action.label}" opens the form with "${data.hero.action.request}" chosen`, async () => {
      const { page, context, problems } = await harness.open(data.path, { viewport: PHONE });
      try {
        await hero(page).getByRole("link", { name: data.hero.action.label, exact: true }).click();
        await page.waitForURL((url) => url.pathname === CONTACT.path);
        const url = new URL(page.url());
        assert.equal(url.searchParams.get("request"), data.hero.action.request);
        assert.equal(url.hash, `#${FORM_ID}`);
        const select = page.locator("form").getByLabel(/^Request/);
        await page.waitForFunction(
          (value) => document.querySelector("form select")?.value === value,
          data.hero.action.request,
        );
        assert.equal(await select.inputValue(), data.hero.action.request);
        await page.waitForFunction((id) => {
          const top = document.getElementById(id).getBoundingClientRect().top;
          return top >= 0 && top < window.innerHeight / 2;
        }, FORM_ID);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  }

  it("without JavaScript the action still reaches the form", async () => {
    const data = WITH_ACTION.find((page) => page.path === "/gmpaudits/") ?? WITH_ACTION[0];
    const { page, context } = await harness.open(data.path, { viewport: DESKTOP, javaScriptEnabled: false });
    try {
      await hero(page).getByRole("link", { name: data.hero.action.label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === CONTACT.path);
      assert.equal(new URL(page.url()).searchParams.get("request"), data.hero.action.request);
      assert.ok(await formInView(page), "the page opens at the form");
      assert.ok(await page.locator("form").getByRole("button", { name: "Submit" }).isVisible());
    } finally {
      await context.close();
    }
  });

  it("an unknown request chooses nothing and breaks nothing", async () => {
    const { page, context, problems } = await harness.open(
      `${CONTACT.path}?request=${encodeURIComponent("<b>no such request</b>")}#${FORM_ID}`,
      { viewport: PHONE },
    );
    try {
      // The page has run (the form validates itself from then on) and left the choice empty.
      await page.waitForFunction(() => document.querySelector("form").noValidate);
      assert.equal(
        await page
          .locator("form")
          .getByLabel(/^Request/)
          .inputValue(),
        "",
      );
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  it("on a phone a second action calls the firm; from 768 px it is left out", async () => {
    const data = WITH_ACTION[0];
    for (const [viewport, shown] of [
      [PHONE, true],
      [DESKTOP, false],
    ]) {
      const { page, context } = await harness.open(data.path, { viewport });
      try {
        const call = hero(page).locator('a[href^="tel:"]');
        assert.equal(await call.getAttribute("href"), `tel:${site.phone.replace(/[^\d+]/g, "")}`);
        assert.equal(await call.isVisible(), shown, `${viewport.width} px`);
      } finally {
        await context.close();
      }
    }
  });

  it("Contact Us: a link near the top jumps to the form, which stays after the cards and the map", async () => {
    const { page, context } = await harness.open(CONTACT.path, { viewport: PHONE });
    try {
      const order = await page.evaluate(() =>
        [...document.querySelectorAll("main > section")].map((s) => s.id),
      );
      assert.deepEqual(
        order,
        CONTACT.sections.map((section) => section.id),
      );
      await hero(page).getByRole("link", { name: CONTACT.hero.action.label, exact: true }).click();
      await page.waitForFunction((id) => window.location.hash === `#${id}`, FORM_ID);
      await page.waitForFunction((id) => {
        const top = document.getElementById(id).getBoundingClientRect().top;
        return top >= 0 && top < window.innerHeight / 2;
      }, FORM_ID);
    } finally {
      await context.close();
    }
  });
});
