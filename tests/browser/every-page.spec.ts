/**
 * Every page, once at each width (375 px with touch, 1280 px), as a visitor
 * meets it under the site's real Content-Security-Policy and with motion on:
 * it answers and shows its hero title; opening the menu, scrolling through and
 * the reveals raise no console error, failed request or blocked resource; once
 * everything has been revealed axe-core (WCAG 2.2 A/AA) finds no violation,
 * landmarks and headings are in order, and text at 200 % stays inside the
 * hero; and the footer reaches the firm. One visit per page and width, so the
 * checks share the page's load. Nothing of the content editor reaches it, and
 * no page loads React or Gatsby's runtime: its one small script.
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

import type { Page } from "@playwright/test";

import { builtStylesheet } from "../../plugins/cdn-deploy/public-files";
import { axeViolations } from "../support/axe";
import { appStarted, expect, nextFrames, openedFooterLinks, scrollThrough, test } from "../support/fixtures";
import { DESKTOP, ENTRIES, navigation, PUBLIC_DIR, ROOT, SERVICES_MENU, site } from "../support/site";

/** The content editor's address (its files are built under public/admin/). */
const EDITOR = "/admin/";

/** Every page's one script: the header's menus, the reveal, the islands' loader (plugins/islands). */
const ISLAND_SCRIPT = /^\/islands\/site-[A-Z0-9]+\.js$/;

/** What a page may load of JavaScript before it is touched, compressed as the CDN sends it. */
const ISLANDS_BUDGET_BYTES = 10 * 1024;

/** The auditor's touch target size for links standing on their own line. */
const TOUCH_TARGET_PX = 44;

declare global {
  interface Window {
    /** What the Content-Security-Policy blocked on this page, as "directive: address". */
    violations: string[];
  }
}

/** What opens the page's menu: the menu button on a phone, the Services dropdown on a desktop. */
const menuToggle = async (page: Page) => {
  const nav = page.getByRole("navigation", { name: navigation.navLabel });
  const menuButton = nav.getByRole("button", { name: navigation.menuButtonLabel });
  return (await menuButton.isVisible()) ? menuButton : nav.getByRole("button", { name: SERVICES_MENU.label });
};

/** Opens the page's menu as a visitor would, then closes it with Escape. */
const openMenu = async (page: Page) => {
  // The menu answers once the site's script has taken over the page.
  await appStarted(page);
  const toggle = await menuToggle(page);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
};

/**
 * Waits until every scroll reveal has started, then brings each animation and transition to its end at
 * once: the page is then as a visitor sees it once the reveals have run (their timing is motion.spec.ts's).
 */
const revealsFinished = async (page: Page) => {
  await expect
    .poll(() => page.locator("[data-aos]:not(.aos-animate)").count(), {
      message: "every reveal has started",
    })
    .toBe(0);
  await page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()));
};

/**
 * The footer gives the address, phone and email, but under a page whose content gives them (the contact
 * page's contact section), which it does not repeat: the page's own then answer.
 */
const footerReachesTheFirm = async (page: Page, route: string, givesContact: boolean) => {
  const footer = page.getByRole("contentinfo");
  const reaching = givesContact ? page.getByRole("main") : footer;
  if (givesContact) await expect(footer.getByText(site.address.street)).toHaveCount(0);
  await expect(reaching.getByText(site.address.street)).toBeVisible();
  const phone = reaching.getByRole("link", { name: site.phone, exact: true }).first();
  const email = reaching.getByRole("link", { name: site.email, exact: true }).first();
  await expect(phone).toHaveAttribute("href", `tel:${site.phone.replace(/[^\d+]/g, "")}`);
  await expect(email).toHaveAttribute("href", `mailto:${site.email}`);
  for (const link of [phone, email]) {
    const box = await link.boundingBox();
    expect(box?.height, `${route}: touch target`).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
  }
  // The menu's page links (the spec's eight and Insights), the footer's own, and the copyright. On a
  // phone each column sits behind its title: opened as a visitor opens it.
  const nav = footer.getByRole("navigation", { name: navigation.footerNavLabel });
  await openedFooterLinks(page);
  const menuPages = navigation.links.reduce(
    (count: number, item: { children?: unknown[] }) => count + (item.children?.length ?? 1),
    0,
  );
  await expect(nav.getByRole("link")).toHaveCount(menuPages + (navigation.footerLinks?.length ?? 0));
  for (const link of navigation.footerLinks ?? []) {
    await expect(nav.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.to);
  }
  // From the spec's 2024 to the year the site was built (this test's year: the build is fresh).
  const built = new Date().getUTCFullYear();
  const years = built > site.copyrightYear ? `${site.copyrightYear}–${built}` : `${site.copyrightYear}`;
  const line = site.copyright
    .replace("{year}", years)
    .replace("{name}", site.name)
    .replace("{country}", site.address.country);
  await expect(footer.getByText(line, { exact: true })).toBeVisible();
};

