/** The main navigation at both widths, and what a route change does to the scroll position (SPEC §2, §4). */
import type { Page } from "@playwright/test";

import { appStarted, expect, nextFrames, slowDownCpu, test } from "../support/fixtures";
import { navigation, pageAt, PHONE } from "../support/site";

const services: { label: string; to: string }[] = navigation.links.find(
  (link: { children?: unknown }) => link.children,
).children;

const mainNav = (page: Page) => page.getByRole("navigation", { name: navigation.navLabel });

declare global {
  interface Window {
    scrollPositions: number[];
  }
}

test.describe("main navigation at 1280 px (SPEC §2)", { tag: "@desktop" }, () => {
  test("is sticky, shows the links in a row and hides the menu button", async ({ page }) => {
    await page.goto("/aboutus/", { waitUntil: "networkidle" });
    const nav = mainNav(page);
    for (const name of ["Home", "About Us", "Contact Us"]) {
      await expect(nav.getByRole("link", { name, exact: true }), name).toBeVisible();
    }
    await expect(nav.getByRole("button", { name: navigation.menuButtonLabel })).toBeHidden();
    await expect(nav.getByRole("link", { name: "About Us" })).toHaveAttribute("aria-current", "page");
    await page.mouse.wheel(0, 1500);
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { message: "the page scrolls" })
      .toBeGreaterThan(500);
    await expect
      .poll(() => page.evaluate(() => document.querySelector("header")!.getBoundingClientRect().top), {
        message: "the header stays at the top while scrolling",
      })
      .toBe(0);
  });

  test("opens Services on click, lists the five service pages, and closes with Escape", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    // The menu answers once the site's script has taken over the page.
    await appStarted(page);
    const toggle = mainNav(page).getByRole("button", { name: "Services" });
    const firstService = mainNav(page).getByRole("link", { name: services[0].label, exact: true });
    await expect(firstService).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    for (const link of services) {
      await expect(mainNav(page).getByRole("link", { name: link.label }), link.label).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(firstService).toBeHidden();
    await expect(toggle, "focus returns to the toggle").toBeFocused();
  });

  test("works from the keyboard: Enter opens, Tab walks the links, choosing one goes there and closes", async ({
    page,
  }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    // The menu answers once the site's script has taken over the page.
    await appStarted(page);
    const toggle = mainNav(page).getByRole("button", { name: "Services" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(mainNav(page).getByRole("link", { name: services[1].label, exact: true })).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(services[1].label);
    await page.keyboard.press("Enter");
    await page.waitForURL(`**${services[1].to}`);
    await expect(
      page.getByRole("heading", { level: 1, name: pageAt(services[1].to).hero.title }),
    ).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("phone menu at 375 px (SPEC §2, §4)", { tag: "@phone" }, () => {
  test("hides the links until the menu button opens them, with Services as a nested toggle", async ({
    page,
  }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    // The menu answers once the site's script has taken over the page.
    await appStarted(page);
    const nav = mainNav(page);
    const menu = nav.getByRole("button", { name: navigation.menuButtonLabel });
    await expect(menu).toBeVisible();
    await expect(nav.getByRole("link", { name: "About Us" })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "About Us" })).toBeVisible();
    const toggle = nav.getByRole("button", { name: "Services" });
    const last = nav.getByRole("link", { name: services[4].label });
    await expect(last).toBeHidden();
    await toggle.click();
    await expect(last).toBeVisible();
    const box = await last.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, "the menu fits the screen").toBe(true);
  });

  test("closes both menus when a link is chosen, and the new page starts at the top", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    // The menu answers once the site's script has taken over the page.
    await appStarted(page);
    const nav = mainNav(page);
    const menu = nav.getByRole("button", { name: navigation.menuButtonLabel });
    await menu.click();
    await nav.getByRole("button", { name: "Services" }).click();
    await nav.getByRole("link", { name: "Training" }).click();
    await page.waitForURL("**/training/");
    await expect(
      page.getByRole("heading", { level: 1, name: pageAt("/training/").hero.title }),
    ).toBeVisible();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "About Us" })).toBeHidden();
    await expect(nav.getByRole("button", { name: "Services" })).toBeHidden();
  });

  test("Escape closes the open menu and returns focus to the menu button", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    // The menu answers once the site's script has taken over the page.
    await appStarted(page);
    const menu = mainNav(page).getByRole("button", { name: navigation.menuButtonLabel });
    await menu.click();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeFocused();
  });
});

