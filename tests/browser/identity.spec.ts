/**
 * The site's visual identity and polish, measured in the production
 * build: heading weights, the measure of running text, a quiet surface (few
 * rules, small radii, no shadows), an opaque header, cards whose rows line up,
 * one badge colour, technical terms kept on one line, banner text that keeps
 * its contrast over the artwork, and the map's fallback when its frame is
 * refused or fails. Section heads vary with their section's role, each role
 * at its token's size; what sits in a row lines up, and the smaller type of a
 * diagram or list never outranks what it explains.
 */
import fs from "node:fs";
import path from "node:path";

import type { Page } from "@playwright/test";
import sharp from "sharp";

import { LONG_LIST_ITEMS } from "../../src/components/list-section/long-list";
import { relativeLuminance } from "../support/colour";
import { appStarted, expect, test } from "../support/fixtures";
import { ENTRIES, labelled, navigation, pageAt, PAGES, PHONE, ROOT, site, SITE_URL } from "../support/site";

/** Every page with a banner: PAGES and the two search engines are not given (Thank you, not found). */
const BANNERED = ENTRIES.filter((entry) => entry.collection === "pages");

/** Issue 14: heading weights between these, and running text no wider than this many characters. */
const HEADING_WEIGHT = { min: 600, max: 700 };
const MEASURE_CH = 75;
/** Issue 28: buttons with a small radius, never pills. */
const LARGEST_BUTTON_RADIUS_PX = 6;
/** Positions measured in the browser agree within this many pixels. */
const TOLERANCE_PX = 1;
/** How long a security policy may take to have the map's frame taken away. */
const FRAME_REMOVAL_MS = 5000;
/**
 * Terms a line must never split, as the site writes them: hyphenated ones with an acronym or a letter,
 * names with their numbers, and the office's street.
 */
const TERM =
  /WHO-GMP|V-[Mm]odel|IPEC-PQG|e-BMR|Form 483|Part 11|Annex \d+|GAMP 5|\d+ CFR(?: Part \d+| \d+(?:\/\d+)?)?|ICH Q\d+(?:\(R\d\))?(?:\/Q\d+)*|R\. C\. Dutt Road/;

type Section = { id: string; kind: string; cards?: { title: string }[]; directionsTitle?: string };

const CONTACT = pageAt("/contactus/");
const CONTACT_SECTION: string = CONTACT.sections.find((section: Section) => section.kind === "contact").id;
const REGULATORY = pageAt("/regulatoryaffairs/");
const SUPPORT_CARDS: Section = REGULATORY.sections.find((section: Section) => section.kind === "cards");
const MAP_ORIGIN = new URL(site.map.embedUrl).origin;

const near = (a: number, b: number) => Math.abs(a - b) <= TOLERANCE_PX;