/** Landmarks and named navigations, one h1 first, no skipped heading level, every picture described and every frame titled. */
const structureIsSound = async (page: Page) => {
  const structure = await page.evaluate(() => ({
    banner: document.querySelectorAll("body header:not(main header)").length,
    main: document.querySelectorAll("main").length,
    footer: document.querySelectorAll("footer").length,
    // Each navigation's name: its label, or the heading it is labelled by (an article's contents).
    navLabels: [...document.querySelectorAll("nav")].map(
      (nav) =>
        nav.getAttribute("aria-label") ??
        document.getElementById(nav.getAttribute("aria-labelledby") ?? "")?.textContent?.trim() ??
        null,
    ),
    levels: [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName[1])),
    imagesWithoutAlt: [...document.querySelectorAll("img:not([alt])")].length,
    untitledFrames: [...document.querySelectorAll("iframe:not([title])")].length,
  }));
  expect(structure.banner).toBe(1);
  expect(structure.main).toBe(1);
  expect(structure.footer).toBe(1);
  // The site's menu first, the footer's last; any other (an article's contents, the topics) named apart.
  expect(structure.navLabels[0]).toBe(navigation.navLabel);
  expect(structure.navLabels.at(-1)).toBe(navigation.footerNavLabel);
  expect(structure.navLabels.every(Boolean), `every navigation named: ${structure.navLabels}`).toBe(true);
  expect(new Set(structure.navLabels).size, "no two navigations share a name").toBe(
    structure.navLabels.length,
  );
  expect(structure.levels.filter((level) => level === 1)).toHaveLength(1);
  expect(structure.levels[0], "the h1 comes first").toBe(1);
  structure.levels.forEach((level, i) => {
    if (i > 0)
      expect(level, `h${structure.levels[i - 1]} is followed by h${level}`).toBeLessThanOrEqual(
        structure.levels[i - 1] + 1,
      );
  });
  expect(structure.imagesWithoutAlt).toBe(0);
  expect(structure.untitledFrames).toBe(0);
};

/**
 * WCAG 1.4.4 asks for 200 % text at desktop width without loss; on a phone the hero must still grow
 * rather than cut its title off (sideways scrolling of wide elements there is tolerated).
 */
const textAt200PercentFits = async (page: Page) => {
  const result = await page.evaluate(() => {
    document.documentElement.style.fontSize = "200%";
    const hero = document.querySelector("main > *")!.getBoundingClientRect();
    const content = document.querySelector("h1")!.parentElement!.getBoundingClientRect();
    return {
      overflowX: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      heroClipsText: content.top < hero.top || content.bottom > hero.bottom,
    };
  });
  if (page.viewportSize()?.width === DESKTOP.width) expect(result.overflowX).toBe(0);
  expect(result.heroClipsText, "the hero's title and lead fit inside it").toBe(false);
};

/**
 * A phone's own text size setting at 200 % (the browser's default font size, as Android's and iOS's
 * text scaling set it, which em media queries follow): at phone width the page still fits the screen,
 * its long words, terms, numbers and buttons wrapping rather than pushing it sideways.
 */
