import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { newLocalContext, scrollThrough, slowDownCpu } from "../lib/browser.mjs";
import { useSite } from "../lib/harness.mjs";
import { DESKTOP, navigation, PAGES, PHONE } from "../lib/site.mjs";

const harness = useSite();

/** Each [data-aos] element: is it shown (opacity 1, no transform) and is it below the fold? */
const revealState = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("[data-aos]")].map((element) => {
      const style = getComputedStyle(element);
      return {
        text: element.textContent.trim().slice(0, 40),
        shown:
          style.opacity === "1" &&
          (style.transform === "none" || style.transform === "matrix(1, 0, 0, 1, 0, 0)"),
        hidden: style.opacity === "0",
        animated: element.classList.contains("aos-animate"),
        sectionBelowFold: element.closest("section").getBoundingClientRect().top > window.innerHeight,
      };
    }),
  );

const waitForAnimations = (page) => page.waitForTimeout(2500);

describe("scroll reveal (SPEC §4, §9)", () => {
  it("starts sections below the fold hidden and reveals each one once scrolled into view", async () => {
    const { page, context } = await harness.open("/aboutus/", { viewport: DESKTOP });
    try {
      const before = await revealState(page);
      const below = before.filter((element) => element.sectionBelowFold);
      assert.ok(below.length > 5, "the page has sections below the fold");
      assert.ok(
        below.every((element) => element.hidden && !element.animated),
        "they wait to be scrolled to",
      );
      await scrollThrough(page);
      await waitForAnimations(page);
      const after = await revealState(page);
      assert.deepEqual(
        after.filter((element) => !element.shown).map((element) => element.text),
        [],
      );
      // once: scrolling back up leaves them shown
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(300);
      assert.ok((await revealState(page)).every((element) => element.animated));
    } finally {
      await context.close();
    }
  });

  it("reveals a section when about 10 % of it is visible, not before", async () => {
    const { page, context } = await harness.open("/aboutus/", { viewport: DESKTOP });
    try {
      const probe = (share) =>
        page.evaluate(async (share) => {
          const section = document.getElementById("why-choose-us");
          const card = section.querySelector("li[data-aos]");
          const top = section.getBoundingClientRect().top + window.scrollY;
          window.scrollTo(0, top - window.innerHeight + section.offsetHeight * share);
          await new Promise((resolve) => setTimeout(resolve, 250));
          return card.classList.contains("aos-animate");
        }, share);
      assert.equal(await probe(0.05), false, "5 % visible: still waiting");
      assert.equal(await probe(0.15), true, "15 % visible: revealed");
    } finally {
      await context.close();
    }
  });

  it("fades a section heading in once its top is within 80 % of the viewport height", async () => {
    const { page, context } = await harness.open("/aboutus/", { viewport: DESKTOP });
    try {
      const probe = (share) =>
        page.evaluate(async (share) => {
          const heading = document.getElementById("our-vision-heading").parentElement;
          const top = heading.getBoundingClientRect().top + window.scrollY;
          window.scrollTo(0, top - window.innerHeight * share);
          await new Promise((resolve) => setTimeout(resolve, 250));
          return heading.classList.contains("aos-animate");
        }, share);
      assert.equal(await probe(0.85), false, "top at 85 % of the viewport: waiting");
      assert.equal(await probe(0.75), true, "top at 75 % of the viewport: revealed");
    } finally {
      await context.close();
    }
  });

  it("reveals the How We Add Value items one after another, 200 ms apart after 1 s", async () => {
    const { page, context } = await harness.open("/aboutus/", { viewport: DESKTOP });
    try {
      const timing = await page.evaluate(() =>
        [...document.querySelectorAll("#how-we-add-value li")].map(
          (item) => getComputedStyle(item).transitionDelay,
        ),
      );
      assert.deepEqual(timing, ["0s", "0s", "0s", "0s"], "no delay before the list is reached");
      await page.evaluate(() => document.getElementById("how-we-add-value").scrollIntoView());
      await page.waitForTimeout(200);
      const delays = await page.evaluate(() =>
        [...document.querySelectorAll("#how-we-add-value li")].map(
          (item) => getComputedStyle(item).transitionDelay,
        ),
      );
      assert.deepEqual(delays, ["1s", "1.2s", "1.4s", "1.6s"]);
      const opacities = await page.evaluate(() =>
        [...document.querySelectorAll("#how-we-add-value li")].map((item) => getComputedStyle(item).opacity),
      );
      assert.ok(
        opacities.every((opacity) => opacity === "0"),
        "still waiting out the first second",
      );
      await page.waitForTimeout(2600);
      const finalOpacities = await page.evaluate(() =>
        [...document.querySelectorAll("#how-we-add-value li")].map((item) => getComputedStyle(item).opacity),
      );
      assert.deepEqual(finalOpacities, ["1", "1", "1", "1"]);
    } finally {
      await context.close();
    }
  });

  it("after a route change from far down a page, the new page's sections still wait to be scrolled to, also on a slow phone", async () => {
    const { page, context } = await harness.open("/aboutus/", { viewport: DESKTOP });
    try {
      await slowDownCpu(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(300);
      await page
        .getByRole("navigation", { name: navigation.footerNavLabel })
        .getByRole("link", { name: "GMP Audits" })
        .click();
      await page.getByRole("heading", { level: 1, name: "GMP Audits" }).waitFor();
      await page.waitForFunction(() => window.scrollY === 0, null, { timeout: 8000 });
      await page.waitForTimeout(500);
      const before = (await revealState(page)).filter((element) => element.sectionBelowFold);
      assert.ok(before.length > 2);
      assert.deepEqual(
        before.filter((element) => element.animated).map((element) => element.text),
        [],
      );
      await scrollThrough(page);
      await waitForAnimations(page);
      assert.deepEqual(
        (await revealState(page)).filter((element) => !element.shown).map((element) => element.text),
        [],
      );
    } finally {
      await context.close();
    }
  });

  it("shows everything if the page's script never starts (failed download)", async () => {
    const context = await newLocalContext(harness.browser, { viewport: PHONE });
    await context.route(/\.js$/, (route) => route.abort());
    const page = await context.newPage();
    try {
      await page.goto(`${harness.url}/aboutus/`);
      const early = await revealState(page);
      assert.ok(
        early.some((element) => element.hidden),
        "content waits for the script at first",
      );
      // The failsafe drops the hiding class after 4 s; then the elements fade back in.
      await page.waitForFunction(() => !document.documentElement.classList.contains("js-reveal"), null, {
        timeout: 6000,
      });
      await waitForAnimations(page);
      assert.deepEqual(
        (await revealState(page)).filter((element) => !element.shown).map((element) => element.text),
        [],
      );
    } finally {
      await context.close();
    }
  });

  it("never hides the hero title behind an animation", async () => {
    const { page, context } = await harness.open("/", { viewport: PHONE });
    try {
      const animatedAncestor = await page.evaluate(() =>
        Boolean(document.querySelector("h1").closest("[data-aos]")),
      );
      assert.equal(animatedAncestor, false);
    } finally {
      await context.close();
    }
  });
});

describe("content without animation", () => {
  it("with JavaScript off, every section and menu link of every page is visible at once", async () => {
    const context = await newLocalContext(harness.browser, { viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      for (const data of PAGES) {
        await page.goto(harness.url + data.path);
        const hidden = (await revealState(page)).filter((element) => !element.shown);
        assert.deepEqual(hidden, [], data.path);
        const nav = page.getByRole("navigation", { name: navigation.navLabel });
        assert.ok(
          await nav.getByRole("link", { name: "Regulatory Affairs" }).isVisible(),
          `${data.path}: menu links`,
        );
      }
    } finally {
      await context.close();
    }
  });

  it("with reduced motion, everything is shown without scrolling and nothing animates", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context } = await harness.open("/aboutus/", { viewport, reducedMotion: "reduce" });
      try {
        const state = await revealState(page);
        assert.ok(state.length > 0);
        assert.deepEqual(
          state.filter((element) => !element.shown).map((element) => element.text),
          [],
        );
        const transitions = await page.evaluate(() =>
          [...document.querySelectorAll("[data-aos]")].map(
            (element) => getComputedStyle(element).transitionDuration,
          ),
        );
        assert.ok(transitions.every((duration) => duration === "0s"));
      } finally {
        await context.close();
      }
    }
  });
});