test.describe("visual identity", () => {
  test.describe("at 1920 px", { tag: "@reduced-motion" }, () => {
    test.use({ viewport: { width: 1920, height: 1000 } });

    // One visit per page for three rules of the type and colour that hold at every width.
    test(`every page: headings weigh 600 to 700, no paragraph is wider than ${MEASURE_CH} characters, number badges take one colour, numbers set in type another`, async ({
      page,
    }) => {
      const colours = new Map<string, string[]>();
      for (const { path } of PAGES) {
        await page.goto(path);
        const weights = await page.evaluate(() =>
          [...document.querySelectorAll("h1, h2, h3, h4")].map(
            (h) => [h.textContent, Number(getComputedStyle(h).fontWeight)] as const,
          ),
        );
        expect(weights.length, path).toBeGreaterThan(2);
        for (const [text, weight] of weights) {
          expect(weight, `${path} "${text}"`).toBeGreaterThanOrEqual(HEADING_WEIGHT.min);
          expect(weight, `${path} "${text}"`).toBeLessThanOrEqual(HEADING_WEIGHT.max);
        }
        const tooWide = await page.evaluate((measure) => {
          const wide: string[] = [];
          for (const p of document.querySelectorAll("main p")) {
            if (!p.getClientRects().length) continue;
            // A box exactly `measure` characters ("0", the unit ch) wide in the paragraph's own font.
            const probe = document.createElement("span");
            probe.style.display = "inline-block";
            probe.style.width = `${measure}ch`;
            p.append(probe);
            const limit = probe.getBoundingClientRect().width;
            probe.remove();
            const width = p.getBoundingClientRect().width;
            if (width > limit + 1) wide.push(`${p.textContent?.slice(0, 40)}…: ${width} > ${limit}`);
          }
          return wide;
        }, MEASURE_CH);
        expect(tooWide, path).toEqual([]);
        const badges = await page.evaluate(() =>
          [...document.querySelectorAll("main [aria-hidden='true']")]
            .filter((el) => /^\d{1,2}$/.test(el.textContent?.trim() ?? ""))
            .map((el) => {
              const style = getComputedStyle(el);
              return `${style.backgroundColor} / ${style.color}`;
            }),
        );
        for (const colour of badges) colours.set(colour, [...(colours.get(colour) ?? []), path]);
      }
      const pages = new Set([...colours.values()].flat());
      expect(pages.size, `badges on ${[...pages]}`).toBeGreaterThanOrEqual(2);
      // Two kinds of number, each in one colour: a badge (a step of a sequence) and a number set in type
      // (a point of a few, in place of an icon).
      const kinds = (drawn: boolean) =>
        [...colours.keys()].filter((colour) => !colour.startsWith("rgba(0, 0, 0, 0)") === drawn);
      expect(kinds(true), JSON.stringify(Object.fromEntries(colours))).toHaveLength(1);
      expect(kinds(false).length, JSON.stringify(Object.fromEntries(colours))).toBeLessThanOrEqual(1);
    });
  });

  test(
    "headings balance their lines and paragraphs avoid a lone last word",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/gmpaudits/");
      const wrap = await page.evaluate(() => {
        const textWrap = (selector: string) => {
          const el = document.querySelector(selector);
          return el ? getComputedStyle(el).getPropertyValue("text-wrap") : `no ${selector}`;
        };
        return { h2: textWrap("main h2"), p: textWrap("main section p") };
      });
      expect(wrap.h2).toMatch(/balance/);
      expect(wrap.p).toMatch(/pretty/);
    },
  );

  test(
    "a quiet surface: no rule under the section heads, buttons with a small radius, nothing in the page casting a shadow",
    { tag: "@desktop" },
    async ({ page }) => {
      let heads = 0;
      const ruled: string[] = [];
      for (const { path } of PAGES) {
        await page.goto(path);
        const surface = await page.evaluate((largestRadius) => {
          const shown = (el: Element) => el.getClientRects().length > 0;
          const sectionHeads = [...document.querySelectorAll("main section h2")].filter(shown);
          const underRuled = sectionHeads.filter((h) => {
            const rule = getComputedStyle(h, "::after");
            return rule.content !== "none" && rule.content !== "normal" && parseFloat(rule.height) > 0;
          });
          // Filled buttons: links and buttons with a background of their own, and their corners.
          const rounder = [...document.querySelectorAll("a, button")]
            .filter(shown)
            .filter((el) => !/rgba\(0, 0, 0, 0\)|transparent/.test(getComputedStyle(el).backgroundColor))
            .filter((el) => parseFloat(getComputedStyle(el).borderTopLeftRadius) > largestRadius)
            .map((el) => `${el.textContent?.trim()} (${getComputedStyle(el).borderTopLeftRadius})`);
          // A shadow drawn outside a box (an inset one is a border or an underline).
          const shadowed = [...document.querySelectorAll("header *, main *, footer *")]
            .filter(shown)
            .filter((el) => {
              const shadow = getComputedStyle(el).boxShadow;
              return shadow !== "none" && !shadow.includes("inset");
            })
            .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
          return {
            heads: sectionHeads.length,
            ruled: underRuled.map((h) => h.textContent ?? ""),
            rounder,
            shadowed,
          };
        }, LARGEST_BUTTON_RADIUS_PX);
        heads += surface.heads;
        ruled.push(...surface.ruled.map((text) => `${path} ${text}`));
        expect(
          surface.rounder,
          `${path}: filled buttons rounder than ${LARGEST_BUTTON_RADIUS_PX} px`,
        ).toEqual([]);
        expect(surface.shadowed, `${path}: shadows`).toEqual([]);
      }
      expect(heads).toBeGreaterThan(20);
      // The heads' roles tell the sections apart (a hairline over a list's head is a border, not a rule).
      expect(ruled, ruled.join("\n")).toEqual([]);
    },
  );

  // Runs in the phone (375 px) and desktop (1280 px) projects.
  test("the header is fully opaque, also over scrolled content", async ({ page }) => {
    await page.goto("/aboutus/");
    await page.evaluate(() => window.scrollTo(0, 900));
    const look = await page.locator("header").evaluate((header) => {
      const style = getComputedStyle(header);
      return { background: style.backgroundColor, opacity: style.opacity, backdrop: style.backdropFilter };
    });
    const [, , , alpha = "1"] = look.background.match(/[\d.]+/g) ?? [];
    expect(Number(alpha), look.background).toBe(1);
    expect(look.opacity).toBe("1");
    expect(look.backdrop).toBe("none");
  });

  test(
    "each contact card: its icon beside its title, its value under the title and whole on its line, at 375, 768 and 1280 px",
    { tag: "@reduced-motion" },
    async ({ page }) => {
      for (const width of [375, 768, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(CONTACT.path);
        const cards = await page.evaluate((id) => {
          const box = (el: Element | null) => {
            if (!el) throw new Error("a contact card is missing its icon, title or value");
            return el.getBoundingClientRect();
          };
          /** How many lines an element's text takes: the distinct tops of its characters' boxes. */
          const lines = (el: Element) => {
            const range = document.createRange();
            range.selectNodeContents(el);
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          };
          return [...document.querySelectorAll(`#${id} ul > li`)].map((li) => {
            const value = li.querySelector("a, address, p");
            return {
              card: box(li),
              icon: box(li.querySelector("svg")),
              title: box(li.querySelector("h3")),
              value: box(value),
              // A link (phone, email) on one line; an address or a sentence may take several.
              valueLines: value?.tagName === "A" ? lines(value) : 1,
            };
          });
        }, CONTACT_SECTION);
        // The address, phone and email, the working hours and the section's own cards.
        const section = CONTACT.sections.find((entry: { id: string }) => entry.id === CONTACT_SECTION);
        expect(cards, `${width} px`).toHaveLength(
          3 + (section.hoursTitle ? 1 : 0) + (section.notes?.length ?? 0),
        );
        for (const { card, icon, title, value, valueLines } of cards) {
          expect(icon.right, `${width} px: icon before the title`).toBeLessThan(title.left);
          expect(icon.bottom, `${width} px: icon level with the title`).toBeGreaterThan(title.top);
          expect(near(value.left, title.left), `${width} px: value under the title`).toBe(true);
          expect(value.top, `${width} px: value under the title`).toBeGreaterThanOrEqual(
            title.bottom - TOLERANCE_PX,
          );
          expect(value.right, `${width} px: value inside its card`).toBeLessThanOrEqual(card.right);
          expect(valueLines, `${width} px: the phone number and email on one line`).toBe(1);
        }
      }
    },
  );

  test(
    "Regulatory Affairs cards keep their texts on one line across a row when one title wraps further",
    { tag: "@reduced-motion" },
    async ({ page }) => {
      await page.goto(REGULATORY.path);
      // Hydration would put the title back if it ran after the edit below.
      await appStarted(page);
      const rows = (id: string) =>
        page.evaluate((id) => {
          const box = (el: Element | null) => {
            if (!el) throw new Error("a card is missing its title or text");
            return el.getBoundingClientRect();
          };
          return [...document.querySelectorAll(`#${id} ul > li`)].map((li) => ({
            top: box(li).top,
            bottom: box(li).bottom,
            titleHeight: box(li.querySelector("h3")).height,
            titleBottom: box(li.querySelector("h3")).bottom,
            text: box(li.querySelector("p")).top,
          }));
        }, id);
      for (const width of [1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        // An editor gives the first card a longer title, one line more than the others.
        await page
          .locator(`#${SUPPORT_CARDS.id} li h3`)
          .first()
          .evaluate((h3, original) => {
            h3.textContent = `${original} for Every Market, Every Dossier and Every Stage of a Product's Life`;
          }, SUPPORT_CARDS.cards?.[0].title);
        const cards = await rows(SUPPORT_CARDS.id);
        expect(cards).toHaveLength(3);
        expect(cards[0].titleHeight, `${width} px: the title wraps further`).toBeGreaterThan(
          cards[1].titleHeight + TOLERANCE_PX,
        );
        for (const key of ["top", "bottom", "titleBottom", "text"] as const) {
          expect(
            cards.every((card) => near(card[key], cards[0][key])),
            `${width} px, ${key}: ${cards.map((card) => card[key])}`,
          ).toBe(true);
        }
      }
    },
  );

  test.describe("at 320, 375, 768, 1024 and 1280 px with reduced motion", { tag: "@reduced-motion" }, () => {
    // One art direction: each banner's picture is its page's method drawn by `npm run artwork` (an SVG
    // recording what it was drawn from), unless an editor chose a photograph, which the image pipeline
    // serves duotoned as a <picture>. The logo is in the header; Home's artwork holds it in its drawing,
    // so no banner shows the header's logo again as a tile.
    test("every banner shows its page's drawn method (or a photograph), and none repeats the logo as a tile", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const { path } of BANNERED) {
          await page.goto(path);
          const banner = page.locator("main > *").first();
          const artwork = banner.locator("img[data-artwork]");
          // A banner the form's card rises into (Contact) shows no picture: the card would cover it.
          if ((await banner.getAttribute("data-beside-card")) !== null) {
            await expect(banner.locator("img, picture"), `${width} px ${path}`).toHaveCount(0);
            continue;
          }
          if ((await artwork.count()) === 0) {
            await expect(
              banner.locator("picture source[type='image/avif']"),
              `${width} px ${path}`,
            ).toHaveCount(1);
            continue;
          }
          await expect(artwork, `${width} px ${path}`).toHaveAttribute("src", /\.svg$/);
          // Drawn, not a broken image: it has loaded with its canvas's size.
          await expect
            .poll(() => artwork.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
              message: `${width} px ${path}: the artwork loads`,
            })
            .toBe(2400);
          const svg = await (await page.request.get(String(await artwork.getAttribute("src")))).text();
          expect(svg, `${width} px ${path}`).toMatch(/<svg[^>]* data-drawn-from="[^"]+"/);
          expect(svg, `${width} px ${path}: no type in the drawing`).not.toContain("<text");
          await expect(banner.locator(`img[src="${site.logo}"]`), `${width} px ${path}`).toHaveCount(0);
        }
      }
    });

    // The banner's text over its artwork: axe cannot judge text on a picture, so the picture under each
    // text is photographed with the text made transparent, and its light end (the 98th percentile of
    // its pixels' luminance, so that a hairline of the drawing does not count) is set against the
    // text's colour. At 320 and 375 px the text runs furthest across the artwork; at 768 px the wider
    // screens' lighter right side begins; at 1024 and 1280 px the drawing is largest beside the text.
    // Then the same places with the artwork hidden: a drawing that runs under the words changes them.
    // One test per width, so that the widths are photographed side by side.
    for (const width of [320, 375, 768, 1024, 1280]) {
      test(`${width} px: every banner's title, lead and facts keep their contrast over the artwork (3:1 and 4.5:1), and no drawing runs under them`, async ({
        page,
      }) => {
        test.setTimeout(120_000);
        const low: string[] = [];
        const under: string[] = [];
        await page.setViewportSize({ width, height: 900 });
        for (const { path } of BANNERED) {
          await page.goto(path);
          const { texts, area } = await page.evaluate(() => {
            const banner = document.querySelector("main > *")!;
            const found = [...banner.querySelectorAll<HTMLElement>("h1, p, dt, dd")]
              .map((element) => {
                const { x, y, width, height } = element.getBoundingClientRect();
                return { name: element.tagName, color: getComputedStyle(element).color, x, y, width, height };
              })
              .filter((text) => text.width > 0 && text.height > 0);
            // Set through the object model, which the page's security policy allows.
            banner.querySelectorAll<HTMLElement>("*").forEach((element) => {
              element.style.setProperty("color", "transparent", "important");
              if (element.matches("a, button"))
                element.style.setProperty("visibility", "hidden", "important");
            });
            const box = banner.getBoundingClientRect();
            const left = Math.max(0, Math.floor(box.x));
            const top = Math.max(0, Math.floor(box.y));
            const right = Math.min(document.documentElement.clientWidth, Math.ceil(box.right));
            return {
              texts: found,
              area: { x: left, y: top, width: right - left, height: Math.ceil(box.bottom) - top },
            };
          });
          /** The banner photographed once; each text's place is then cut out of it. */
          const photograph = async () =>
            sharp(await page.screenshot({ clip: area }))
              .raw()
              .toBuffer({ resolveWithObject: true });
          const place = (shot: Awaited<ReturnType<typeof photograph>>, clip: (typeof texts)[number]) => {
            const left = Math.max(0, Math.round(clip.x - area.x));
            const top = Math.max(0, Math.round(clip.y - area.y));
            const width = Math.min(Math.round(clip.width), shot.info.width - left);
            const height = Math.min(Math.round(clip.height), shot.info.height - top);
            const { channels } = shot.info;
            const pixels: number[] = [];
            for (let row = top; row < top + height; row++) {
              const start = (row * shot.info.width + left) * channels;
              for (let i = start; i < start + width * channels; i++) pixels.push(shot.data[i]);
            }
            return { pixels, channels };
          };
          const withArt = await photograph();
          for (const text of texts) {
            const { pixels, channels } = place(withArt, text);
            const luminances: number[] = [];
            for (let i = 0; i < pixels.length; i += channels) {
              luminances.push(relativeLuminance([pixels[i], pixels[i + 1], pixels[i + 2]]));
            }
            luminances.sort((a, b) => a - b);
            const background = luminances[Math.floor(luminances.length * 0.98)];
            const colour = relativeLuminance(text.color.match(/\d+/g)!.map(Number));
            const ratio = (Math.max(colour, background) + 0.05) / (Math.min(colour, background) + 0.05);
            const needed = text.name === "H1" ? 3 : 4.5; // the facts' labels and values are small text
            if (ratio < needed)
              low.push(`${width} px ${path} ${text.name}: ${ratio.toFixed(2)}:1, needs ${needed}:1`);
          }
          await page.evaluate(() =>
            document
              .querySelector("main > *")!
              .querySelectorAll<HTMLElement>("img, picture")
              .forEach((element) => element.style.setProperty("visibility", "hidden", "important")),
          );
          const withoutArt = await photograph();
          for (const text of texts) {
            const before = place(withArt, text).pixels;
            const after = place(withoutArt, text).pixels;
            // A pixel the drawing changes by more than a trace (its faintest strokes are ~10 % over the navy).
            let changed = 0;
            for (let i = 0; i < before.length; i += 1) if (Math.abs(before[i] - after[i]) > 12) changed += 1;
            if (changed > before.length * 0.002)
              under.push(
                `${width} px ${path} ${text.name}: ${changed} channel values changed by the drawing`,
              );
          }
        }
        expect(low).toEqual([]);
        expect(under).toEqual([]);
      });
    }

    test("no technical term on any page is split across two lines", async ({ page }) => {
      test.setTimeout(120_000);
      const split: string[] = [];
      for (const width of [320, 375, 768, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const { path } of PAGES) {
          await page.goto(path);
          const found = await page.evaluate((terms) => {
            // Every text node of the page in order, so a term is found across the elements it spans.
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            const nodes: { node: Text; start: number }[] = [];
            let text = "";
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (node.parentElement?.closest("script, style, noscript")) continue;
              nodes.push({ node: node as Text, start: text.length });
              text += node.textContent;
            }
            const at = (offset: number) => {
              const entry = [...nodes].reverse().find((candidate) => candidate.start <= offset)!;
              return [entry.node, offset - entry.start] as const;
            };
            const out: string[] = [];
            for (const match of text.matchAll(new RegExp(terms, "g"))) {
              const range = document.createRange();
              range.setStart(...at(match.index));
              const [lastNode, lastOffset] = at(match.index + match[0].length - 1);
              range.setEnd(lastNode, lastOffset + 1);
              const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top);
              // A term on one line has one top (within a rounding); a split one starts a second line.
              if (tops.length && Math.max(...tops) - Math.min(...tops) > 8) out.push(match[0]);
            }
            return out;
          }, TERM.source);
          split.push(...found.map((term) => `${width} px ${path}: "${term}"`));
        }
      }
      expect(split).toEqual([]);
    });
  });
});