const phoneTextAt200PercentFits = async (page: Page) => {
  if (page.viewportSize()?.width === DESKTOP.width) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.enable");
  await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBe(0);
  await cdp.detach();
};

/**
 * Where the page, drawn with its own styles (plugins/cdn-deploy/page-styles.ts), differs from the same page drawn
 * with the site's whole stylesheet: the computed value, of each property the stylesheet sets anywhere (no
 * other property can differ), of every element `elements` selects and of its pseudo-elements, compared.
 *
 * Each is drawn with a copy of its styles adopted after the page's own: the page's own copy changes
 * nothing, and the whole stylesheet, which holds the page's rules in the same order, draws as it would
 * alone. So both drawings are worked out afresh, alike. The copies leave the font faces out, the page's
 * own being the same faces, loaded: faces declared again would load anew, and sizes in `ch` follow them.
 */
const differencesFromWholeStylesheet = (page: Page, wholeStylesheet: string, elements = "body *") =>
  page.evaluate(
    async ([css, selector]) => {
      const sheet = (text: string) => {
        const copy = new CSSStyleSheet();
        copy.replaceSync(text);
        for (let i = copy.cssRules.length - 1; i >= 0; i--) {
          if (copy.cssRules[i] instanceof CSSFontFaceRule) copy.deleteRule(i);
        }
        return copy;
      };
      const whole = sheet(css);
      const own = sheet(
        [...document.querySelectorAll("head > style")].map((style) => style.textContent).join("\n"),
      );
      const properties = new Set<string>();
      const collect = (rules: CSSRuleList) => {
        for (const rule of rules) {
          if (rule instanceof CSSStyleRule) for (const property of rule.style) properties.add(property);
          if ("cssRules" in rule) collect((rule as CSSGroupingRule).cssRules);
        }
      };
      collect(whole.cssRules);
      const names = [...properties];
      const elements = [...document.querySelectorAll(selector)];
      if (elements.length === 0) return [`nothing matches ${selector}`];
      const pseudos = [null, "::before", "::after"];
      // One text per element and pseudo-element, its values of every property, so that the two drawings
      // compare cheaply; a pseudo-element that draws nothing (no content) counts as empty.
      const drawnWith = async (styles: CSSStyleSheet) => {
        document.adoptedStyleSheets = [styles];
        await document.fonts.ready;
        // What either drawing set moving (the menu's chevron turning) counts where it ends.
        document.getAnimations().forEach((animation) => animation.finish());
        return elements.flatMap((element) =>
          pseudos.map((pseudo) => {
            const style = getComputedStyle(element, pseudo);
            const content = style.getPropertyValue("content");
            if (pseudo && (content === "none" || content === "normal")) return "";
            let values = "";
            for (const name of names) values += `${style.getPropertyValue(name)}\n`;
            return values;
          }),
        );
      };
      const withOwn = await drawnWith(own);
      const withWhole = await drawnWith(whole);
      document.adoptedStyleSheets = [];
      return withOwn.flatMap((values, i) => {
        if (values === withWhole[i]) return [];
        const ownValues = values.split("\n");
        const wholeValues = withWhole[i].split("\n");
        const changed = !values
          ? ["drawn only with the whole stylesheet"]
          : !withWhole[i]
            ? ["drawn only with its own styles"]
            : names.flatMap((name, j) =>
                ownValues[j] === wholeValues[j] ? [] : [`${name}: ${wholeValues[j]}`],
              );
        const element = elements[Math.floor(i / pseudos.length)];
        return [
          `<${element.localName} class="${element.getAttribute("class")}">${pseudos[i % pseudos.length] ?? ""}: ${changed.slice(0, 3).join("; ")}`,
        ];
      });
    },
    [wholeStylesheet, elements],
  );

test.beforeEach(async ({ context }) => {
  // Listen from the very start, so that anything blocked while the page loads counts too.
  await context.addInitScript(() => {
    window.violations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      window.violations.push(`${event.violatedDirective}: ${event.blockedURI}`),
    );
  });
});