test.describe("a new page starts at the top (SPEC §2)", () => {
  test("a link from a page without the form loads the next page anew, at the top", { tag: "@desktop" }, async ({
    page,
  }) => {
    await page.goto("/aboutus/", { waitUntil: "networkidle" });
    await appStarted(page);
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    await page
      .getByRole("navigation", { name: navigation.footerNavLabel })
      .getByRole("link", { name: "GMP Audits" })
      .click();
    await page.waitForURL("**/gmpaudits/");
    await expect(page.getByRole("heading", { level: 1, name: pageAt("/gmpaudits/").hero.title })).toBeVisible();
    expect(
      await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument),
      "a new document: no script of the last page carried over",
    ).toBeUndefined();
    await nextFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("the next page, fetched ahead (Speculation Rules)", { tag: "@desktop" }, () => {
  test("a hovered link's page is fetched before the click and opened from there", async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Preload.enable");
    const fetched: string[] = [];
    cdp.on("Preload.prefetchStatusUpdated", (event) => {
      if (event.status === "Ready") fetched.push(new URL(event.prefetchUrl).pathname);
    });
    await page.goto("/aboutus/", { waitUntil: "networkidle" });
    const rules = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="speculationrules"]')].map((script) => script.textContent),
    );
    expect(rules, "one set of rules").toHaveLength(1);
    const link = page
      .getByRole("navigation", { name: navigation.footerNavLabel })
      .getByRole("link", { name: "Training" });
    await link.hover();
    await expect.poll(() => fetched, { message: "fetched while hovered" }).toContain("/training/");
    await link.click();
    await page.waitForURL("**/training/");
    expect(
      await page.evaluate(
        () =>
          (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType: string })
            .deliveryType,
      ),
    ).toBe("navigational-prefetch");
  });
});

/**
 * The contact page runs Gatsby's runtime for its form, so its links change routes in the page. Every route
 * reached from there does too: the new page still starts at the top.
 */
const FROM_THE_FORM = "/contactus/";

test.describe("route change from the contact page (SPEC §2)", () => {
  /**
   * Follows a footer link (by its label) from the bottom of a page to `route`, and returns every scroll
   * position on the way.
   */
  const scrollPositionsAfterRouteChange = async (page: Page, linkName: string, route: string) => {
    await appStarted(page);
    const start = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      window.scrollPositions = [];
      window.addEventListener("scroll", () => window.scrollPositions.push(window.scrollY));
      return window.scrollY;
    });
    expect(start).toBeGreaterThan(1000);
    await page
      .getByRole("navigation", { name: navigation.footerNavLabel })
      .getByRole("link", { name: linkName })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: pageAt(route).hero.title })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 8000 }).toBe(0);
    // A scroll event still on its way (a late jump away from the top) arrives within the next frames.
    await nextFrames(page);
    return { start, positions: await page.evaluate(() => window.scrollPositions) };
  };

  test("scrolls smoothly to the top of the new page", { tag: "@desktop" }, async ({ page }) => {
    await page.goto(FROM_THE_FORM, { waitUntil: "networkidle" });
    const { start, positions } = await scrollPositionsAfterRouteChange(page, "GMP Audits", "/gmpaudits/");
    expect(positions.at(-1), "ends at the top").toBe(0);
    // A jump passes through none; a smooth scroll through several, fewer when a busy machine drops frames
    // (four, once, in a full run here).
    const between = positions.filter((y) => y > 0 && y < start);
    expect(
      between.length,
      `passes through positions on its way up, saw ${positions.join(",")}`,
    ).toBeGreaterThanOrEqual(3);
  });

  test(
    "still ends at the top with a phone's slower CPU, where the router moves focus while the scroll is under way",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto(FROM_THE_FORM, { waitUntil: "networkidle" });
      await slowDownCpu(page);
      // There and back: each trip is a chance for the router's focus to land mid-scroll.
      for (const [link, route] of [
        ["GMP Audits", "/gmpaudits/"],
        ["About Us", "/aboutus/"],
        ["GMP Audits", "/gmpaudits/"],
      ]) {
        const { positions } = await scrollPositionsAfterRouteChange(page, link, route);
        expect(positions.at(-1), `${route} ends at the top`).toBe(0);
        expect(
          await page.evaluate(() => document.activeElement?.id),
          "focus moves to the new page, for screen readers",
        ).toBe("gatsby-focus-wrapper");
      }
    },
  );

  test(
    "jumps to the top at once when the visitor prefers reduced motion",
    { tag: "@reduced-motion" },
    async ({ page }) => {
      await page.goto(FROM_THE_FORM, { waitUntil: "networkidle" });
      const { positions } = await scrollPositionsAfterRouteChange(page, "Training", "/training/");
      expect(positions.at(-1)).toBe(0);
      expect(
        positions.filter((y) => y > 0).length,
        `no smooth steps (at most where it was and where the shorter page clamps it), saw ${positions.join(",")}`,
      ).toBeLessThanOrEqual(2);
    },
  );
});