test.describe("the map's fallback", () => {
  /**
   * What stands for the map when its frame shows nothing: the link to the map service under it, and the
   * address in its card above (once on the page: the link does not repeat it).
   */
  const expectFallbackShown = async (page: Page) => {
    const link = page.getByRole("link", { name: site.map.linkLabel });
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", site.map.linkUrl);
    expect((await link.boundingBox())?.height, "a 44 px target").toBeGreaterThanOrEqual(44);
    await expect(page.locator(`#${CONTACT_SECTION} address`)).toContainText(site.address.street);
  };

  const CONTACT_DETAILS: Section = CONTACT.sections.find((section: Section) => section.kind === "contact");

  /**
   * The directions card: the directions from the company details under the section's heading for them,
   * and the link to the map service, in the card that holds the map's box.
   */
  const directionsCard = (page: Page) =>
    page.locator(`#${CONTACT_SECTION} div`).filter({
      has: page.getByRole("heading", { name: CONTACT_DETAILS.directionsTitle!, exact: true }),
      hasNot: page.locator("li"),
    });

  const expectDirections = async (page: Page) => {
    const card = directionsCard(page).last();
    await expect(card).toBeVisible();
    await expect(card.getByText(site.map.directions, { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: site.map.linkLabel })).toBeVisible();
  };

  /** The map's box on its plain ground, the office's pin in it, waiting for the frame or holding it. */
  const expectMapBox = async (page: Page) => {
    const box = page.locator(`#${CONTACT_SECTION} [data-map-frame]`);
    await expect(box).toBeVisible();
    const look = await box.evaluate((element) => {
      const pin = element.querySelector("svg")!.getBoundingClientRect();
      const area = element.getBoundingClientRect();
      return {
        drawn: getComputedStyle(element).backgroundImage,
        height: area.height,
        pinInside: pin.width >= 40 && pin.left > area.left && pin.right < area.right && pin.top > area.top,
      };
    });
    expect(look.drawn, "a plain ground, no made-up streets").toBe("none");
    expect(look.height).toBeGreaterThanOrEqual(150);
    expect(look.pinInside, "the pin is drawn inside the box").toBe(true);
  };

  test(
    "keeps the address and the link to the map when the map's request fails",
    { tag: "@phone" },
    async ({ page }) => {
      await page.route(
        (url) => url.origin === MAP_ORIGIN,
        (route) => route.abort(),
      );
      await page.goto(CONTACT.path);
      const failed = page.waitForEvent("requestfailed", (request) => request.url() === site.map.embedUrl);
      await expectFallbackShown(page);
      await failed;
      await expectFallbackShown(page);
      await expectDirections(page);
    },
  );

  test(
    "takes the map's box away when a security policy refuses its frame, leaving the directions and the link",
    { tag: "@desktop" },
    async ({ page }) => {
      // A policy such as a company's or an extension's that refuses every frame.
      await page.route(SITE_URL + CONTACT.path, async (route) => {
        const response = await route.fetch();
        await route.fulfill({
          response,
          headers: { ...response.headers(), "content-security-policy": "frame-src 'none'" },
        });
      });
      await page.goto(CONTACT.path);
      await page.getByRole("link", { name: site.map.linkLabel }).scrollIntoViewIfNeeded();
      // The frame is put in as it nears the viewport, refused, and taken away with its box; the directions
      // stay. (Before the frame is put in there is no frame either: waiting for none would pass too early.)
      const frameBox = page.locator(`#${CONTACT_SECTION} [data-map-frame]`);
      await expect(frameBox, "the frame is refused").toHaveAttribute("data-map-frame", "refused", {
        timeout: FRAME_REMOVAL_MS,
      });
      await expect(page.locator(`iframe[title="${site.map.title}"]`)).toHaveCount(0);
      await expect(frameBox, "no empty box where the map was").toBeHidden();
      await expectDirections(page);
      await expectFallbackShown(page);
    },
  );

  test.describe("without JavaScript at 375 px", { tag: "@no-javascript" }, () => {
    test.use({ viewport: PHONE });

    test("is there without JavaScript too", async ({ page }) => {
      await page.goto(CONTACT.path);
      await expectFallbackShown(page);
      await expectDirections(page);
      await expectMapBox(page);
    });
  });
});

