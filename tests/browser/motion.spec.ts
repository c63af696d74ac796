/** Scroll reveals (SPEC §4, §9) and content without animation. */
import type { Page } from "@playwright/test";

import { appStarted, expect, scrollThrough, test } from "../support/fixtures";
import { navigation, navLabel, PAGES, PHONE } from "../support/site";

/**
 * AOS handles scrolling at most once per 99 ms (its throttle). A check that a
 * scroll did NOT reveal something waits this long first: there is no state to
 * wait on for something that must not happen.
 */
const AOS_SCROLL_HANDLED_MS = 250;

/** The longest reveal: a 1.6 s delay plus a 1 s fade (src/motion/constants.ts), with room for a busy machine. */
const REVEALS_FINISHED_MS = 5000;

/** Each [data-aos] element: is it shown (opacity 1, no transform) and is it below the fold? */
const revealState = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-aos]")].map((element) => {
      const style = getComputedStyle(element);
      return {
        text: (element.textContent ?? "").trim().slice(0, 40),
        shown:
          style.opacity === "1" &&
          (style.transform === "none" || style.transform === "matrix(1, 0, 0, 1, 0, 0)"),
        hidden: style.opacity === "0",
        animated: element.classList.contains("aos-animate"),
        sectionBelowFold: (element.closest("section")?.getBoundingClientRect().top ?? 0) > window.innerHeight,
      };
    }),
  );

const notShown = async (page: Page) =>
  (await revealState(page)).filter((element) => !element.shown).map((element) => element.text);

/** Waits until every reveal has run its course: nothing is left unshown. */
const expectAllShown = (page: Page) =>
  expect
    .poll(() => notShown(page), { timeout: REVEALS_FINISHED_MS, message: "every element shown" })
    .toEqual([]);

