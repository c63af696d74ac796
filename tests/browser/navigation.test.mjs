import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { slowDownCpu } from "../lib/browser.mjs";
import { useSite } from "../lib/harness.mjs";
import { DESKTOP, navigation, PHONE } from "../lib/site.mjs";

const harness = useSite();
const services = navigation.links.find((link) => link.children).children;

const mainNav = (page) => page.getByRole("navigation", { name: navigation.navLabel });

describe("main navigation at 1280 px (SPEC §2)", () => {
  it("is sticky, shows the links in a row and hides the menu button", async () => {
    const { page, context } = await harness.open("/aboutus/", { viewport: DESKTOP });
    try {
      const nav = mainNav(page);
      for (const name of ["Home", "About Us", "Contact Us"]) {
        assert.ok(await nav.getByRole("link", { name, exact: true }).isVisible(), name);
      }
      assert.equal(await nav.getByRole("button", { name: navigation.menuButtonLabel }).isVisible(), false);
      assert.equal(await nav.getByRole("link", { name: "About Us" }).getAttribute("aria-current"), "page");
      await page.mouse.wheel(0, 1500);
      await page.waitForTimeout(300);
      const top = await page.evaluate(() => document.querySelector("header").getBoundingClientRect().top);
      assert.equal(top, 0, "the header stays at the top while scrolling");
    } finally {
      await context.close();
    }
  });

  it("opens Services on click, lists the five service pages, and closes with Escape", async () => {
    const { page, context } = await harness.open("/", { viewport: DESKTOP });
    try {
      const toggle = mainNav(page).getByRole("button", { name: "Services" });
      const firstService = mainNav(page).getByRole("link", { name: services[0].label, exact: true });
      assert.equal(await firstService.isVisible(), false);
      await toggle.click();
      assert.equal(await toggle.getAttribute("aria-expanded"), "true");
      for (const link of services) {
        assert.ok(await mainNav(page).getByRole("link", { name: link.label }).isVisible(), link.label);
      }
      await page.keyboard.press("Escape");
      assert.equal(await toggle.getAttribute("aria-expanded"), "false");
      assert.equal(await firstService.isVisible(), false);
      assert.ok(await toggle.evaluate((el) => el === document.activeElement), "focus returns to the toggle");
    } finally {
      await context.close();
    }
  });

  it("works from the keyboard: Enter opens, Tab walks the links, choosing one goes there and closes", async () => {
    const { page, context } = await harness.open("/", { viewport: DESKTOP });
    try {
      const toggle = mainNav(page).getByRole("button", { name: "Services" });
      await toggle.focus();
      await page.keyboard.press("Enter");
      assert.equal(await toggle.getAttribute("aria-expanded"), "true");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => document.activeElement.textContent);
      assert.equal(focused, services[1].label);
      await page.keyboard.press("Enter");
      await page.waitForURL(`**${services[1].to}`);
      await page.getByRole("heading", { level: 1, name: "Quality Consulting" }).waitFor();
      assert.equal(await toggle.getAttribute("aria-expanded"), "false");
    } finally {
      await context.close();
    }
  });
});

