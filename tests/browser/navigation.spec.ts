/**
 * The main navigation at both widths; a link loads the next page anew, at the top (SPEC §2, §4), and
 * the page behind a hovered link is fetched ahead.
 */
import type { Page } from "@playwright/test";

import { appStarted, expect, nextFrames, test } from "../support/fixtures";
import { PAGE_NAV_SECTIONS } from "../../src/components/page-nav/count";
import { CHECKS, navigation, navLabel, pageAt, PAGES, PHONE, SERVICES_MENU } from "../support/site";

const services: { label: string; to: string }[] = navigation.links.find(
  (link: { children?: unknown }) => link.children,
).children;

const mainNav = (page: Page) => page.getByRole("navigation", { name: navigation.navLabel });

/** Home, once the site's script has taken over the page (the menu answers from then), and its menu. */
const homeMenu = async (page: Page) => {
  await page.goto("/", { waitUntil: "networkidle" });
  await appStarted(page);
  return mainNav(page);
};

test.describe("main navigation at 1280 px (SPEC §2)", { tag: "@desktop" }, () => {
  test("is sticky, shows the links in a row and hides the menu button", async ({ page }) => {
    await page.goto("/aboutus/", { waitUntil: "networkidle" });
    const nav = mainNav(page);
    for (const name of [navLabel("/"), navLabel("/aboutus/"), navLabel("/contactus/")]) {
      await expect(nav.getByRole("link", { name, exact: true }), name).toBeVisible();
    }
    await expect(nav.getByRole("button", { name: navigation.menuButtonLabel })).toBeHidden();
    await expect(nav.getByRole("link", { name: navLabel("/aboutus/") })).toHaveAttribute(
      "aria-current",
      "page",
    );
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
    const nav = await homeMenu(page);
    const toggle = nav.getByRole("button", { name: SERVICES_MENU.label });
    const firstService = nav.getByRole("link", { name: services[0].label, exact: true });
    await expect(firstService).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    for (const link of services) {
      await expect(nav.getByRole("link", { name: link.label }), link.label).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(firstService).toBeHidden();
    await expect(toggle, "focus returns to the toggle").toBeFocused();
  });

  test("works from the keyboard: Enter opens, Tab walks the links, choosing one goes there and closes", async ({
    page,
  }) => {
    const nav = await homeMenu(page);
    const toggle = nav.getByRole("button", { name: SERVICES_MENU.label });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: services[1].label, exact: true })).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(services[1].label);
    await page.keyboard.press("Enter");
    await page.waitForURL(`**${services[1].to}`);
    await expect(
      page.getByRole("heading", { level: 1, name: pageAt(services[1].to).hero.title }),
    ).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("the Services dropdown from the keyboard at 1280 px", { tag: "@desktop" }, () => {
  test("the arrow keys, Home and End move the focus through its links, Down on the button opening it", async ({
    page,
  }) => {
    const nav = await homeMenu(page);
    const toggle = nav.getByRole("button", { name: SERVICES_MENU.label });
    // The services, then the readiness checks the group ends with, by heading.
    const links = [
      ...services,
      ...CHECKS.map((check) => ({ label: check.heading as string, to: check.path as string })).sort((a, b) =>
        a.label.localeCompare(b.label),
      ),
    ];
    const at = (index: number) => nav.getByRole("link", { name: links.at(index)!.label, exact: true });
    await toggle.focus();
    await page.keyboard.press("ArrowDown");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(at(0)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(at(1)).toBeFocused();
    await page.keyboard.press("End");
    await expect(at(-1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(at(-2)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(at(0)).toBeFocused();
    expect(await page.evaluate(() => window.scrollY), "the keys do not scroll the page").toBe(0);
    await page.keyboard.press("Escape");
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("ArrowUp");
    await expect(at(-1)).toBeFocused();
    await page.keyboard.press("Enter");
    await page.waitForURL(`**${links.at(-1)!.to}`);
  });
});

test.describe("the Services button on a service page", () => {
  test("says in its name that it holds the current page, which its link marks as current", async ({
    page,
  }) => {
    await page.goto(services[0].to, { waitUntil: "networkidle" });
    await appStarted(page);
    const nav = mainNav(page);
    const menuButton = nav.getByRole("button", { name: navigation.menuButtonLabel });
    if (await menuButton.isVisible()) await menuButton.click();
    const toggle = nav.getByRole("button", { name: SERVICES_MENU.label });
    await expect(toggle).toHaveAccessibleName(`${SERVICES_MENU.label} ${navigation.currentSectionLabel}`);
    await toggle.click();
    await expect(nav.getByRole("link", { name: services[0].label, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.goto("/aboutus/", { waitUntil: "networkidle" });
    if (await menuButton.isVisible()) await menuButton.click();
    await expect(toggle, "and says nothing of the kind elsewhere").toHaveAccessibleName(SERVICES_MENU.label);
  });
});

test.describe("phone menu at 375 px (SPEC §2, §4)", { tag: "@phone" }, () => {
  test("hides the links until the menu button opens them, with Services as a nested toggle", async ({
    page,
  }) => {
    const nav = await homeMenu(page);
    const menu = nav.getByRole("button", { name: navigation.menuButtonLabel });
    await expect(menu).toBeVisible();
    await expect(nav.getByRole("link", { name: navLabel("/aboutus/") })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: navLabel("/aboutus/") })).toBeVisible();
    const toggle = nav.getByRole("button", { name: SERVICES_MENU.label });
    const last = nav.getByRole("link", { name: services[4].label });
    await expect(last).toBeHidden();
    await toggle.click();
    await expect(last).toBeVisible();
    const box = await last.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, "the menu fits the screen").toBe(true);
  });

  test("closes both menus when a link is chosen, and the new page starts at the top", async ({ page }) => {
    const nav = await homeMenu(page);
    const menu = nav.getByRole("button", { name: navigation.menuButtonLabel });
    await menu.click();
    await nav.getByRole("button", { name: SERVICES_MENU.label }).click();
    await nav.getByRole("link", { name: navLabel("/training/") }).click();
    await page.waitForURL("**/training/");
    await expect(
      page.getByRole("heading", { level: 1, name: pageAt("/training/").hero.title }),
    ).toBeVisible();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: navLabel("/aboutus/") })).toBeHidden();
    await expect(nav.getByRole("button", { name: SERVICES_MENU.label })).toBeHidden();
  });

  test("dims the page under the open menu, and a tap there closes the menu without following what lies under it", async ({
    page,
  }) => {
    const nav = await homeMenu(page);
    const menu = nav.getByRole("button", { name: navigation.menuButtonLabel });
    await menu.click();
    const list = nav.locator("ul[data-open='true']");
    const panel = (await list.boundingBox())!;
    const under = { x: PHONE.width / 2, y: Math.min(panel.y + panel.height + 60, PHONE.height - 20) };
    const seen = await page.evaluate(({ x, y }) => {
      const dimming = getComputedStyle(document.querySelector("nav ul[data-open='true']")!, "::after");
      return {
        alpha: Number(dimming.backgroundColor.match(/[\d.]+/g)?.[3] ?? 0),
        hit: document.elementFromPoint(x, y)?.matches("nav ul[data-open='true']"),
      };
    }, under);
    expect(seen.alpha, "the dimming's opacity").toBeGreaterThan(0.2);
    expect(seen.hit, "a tap under the panel lands on the dimming").toBe(true);
    const address = page.url();
    await page.touchscreen.tap(under.x, under.y);
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    expect(page.url()).toBe(address);
  });

  test("Escape closes the open menu and returns focus to the menu button", async ({ page }) => {
    const nav = await homeMenu(page);
    const menu = nav.getByRole("button", { name: navigation.menuButtonLabel });
    await menu.click();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeFocused();
  });
});

test("Services ends with the readiness checks under their own name, at both widths, and each link opens its check", async ({
  page,
}) => {
  const nav = await homeMenu(page);
  const menu = nav.getByRole("button", { name: navigation.menuButtonLabel });
  if (await menu.isVisible()) await menu.click();
  await nav.getByRole("button", { name: SERVICES_MENU.label }).click();
  const checks = nav.getByRole("list", { name: navigation.checksLabel });
  const links = checks.getByRole("link");
  await expect(links).toHaveCount(CHECKS.length);
  expect((await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))).sort()).toEqual(
    CHECKS.map((check) => check.path).sort(),
  );
  for (const check of CHECKS) await expect(checks.getByRole("link", { name: check.heading })).toBeVisible();
  const last = links.last();
  const box = (await last.boundingBox())!;
  expect(box.x + box.width, "inside the screen").toBeLessThanOrEqual(page.viewportSize()!.width);
  const to = await last.getAttribute("href");
  await last.click();
  await expect(page).toHaveURL(new RegExp(`${to}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test.describe("a new page starts at the top (SPEC §2)", () => {
  test(
    "a link from a page without the form loads the next page anew, at the top",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/aboutus/", { waitUntil: "networkidle" });
      await appStarted(page);
      await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        (window as { sameDocument?: boolean }).sameDocument = true;
      });
      await page
        .getByRole("navigation", { name: navigation.footerNavLabel })
        .getByRole("link", { name: navLabel("/gmpaudits/") })
        .click();
      await page.waitForURL("**/gmpaudits/");
      await expect(
        page.getByRole("heading", { level: 1, name: pageAt("/gmpaudits/").hero.title }),
      ).toBeVisible();
      expect(
        await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument),
        "a new document: no script of the last page carried over",
      ).toBeUndefined();
      await nextFrames(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    },
  );
});

test.describe("the next page, fetched ahead (Speculation Rules)", { tag: "@desktop" }, () => {
  test("a hovered link's page is fetched before the click and opened from there", async ({ page }) => {
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
      .getByRole("link", { name: navLabel("/training/") });
    await link.hover();
    await expect.poll(() => fetched, { message: "fetched while hovered" }).toContain("/training/");
    await link.click();
    await page.waitForURL("**/training/");
    expect(
      await page.evaluate(
        () =>
          (
            performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & {
              deliveryType: string;
            }
          ).deliveryType,
      ),
    ).toBe("navigational-prefetch");
  });
});

test.describe("a long service page's row of links to its sections", { tag: "@desktop" }, () => {
  test(`on every service page with ${PAGE_NAV_SECTIONS} sections or more, and none other: each section in order, in view under the header as the page scrolls`, async ({
    page,
  }) => {
    let rows = 0;
    for (const { path: route } of PAGES) {
      await page.goto(route);
      const seen = await page.evaluate(() => ({
        heads: [...document.querySelectorAll("main h2[data-heading-role]")].map(
          (head) => head.closest("section")!.id,
        ),
        links: [...document.querySelectorAll("nav[data-page-nav] a")].map((link) =>
          link.getAttribute("href"),
        ),
      }));
      const long = services.some((service) => service.to === route) && seen.heads.length >= PAGE_NAV_SECTIONS;
      if (!long) {
        expect(seen.links, `${route}: no row`).toEqual([]);
        continue;
      }
      rows += 1;
      expect(seen.links, route).toEqual(seen.heads.map((id) => `#${id}`));
      const row = page.getByRole("navigation", { name: navigation.pageNavLabel });
      await expect(row).toBeVisible();
      await page.evaluate(() =>
        window.scrollTo({ top: document.body.scrollHeight / 2, behavior: "instant" }),
      );
      await nextFrames(page);
      const [header, nav] = await page.evaluate(() =>
        [document.querySelector("header")!, document.querySelector("nav[data-page-nav]")!].map(
          (element) => element.getBoundingClientRect().toJSON() as DOMRect,
        ),
      );
      expect(
        Math.abs(nav.top - header.bottom),
        `${route}: the row right under the header`,
      ).toBeLessThanOrEqual(1);
      // A link leads to its section, which lands clear of the header and the row.
      await row.getByRole("link").last().click();
      const landed = await page.evaluate(
        (id) => document.getElementById(id)!.querySelector("h2")!.getBoundingClientRect().top,
        seen.heads.at(-1)!,
      );
      expect(landed, `${route}: the last section's head below the row`).toBeGreaterThanOrEqual(nav.bottom);
    }
    expect(rows, "service pages long enough for a row").toBeGreaterThan(0);
  });

  test("at 1024 and 1280 px every link of the row in view, none past its edge, on one line or two", async ({
    page,
  }) => {
    for (const route of ["/gmpaudits/", "/qualityconsulting/", "/computersystemvalidations/"]) {
      for (const width of [1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(route);
        const seen = await page.evaluate(() => {
          const nav = document.querySelector("nav[data-page-nav]")!;
          const scroller = nav.firstElementChild!;
          const box = nav.getBoundingClientRect();
          const links = [...nav.querySelectorAll("a")].map((link) => link.getBoundingClientRect());
          return {
            overflow: scroller.scrollWidth - scroller.clientWidth,
            outside: links.filter((link) => link.left < box.left || link.right > box.right).length,
            lines: new Set(links.map((link) => Math.round(link.top))).size,
            count: links.length,
          };
        });
        const where = `${width} px ${route}`;
        expect(seen.count, where).toBeGreaterThan(0);
        expect(seen.overflow, `${where}: no sideways scroll`).toBeLessThanOrEqual(0);
        expect(seen.outside, `${where}: links past the row's edge`).toBe(0);
        expect(seen.lines, `${where}: lines`).toBeLessThanOrEqual(width >= 1280 ? 1 : 2);
      }
    }
  });

  test("with text at 200 %, no control the keyboard reaches is under the header or the row", async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Page.enable");
    await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
    await page.goto("/qualityconsulting/", { waitUntil: "networkidle" });
    const row = page.getByRole("navigation", { name: navigation.pageNavLabel });
    await row.getByRole("link").last().focus();
    for (let press = 0; press < 15; press += 1) {
      await page.keyboard.press("Tab");
      const seen = await page.evaluate(() => {
        const focused = document.activeElement!;
        const nav = document.querySelector("nav[data-page-nav]")!;
        return {
          name: (focused.textContent ?? "").trim().slice(0, 40),
          inRow: nav.contains(focused),
          top: focused.getBoundingClientRect().top,
          coveredTo: nav.getBoundingClientRect().bottom,
        };
      });
      if (!seen.inRow) expect(seen.top, seen.name).toBeGreaterThanOrEqual(seen.coveredTo);
    }
  });
});