/** The two sizes of a section's head, as the tokens state them (src/styles/_tokens.scss): lead and section. */
const HEADING_SIZES: Record<string, string> = Object.fromEntries(
  [
    ...fs
      .readFileSync(path.join(ROOT, "src/styles/_tokens.scss"), "utf8")
      .matchAll(/^\$heading-size-([a-z]+):\s*([^;]+);/gm),
  ].map(([, tier, value]) => [tier, value]),
);
/** The token each role of a head takes (src/components/section, HeadingRole). */
const ROLE_TOKENS: Record<string, string> = { lead: "lead", section: "section", centred: "section" };

type ListData = { id: string; kind: string; style?: string; intro?: string; items?: unknown[] };

test.describe("section heads and what lines up", () => {
  test(
    "one system of heads on every route at 375, 768 and 1280 px: two sizes, each a token's, left-aligned but for one centred head over a diagram",
    { tag: "@desktop" },
    async ({ page }) => {
      expect(Object.keys(HEADING_SIZES).sort(), "src/styles/_tokens.scss: $heading-size-<tier>").toEqual([
        "lead",
        "section",
      ]);
      const rolesSeen = new Set<string>();
      for (const width of [375, 768, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const { path: route } of ENTRIES) {
          await page.goto(route);
          const seen = await page.evaluate((tokens) => {
            // Each token's value as the browser computes it here (a font-size set through the CSSOM, which
            // the security policy allows, unlike a style attribute).
            const probe = document.createElement("div");
            document.querySelector("main")!.append(probe);
            const expected = Object.fromEntries(
              Object.entries(tokens).map(([tier, value]) => {
                probe.style.fontSize = value;
                return [tier, getComputedStyle(probe).fontSize];
              }),
            );
            probe.remove();
            const heads = [...document.querySelectorAll("main h2")].filter((h) => h.getClientRects().length);
            return {
              expected,
              heads: heads.map((h) => ({
                id: h.id || h.textContent!.slice(0, 40),
                role: h.getAttribute("data-heading-role"),
                size: getComputedStyle(h).fontSize,
                align: getComputedStyle(h).textAlign,
              })),
            };
          }, HEADING_SIZES);
          const where = `${width} px ${route}`;
          // The page's lead head leads: a fifth larger than a section's at least.
          expect(parseFloat(seen.expected.lead), `${where}: lead over section`).toBeGreaterThanOrEqual(
            1.2 * parseFloat(seen.expected.section),
          );
          const sizes = new Set(seen.heads.map((head) => head.size));
          expect(sizes.size, `${where}: ${JSON.stringify(seen.heads)}`).toBeLessThanOrEqual(2);
          for (const head of seen.heads) {
            expect(Object.values(seen.expected), `${where} #${head.id}: a token's size`).toContain(head.size);
            if (!head.role) continue;
            rolesSeen.add(head.role);
            expect(head.size, `${where} #${head.id} (${head.role})`).toBe(
              seen.expected[ROLE_TOKENS[head.role]],
            );
          }
          const centred = seen.heads.filter((head) => head.align === "center");
          expect(centred.length, `${where}: centred heads ${JSON.stringify(centred)}`).toBeLessThanOrEqual(1);
          for (const head of centred) expect(head.role, `${where} #${head.id}`).toBe("centred");
          for (const head of seen.heads.filter((head) => head.align !== "center"))
            expect(["left", "start"], `${where} #${head.id}`).toContain(head.align);
        }
      }
      // Every role is in use somewhere on the site.
      expect([...rolesSeen].sort()).toEqual(Object.keys(ROLE_TOKENS).sort());
    },
  );

  test(
    "numbered steps' text is at the body's size and keeps one measure in every step",
    { tag: "@reduced-motion" },
    async ({ page }) => {
      const routes = PAGES.filter((data) =>
        data.sections.some((section: ListData) => section.kind === "list" && section.style === "steps"),
      );
      expect(routes.length).toBeGreaterThan(0);
      for (const data of routes) {
        const id = data.sections.find((section: ListData) => section.style === "steps").id;
        await page.goto(data.path);
        const steps = await page.evaluate(
          (list) => ({
            body: getComputedStyle(document.body).fontSize,
            texts: [...document.querySelectorAll(`#${list} ol > li p`)].map((p) => ({
              size: getComputedStyle(p).fontSize,
              width: p.getBoundingClientRect().width,
            })),
          }),
          id,
        );
        expect(steps.texts.length, `${data.path} #${id}`).toBeGreaterThan(0);
        for (const text of steps.texts) expect(text.size, `${data.path} #${id}`).toBe(steps.body);
        const widths = steps.texts.map((text) => text.width);
        expect(
          Math.max(...widths) - Math.min(...widths),
          `${data.path} #${id}: ${widths}`,
        ).toBeLessThanOrEqual(TOLERANCE_PX);
      }
    },
  );

  test("the closing band's request is a 44 px target on every page", { tag: "@phone" }, async ({ page }) => {
    for (const data of PAGES) {
      const band = data.sections.find((section: ListData) => section.kind === "cta");
      if (!band) continue;
      await page.goto(data.path);
      const request = page
        .locator(`#${band.id}`)
        .getByRole("link", { name: labelled(navigation.requestLabel) });
      // Its laid-out height: the band's box is scaled for a moment while its reveal runs.
      expect(
        await request.evaluate((element: HTMLElement) => element.offsetHeight),
        `${data.path}`,
      ).toBeGreaterThanOrEqual(44);
    }
  });

  test(
    "insight cards in a row start their titles on one line, however their topics wrap",
    { tag: "@reduced-motion" },
    async ({ page }) => {
      let rows = 0;
      for (const route of ["/", "/insights/"]) {
        await page.goto(route);
        const titleTops = await page.evaluate(() => {
          const byRow = new Map<number, number[]>();
          for (const title of document.querySelectorAll("main li article h3")) {
            const card = title.closest("li")!.getBoundingClientRect();
            const key = Math.round(card.top);
            byRow.set(key, [...(byRow.get(key) ?? []), title.getBoundingClientRect().top]);
          }
          return [...byRow.values()].filter((row) => row.length > 1);
        });
        for (const row of titleTops) {
          rows += 1;
          expect(Math.max(...row) - Math.min(...row), `${route}: ${row}`).toBeLessThanOrEqual(TOLERANCE_PX);
        }
      }
      expect(rows, "a row of two insight cards or more").toBeGreaterThan(0);
    },
  );

  test(
    "a rail's stages: each stage's text no smaller or quieter than its list, the stages' tops in line and each as long as its list",
    { tag: "@reduced-motion" },
    async ({ page }) => {
      const rails = PAGES.flatMap((data) =>
        data.sections
          .filter(
            (section: { kind: string; diagram?: string }) =>
              section.kind === "diagram" && section.diagram === "timeline",
          )
          .map((section: { id: string }) => ({ path: data.path as string, id: section.id })),
      );
      expect(rails.length, "data/pages: a timeline diagram").toBeGreaterThan(0);
      for (const { path: route, id } of rails) {
        await page.goto(route);
        const stages = await page.evaluate((rail) => {
          const luminance = (colour: string) => {
            const [red, green, blue] = (colour.match(/[\d.]+/g) ?? []).map(Number);
            return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
          };
          return [...document.querySelectorAll(`#${rail} ol > li`)].map((stage) => {
            const text = stage.querySelector(":scope > h3 + p, :scope > p + p");
            const list = stage.querySelector("ul li");
            const look = (element: Element | null) =>
              element && {
                size: parseFloat(getComputedStyle(element).fontSize),
                light: luminance(getComputedStyle(element).color),
              };
            const box = stage.getBoundingClientRect();
            return { text: look(text), list: look(list), top: box.top, height: box.height };
          });
        }, id);
        const withLists = stages.filter((stage) => stage.text && stage.list);
        expect(withLists.length, `${route} #${id}: stages with a text and a list`).toBeGreaterThan(0);
        for (const { text, list } of withLists) {
          expect(text!.size, `${route} #${id}: text size`).toBeGreaterThanOrEqual(list!.size);
          // Darker on white is more prominent: the text at most as light as the list.
          expect(text!.light, `${route} #${id}: text colour`).toBeLessThanOrEqual(list!.light);
        }
        // From 768 px the stages stand side by side under the rail, each its own length (no white under
        // the shorter lists).
        const tops = stages.map((stage) => stage.top);
        expect(Math.max(...tops) - Math.min(...tops), `${route} #${id}: ${tops}`).toBeLessThanOrEqual(
          TOLERANCE_PX,
        );
        const heights = stages.map((stage) => stage.height);
        expect(new Set(heights.map(Math.round)).size, `${route} #${id}: ${heights}`).toBeGreaterThan(1);
      }
    },
  );

  test(
    `a list beside its head has its introduction or an in-context action to the form in its column; a ticked or plain list of ${LONG_LIST_ITEMS} or more stands across the page under it`,
    { tag: "@reduced-motion" },
    async ({ page }) => {
      let beside = 0;
      let across = 0;
      for (const data of PAGES) {
        const lists = data.sections.filter(
          (section: ListData) => section.kind === "list" && section.style !== "steps",
        );
        if (lists.length === 0) continue;
        await page.goto(data.path);
        for (const list of lists as ListData[]) {
          const section = page.locator(`#${list.id}`);
          const items = (await section.locator(`#${list.id}-items`).boundingBox())!;
          const heading = (await section.locator("h2").boundingBox())!;
          if (list.style !== "terms" && list.items!.length >= LONG_LIST_ITEMS) {
            expect(items.y, `${data.path} #${list.id}: list under its head`).toBeGreaterThan(
              heading.y + heading.height,
            );
            expect(items.x, `${data.path} #${list.id}: from the head's edge`).toBeCloseTo(heading.x, 0);
            across += 1;
            continue;
          }
          expect(heading.x + heading.width, `${data.path} #${list.id}: head beside the list`).toBeLessThan(
            items.x,
          );
          beside += 1;
          if (list.intro) continue;
          const action = section.getByRole("link", { name: labelled(navigation.requestLabel) });
          await expect(action, `${data.path} #${list.id}`).toBeVisible();
          const box = (await action.boundingBox())!;
          expect(box.x + box.width, `${data.path} #${list.id}: action in the head's column`).toBeLessThan(
            items.x,
          );
          expect(box.y, `${data.path} #${list.id}: action under the head`).toBeGreaterThan(heading.y);
          const href = new URL((await action.getAttribute("href"))!, SITE_URL);
          expect(href.pathname).toBe("/contactus/");
          expect(href.searchParams.get("from")).toMatch(/-aside$/);
        }
      }
      expect(beside).toBeGreaterThan(0);
      expect(across).toBeGreaterThan(0);
    },
  );
});