describe("phone menu at 375 px (SPEC §2, §4)", () => {
  it("hides the links until the menu button opens them, with Services as a nested toggle", async () => {
    const { page, context } = await harness.open("/", { viewport: PHONE });
    try {
      const nav = mainNav(page);
      const menu = nav.getByRole("button", { name: navigation.menuButtonLabel });
      assert.ok(await menu.isVisible());
      assert.equal(await nav.getByRole("link", { name: "About Us" }).isVisible(), false);
      await menu.click();
      assert.equal(await menu.getAttribute("aria-expanded"), "true");
      assert.ok(await nav.getByRole("link", { name: "About Us" }).isVisible());
      const toggle = nav.getByRole("button", { name: "Services" });
      assert.equal(await nav.getByRole("link", { name: services[4].label }).isVisible(), false);
      await toggle.click();
      assert.ok(await nav.getByRole("link", { name: services[4].label }).isVisible());
      const box = await nav.getByRole("link", { name: services[4].label }).boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width, "the menu fits the screen");
    } finally {
      await context.close();
    }
  });

  it("closes both menus when a link is chosen, and the new page starts at the top", async () => {
    const { page, context } = await harness.open("/", { viewport: PHONE });
    try {
      const nav = mainNav(page);
      const menu = nav.getByRole("button", { name: navigation.menuButtonLabel });
      await menu.click();
      await nav.getByRole("button", { name: "Services" }).click();
      await nav.getByRole("link", { name: "Training" }).click();
      await page.waitForURL("**/training/");
      await page.getByRole("heading", { level: 1, name: "Training" }).waitFor();
      assert.equal(await menu.getAttribute("aria-expanded"), "false");
      assert.equal(await nav.getByRole("link", { name: "About Us" }).isVisible(), false);
      assert.equal(await nav.getByRole("button", { name: "Services" }).isVisible(), false);
    } finally {
      await context.close();
    }
  });

  it("Escape closes the open menu and returns focus to the menu button", async () => {
    const { page, context } = await harness.open("/", { viewport: PHONE });
    try {
      const menu = mainNav(page).getByRole("button", { name: navigation.menuButtonLabel });
      await menu.click();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Escape");
      assert.equal(await menu.getAttribute("aria-expanded"), "false");
      assert.ok(await menu.evaluate((el) => el === document.activeElement));
    } finally {
      await context.close();
    }
  });
});

describe("route change (SPEC §2)", () => {
  /** Follows a footer link from the bottom of About Us and returns every scroll position on the way. */
  const scrollPositionsAfterRouteChange = async (page, linkName, heading) => {
    const start = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      window.__scrollPositions = [];
      window.addEventListener("scroll", () => window.__scrollPositions.push(window.scrollY));
      return window.scrollY;
    });
    assert.ok(start > 1000);
    await page
      .getByRole("navigation", { name: navigation.footerNavLabel })
      .getByRole("link", { name: linkName })
      .click();
    await page.getByRole("heading", { level: 1, name: heading }).waitFor();
    await page.waitForFunction(() => window.scrollY === 0, null, { timeout: 8000 });
    await page.waitForTimeout(100);
    return { start, positions: await page.evaluate(() => window.__scrollPositions) };
  };

  it("scrolls smoothly to the top of the new page", async () => {
    const { page, context } = await harness.open("/aboutus/", { viewport: DESKTOP });
    try {
      const { start, positions } = await scrollPositionsAfterRouteChange(page, "GMP Audits", "GMP Audits");
      assert.equal(positions.at(-1), 0, "ends at the top");
      const between = positions.filter((y) => y > 0 && y < start);
      assert.ok(between.length >= 5, `passes through positions on its way up, saw ${positions.join(",")}`);
    } finally {
      await context.close();
    }
  });

  it("still ends at the top with a phone's slower CPU, where the router moves focus while the scroll is under way", async () => {
    const { page, context } = await harness.open("/aboutus/", { viewport: DESKTOP });
    try {
      await slowDownCpu(page);
      // There and back: each trip is a chance for the router's focus to land mid-scroll.
      for (const [link, heading] of [
        ["GMP Audits", "GMP Audits"],
        ["About Us", "About Us"],
        ["GMP Audits", "GMP Audits"],
      ]) {
        const { positions } = await scrollPositionsAfterRouteChange(page, link, heading);
        assert.equal(positions.at(-1), 0, `${heading} ends at the top`);
        assert.equal(
          await page.evaluate(() => document.activeElement?.id),
          "gatsby-focus-wrapper",
          "focus moves to the new page, for screen readers",
        );
      }
    } finally {
      await context.close();
    }
  });

  it("jumps to the top at once when the visitor prefers reduced motion", async () => {
    const { page, context } = await harness.open("/aboutus/", { viewport: DESKTOP, reducedMotion: "reduce" });
    try {
      const { positions } = await scrollPositionsAfterRouteChange(page, "Training", "Training");
      assert.equal(positions.at(-1), 0);
      assert.ok(
        positions.filter((y) => y > 0).length <= 2,
        `no smooth steps (at most where it was and where the shorter page clamps it), saw ${positions.join(",")}`,
      );
    } finally {
      await context.close();
    }
  });
});