test.describe("a long service page's row of links on a phone", { tag: "@phone" }, () => {
  test("slides up under the header as the page scrolls down, and is back on the way up or at a link's focus", async ({
    page,
  }) => {
    await page.goto("/gmpaudits/", { waitUntil: "networkidle" });
    await appStarted(page);
    const row = page.getByRole("navigation", { name: navigation.pageNavLabel });
    /** How far the row's foot lies below the header's: its height when shown, none when slid away. */
    const below = () =>
      page.evaluate(
        () =>
          document.querySelector("nav[data-page-nav]")!.getBoundingClientRect().bottom -
          document.querySelector("header")!.getBoundingClientRect().bottom,
      );
    const scrollBy = async (by: number) => {
      await page.evaluate((y) => window.scrollBy({ top: y, behavior: "instant" }), by);
      await nextFrames(page);
    };
    await scrollBy(1200);
    await expect.poll(below, { message: "slid away, reading down" }).toBeLessThanOrEqual(1);
    await scrollBy(-120);
    const shown = await row.boundingBox();
    await expect
      .poll(below, { message: "back, scrolling up" })
      .toBeGreaterThanOrEqual((shown?.height ?? 40) - 1);
    await scrollBy(600);
    await expect.poll(below).toBeLessThanOrEqual(1);
    await row.getByRole("link").first().focus();
    await expect.poll(below, { message: "back, a link focused" }).toBeGreaterThan(40);
  });
});

test.describe("without JavaScript", { tag: "@no-javascript" }, () => {
  test("on a phone the Services list shows, and its button claims no state it cannot change", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    const nav = mainNav(page);
    const toggle = nav.getByRole("button", { name: SERVICES_MENU.label });
    await expect(toggle).not.toHaveAttribute("aria-expanded");
    for (const service of services)
      await expect(nav.getByRole("link", { name: service.label, exact: true })).toBeVisible();
  });
});