test.describe("scroll reveal (SPEC §4, §9)", () => {
  test(
    "starts sections below the fold hidden and reveals each one once scrolled into view",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/aboutus/", { waitUntil: "networkidle" });
      // AOS has registered the page's elements (it starts with the site's script).
      await appStarted(page);
      const below = (await revealState(page)).filter((element) => element.sectionBelowFold);
      expect(below.length, "the page has sections below the fold").toBeGreaterThan(5);
      expect(
        below.every((element) => element.hidden && !element.animated),
        "they wait to be scrolled to",
      ).toBe(true);
      await scrollThrough(page);
      await expectAllShown(page);
      // once: scrolling back up leaves them shown
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(AOS_SCROLL_HANDLED_MS); // Nothing must change: wait out AOS's scroll throttle.
      expect((await revealState(page)).every((element) => element.animated)).toBe(true);
    },
  );

  test(
    "reveals a section when about 10 % of it is visible, not before",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/aboutus/", { waitUntil: "networkidle" });
      // AOS has registered the page's elements (it starts with the site's script).
      await appStarted(page);
      const scrollTo = (share: number) =>
        page.evaluate((share) => {
          const section = document.getElementById("why-choose-us")!;
          const top = section.getBoundingClientRect().top + window.scrollY;
          window.scrollTo(0, top - window.innerHeight + section.offsetHeight * share);
        }, share);
      const card = page.locator("#why-choose-us li[data-aos]").first();
      await scrollTo(0.05);
      await page.waitForTimeout(AOS_SCROLL_HANDLED_MS); // Nothing must happen yet: wait out AOS's scroll throttle.
      await expect(card, "5 % visible: still waiting").not.toHaveClass(/\baos-animate\b/, { timeout: 1 });
      await scrollTo(0.15);
      await expect(card, "15 % visible: revealed").toHaveClass(/\baos-animate\b/);
    },
  );

  test(
    "fades a section heading in once its top is within 80 % of the viewport height",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/aboutus/", { waitUntil: "networkidle" });
      // AOS has registered the page's elements (it starts with the site's script).
      await appStarted(page);
      const scrollTo = (share: number) =>
        page.evaluate((share) => {
          const heading = document.getElementById("our-vision-heading")!.parentElement!;
          const top = heading.getBoundingClientRect().top + window.scrollY;
          window.scrollTo(0, top - window.innerHeight * share);
        }, share);
      const heading = page.locator("#our-vision-heading").locator("..");
      await scrollTo(0.85);
      await page.waitForTimeout(AOS_SCROLL_HANDLED_MS); // Nothing must happen yet: wait out AOS's scroll throttle.
      await expect(heading, "top at 85 % of the viewport: waiting").not.toHaveClass(/\baos-animate\b/, {
        timeout: 1,
      });
      await scrollTo(0.75);
      await expect(heading, "top at 75 % of the viewport: revealed").toHaveClass(/\baos-animate\b/);
    },
  );

  test(
    "reveals the How We Add Value items one after another, 200 ms apart after 1 s",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/aboutus/", { waitUntil: "networkidle" });
      // AOS has registered the page's elements (it starts with the site's script).
      await appStarted(page);
      const items = () =>
        page.evaluate(() =>
          [...document.querySelectorAll("#how-we-add-value li")].map((item) => {
            const style = getComputedStyle(item);
            return { delay: style.transitionDelay, opacity: style.opacity };
          }),
        );
      expect(
        (await items()).map((item) => item.delay),
        "no delay before the list is reached",
      ).toEqual(["0s", "0s", "0s", "0s"]);
      // Each item as the reveal starts it: read in the same task that adds its class (a mutation
      // observer), so a busy machine's late frames cannot make the check pass the first second.
      await page.evaluate(() => {
        const found: { delay: string; opacity: string }[] = [];
        (window as { revealStarts?: typeof found }).revealStarts = found;
        const items = [...document.querySelectorAll("#how-we-add-value li")];
        new MutationObserver((changes) => {
          for (const change of changes) {
            const item = change.target as Element;
            if (item.classList.contains("aos-animate") && !change.oldValue?.includes("aos-animate")) {
              const style = getComputedStyle(item);
              found[items.indexOf(item)] = { delay: style.transitionDelay, opacity: style.opacity };
            }
          }
        }).observe(document.getElementById("how-we-add-value")!, {
          subtree: true,
          attributeFilter: ["class"],
          attributeOldValue: true,
        });
        document.getElementById("how-we-add-value")!.scrollIntoView();
      });
      const starts = () =>
        page.evaluate(() => (window as { revealStarts?: { delay: string; opacity: string }[] }).revealStarts);
      await expect.poll(async () => (await starts())?.filter(Boolean).length).toBe(4);
      // When the reveal starts nothing shows yet; each item then waits its delay before fading in.
      expect(await starts(), "still waiting out the first second").toEqual(
        ["1s", "1.2s", "1.4s", "1.6s"].map((delay) => ({ delay, opacity: "0" })),
      );
      // The stagger runs its course (1.6 s delay + the fade): every item ends fully shown.
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
      expect((await items()).map((item) => item.opacity)).toEqual(["1", "1", "1", "1"]);
    },
  );

  test(
    "shows everything if the page's script never starts (failed download)",
    { tag: "@phone" },
    async ({ page }) => {
      await page.route(/\.js$/, (route) => route.abort());
      await page.goto("/aboutus/");
      expect(
        (await revealState(page)).some((element) => element.hidden),
        "content waits for the script at first",
      ).toBe(true);
      // The failsafe drops the hiding class after 4 s; then the elements fade back in.
      await expect(page.locator("html")).not.toHaveClass(/\bjs-reveal\b/, { timeout: 6000 });
      await expectAllShown(page);
      // The phone's folds, which wait closed for the script, show open as without JavaScript.
      const folds = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLDetailsElement>("details[data-fold]")].map((details) => ({
          open: details.open,
          shown: [...details.children]
            .filter((child) => child.tagName !== "SUMMARY")
            .every((child) => child.checkVisibility()),
        })),
      );
      expect(folds.length).toBeGreaterThan(0);
      expect(
        folds.every((fold) => fold.open && fold.shown),
        JSON.stringify(folds),
      ).toBe(true);
    },
  );

  test("never hides the hero title behind an animation", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    expect(await page.evaluate(() => Boolean(document.querySelector("h1")?.closest("[data-aos]")))).toBe(
      false,
    );
  });
});

test.describe("content without animation", () => {
  test.describe("with JavaScript off", { tag: "@no-javascript" }, () => {
    test.use({ viewport: PHONE, hasTouch: true });

    test("every section and menu link of every page is visible at once", async ({ page }) => {
      for (const data of PAGES) {
        await page.goto(data.path);
        expect(await notShown(page), data.path).toEqual([]);
        // A closed disclosure's content is not rendered, so a reveal started in it would stop half shown.
        expect(
          await page.locator("details [data-aos]").count(),
          `${data.path}: a reveal in a disclosure`,
        ).toBe(0);
        const nav = page.getByRole("navigation", { name: navigation.navLabel });
        await expect(
          nav.getByRole("link", { name: navLabel("/regulatoryaffairs/") }),
          `${data.path}: menu links`,
        ).toBeVisible();
      }
    });
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("everything is shown without scrolling and nothing animates", async ({ page }) => {
      await page.goto("/aboutus/", { waitUntil: "networkidle" });
      // The site's script has started (and, with reduced motion, left everything shown).
      await appStarted(page);
      expect((await revealState(page)).length).toBeGreaterThan(0);
      expect(await notShown(page)).toEqual([]);
      const transitions = await page.evaluate(() =>
        [...document.querySelectorAll("[data-aos]")].map(
          (element) => getComputedStyle(element).transitionDuration,
        ),
      );
      expect(transitions.every((duration) => duration === "0s")).toBe(true);
    });
  });
});