for (const data of ENTRIES) {
  test(`${data.path}: shows its hero; menu, scrolling and reveals break nothing; axe, structure, 200 % text and footer hold`, async ({
    page,
    problems,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));

    await test.step("answers and shows its hero title at once", async () => {
      // The page is whole once it has loaded; what it fetches later is waited for after the scrolling.
      const response = await page.goto(data.path);
      expect(response?.status()).toBe(200);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveCount(1);
      // An article's banner shows its title, a readiness check its heading; terms such as "GAMP 5" are held together by no-break spaces.
      const title: string = data.hero?.title ?? data.heading ?? data.title;
      expect((await h1.textContent())?.replace(/\s+/g, " ").trim()).toBe(title.replace(/\s+/g, " "));
      expect(await h1.isVisible(), "the hero title is visible at once").toBe(true);
    });

    await test.step("menu, scrolling and reveals: no console error, failed request or blocked resource", async () => {
      await openMenu(page);
      await scrollThrough(page);
      // What the menu and the scrolling started has loaded (or failed, or been blocked) and been reported.
      await page.waitForLoadState("networkidle");
      await nextFrames(page);
      expect(problems).toEqual([]);
      expect(await page.evaluate(() => window.violations)).toEqual([]);
    });

    await test.step("axe-core finds no violation once everything is revealed", async () => {
      await revealsFinished(page);
      expect(await axeViolations(page)).toEqual([]);
    });

    await test.step("its own part of the stylesheet draws it as the whole stylesheet does, its menu open too", async () => {
      const css = builtStylesheet(ROOT);
      expect(await differencesFromWholeStylesheet(page, css)).toEqual([]);
      const toggle = await menuToggle(page);
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      // An open menu changes the header alone (its toggles' and lists' states): only the header is compared again.
      expect(
        await differencesFromWholeStylesheet(page, css, "[data-site-header], [data-site-header] *"),
        "menu open",
      ).toEqual([]);
      await page.keyboard.press("Escape");
      const own = await page.evaluate(() => document.querySelector("head > style")!.textContent!.length);
      expect(own, "the page holds less than the whole stylesheet").toBeLessThan(css.length);
    });

    await test.step("loads nothing of the content editor, no React and no Gatsby runtime: its one small script", () => {
      const html = fs.readFileSync(path.join(PUBLIC_DIR, data.path, "index.html"), "utf8");
      expect(html).not.toMatch(/\/admin\/|decap/i);
      expect(
        requested.filter((pathname) => pathname.startsWith(EDITOR) || /decap|cms\.js/.test(pathname)),
      ).toEqual([]);
      const scripts = [...new Set(requested.filter((pathname) => pathname.endsWith(".js")))];
      const code = scripts.map((script) => fs.readFileSync(path.join(PUBLIC_DIR, script), "utf8"));
      code.forEach((text, i) =>
        expect(text, scripts[i]).not.toMatch(/decap|netlify-identity|registerPreviewTemplate|src\/cms/i),
      );
      // The page loads its one script, and no page data; the contact form's island waits for a touch.
      expect(scripts, "the islands' script alone").toEqual([expect.stringMatching(ISLAND_SCRIPT)]);
      expect(requested.filter((pathname) => pathname.startsWith("/page-data/"))).toEqual([]);
      const gzipped = gzipSync(code[0], { level: 9 }).length;
      expect(gzipped, `${scripts[0]}, gzip`).toBeLessThanOrEqual(ISLANDS_BUDGET_BYTES);
    });

    await test.step("the footer gives the address and working tel: and mailto: links", () =>
      footerReachesTheFirm(
        page,
        data.path,
        (data.sections ?? []).some((section: { kind: string }) => section.kind === "contact"),
      ));

    await test.step("landmarks, one h1 and no skipped heading level", () => structureIsSound(page));

    // Last: these change the page's text size.
    await test.step("with a phone's text set to 200 %, nothing pushes the page sideways", () =>
      phoneTextAt200PercentFits(page));

    await test.step("text resized to 200 % stays inside the hero (at 1280 px, without sideways scrolling)", () =>
      textAt200PercentFits(page));
  });
}
