/**
 * How pages are composed: one filled button per region, so the first screen holds at most two (the
 * header's request and the banner's) besides the urgent band's call; and the urgent path (a Form 483
 * or a warning letter) near the top of Home, GMP Audits and Quality Consulting: the one dark band with
 * the one amber call, a way to the form with the request chosen and a page to go on to; beside it on
 * Home, the path before an inspection, with the lead times a buyer asks for.
 */
import type { Locator, Page } from "@playwright/test";

import { channelsOf, relativeLuminance } from "../support/colour";
import { appStarted, expect, test } from "../support/fixtures";
import { MOST_FACTS } from "../../src/components/hero/facts";
import {
  CONTACT_FORM,
  ENTRIES,
  labelled,
  pageAt,
  PAGES,
  SERVICES_MENU,
  site,
  TOPIC_PAGES,
} from "../support/site";

/** Widths the composition is checked at: a phone, the spec's medium breakpoint, a laptop. */
const WIDTHS = [375, 768, 1280];
const SCREEN_HEIGHT = 800;
const MAX_FILLED_IN_FIRST_SCREEN = 2;

/** The urgent band's section (its kind is not in the markup: the data's id is). */
const URGENT_IDS = PAGES.flatMap((data) =>
  data.sections
    .filter((section: { kind: string }) => section.kind === "urgent")
    .map((section: { id: string }) => section.id),
);

/**
 * The links and buttons in the first screen drawn as filled buttons, outside the urgent band (whose
 * call is the one place the palette breaks, tested below): an opaque fill of another colour than what
 * they stand on. Outlined buttons, text links and cards the colour of their band are not.
 */
const filledInFirstScreen = (page: Page) =>
  page.evaluate((urgentIds) => {
    const opaque = (colour: string) => {
      const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [];
      return parts.length >= 3 && (parts.length === 3 || parts[3] === 1);
    };
    const behind = (element: Element): string => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const { backgroundColor, backgroundImage } = getComputedStyle(node);
        if (backgroundImage !== "none") return "image";
        if (opaque(backgroundColor)) return backgroundColor;
      }
      return "rgb(255, 255, 255)";
    };
    return [...document.querySelectorAll("a, button")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        if (box.width === 0 || box.height === 0 || style.visibility === "hidden") return false;
        if (box.bottom <= 0 || box.top >= window.innerHeight) return false;
        if (element.closest("[hidden], [inert], dialog:not([open])")) return false;
        if (urgentIds.some((id) => element.closest(`section[id="${id}"]`))) return false;
        return opaque(style.backgroundColor) && style.backgroundColor !== behind(element);
      })
      .map((element) => (element.textContent ?? "").trim());
  }, URGENT_IDS);

test.describe("one filled button per region", { tag: "@desktop" }, () => {
  for (const data of PAGES) {
    test(`${data.path}: no more than ${MAX_FILLED_IN_FIRST_SCREEN} filled buttons in the first screen at ${WIDTHS.join(", ")} px`, async ({
      page,
    }) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: SCREEN_HEIGHT });
        await page.goto(data.path, { waitUntil: "networkidle" });
        const filled = await filledInFirstScreen(page);
        expect(filled.length, `${width} px: ${filled.join(" | ")}`).toBeLessThanOrEqual(
          MAX_FILLED_IN_FIRST_SCREEN,
        );
      }
    });
  }
});

test.describe("banners carry facts, not air", { tag: "@desktop" }, () => {
  type LeadTime = { name: string; label: string; time: string };
  /** What a page's banner should state, from its own data: the standards, or else its first lead times. */
  const expectedFacts = (data: {
    sections: { kind: string; heading: string; leadTimes?: string[]; standards?: { name: string }[] }[];
  }) => {
    const standards = data.sections.find((section) => section.kind === "standards");
    if (standards) return [standards.heading];
    const leadTimes = data.sections.find((section) => section.kind === "leadTimes");
    return (leadTimes?.leadTimes ?? [])
      .slice(0, MOST_FACTS)
      .map((name) => (site.leadTimes as LeadTime[]).find((leadTime) => leadTime.name === name)!.label);
  };

  test(`at 768 and 1280 px: an eyebrow over a service page's title, and the page's facts in the banner's bottom band; none on a phone, and the banner keeps its heights`, async ({
    page,
  }) => {
    for (const data of PAGES) {
      const facts = expectedFacts(data);
      const service = (SERVICES_MENU.children ?? []).some((child) => child.to === data.path);
      for (const width of [375, 768, 1280]) {
        await page.setViewportSize({ width, height: SCREEN_HEIGHT });
        await page.goto(data.path);
        const seen = await page.evaluate(() => {
          const banner = document.querySelector("main > *")!;
          const box = banner.getBoundingClientRect();
          const rail = banner.querySelector("dl");
          const title = banner.querySelector("h1")!;
          const eyebrow = title.previousElementSibling;
          const shown = (element: Element | null | undefined) => Boolean(element?.checkVisibility());
          return {
            height: Math.round(box.height),
            terms: shown(rail) ? [...rail!.querySelectorAll("dt")].map((term) => term.textContent) : [],
            railTop: rail && shown(rail) ? rail.getBoundingClientRect().top - box.top : null,
            railBottom:
              rail && shown(rail) ? Math.round(box.bottom - rail.getBoundingClientRect().bottom) : null,
            eyebrow: eyebrow && shown(eyebrow) && eyebrow.tagName === "P" ? eyebrow.textContent : null,
          };
        });
        const where = `${width} px ${data.path}`;
        if (width < 768) {
          expect(seen.terms, where).toEqual([]);
          expect(seen.eyebrow, where).toBeNull();
          continue;
        }
        expect(seen.terms, where).toEqual(facts);
        if (facts.length > 0) {
          expect(seen.railBottom, `${where}: the rail ends the banner`).toBe(0);
          expect(seen.railTop!, `${where}: in the banner's bottom band`).toBeGreaterThan(seen.height / 2);
        }
        expect(seen.eyebrow, where).toBe(service ? SERVICES_MENU.label : null);
      }
    }
  });
});

test.describe("each lead time said once", { tag: "@desktop" }, () => {
  type LeadTime = { name: string; label: string };
  const BANDS = PAGES.flatMap((data) =>
    (data.sections as { kind: string; id: string; leadTimes?: string[] }[])
      .filter((section) => section.kind === "leadTimes")
      .map((section) => ({
        route: data.path as string,
        id: section.id,
        labels: section.leadTimes!.map(
          (name) => (site.leadTimes as LeadTime[]).find((leadTime) => leadTime.name === name)!.label,
        ),
      })),
  );

  test(`each once on the page: from 768 px in the banner's rail or the band's table, the band gone where the rail holds them all; on a phone in the band, folded where the banner would hold them`, async ({
    page,
  }) => {
    expect(BANDS.length, "data/pages: lead-times bands").toBeGreaterThan(0);
    for (const band of BANDS) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: SCREEN_HEIGHT });
        await page.goto(band.route);
        const look = () =>
          page.evaluate((id) => {
            const text = (element: Element) => (element.textContent ?? "").replace(/\s+/g, " ").trim();
            const shown = [...document.querySelectorAll("main dt")].filter((term) => term.checkVisibility());
            const section = document.getElementById(id)!;
            return {
              onPage: shown.map(text),
              inBand: shown.filter((term) => section.contains(term)).map(text),
              bandShown: section.checkVisibility(),
              allInBanner: section.hasAttribute("data-all-in-banner"),
            };
          }, band.id);
        const seen = await look();
        const where = `${width} px ${band.route}#${band.id}`;
        if (width < 768) {
          expect(seen.bandShown, where).toBe(true);
          if (seen.allInBanner) {
            expect(seen.inBand, `${where}: folded under its title`).toEqual([]);
            await page.locator(`#${band.id} summary`).click();
            expect((await look()).inBand, `${where}: opened, every row`).toEqual(band.labels);
          } else
            expect(seen.inBand, `${where}: no rail on a phone, so every row in the table`).toEqual(
              band.labels,
            );
          continue;
        }
        for (const label of band.labels)
          expect(
            seen.onPage.filter((term) => term === label),
            `${where}: "${label}" in the rail or the table, not both`,
          ).toHaveLength(1);
        expect(seen.bandShown, `${where}: the band shown only with rows of its own`).toBe(
          seen.inBand.length > 0 || !seen.allInBanner,
        );
      }
    }
  });
});

/** The most white a bordered card may hold under its content, in px. */
const MOST_WHITE_IN_A_CARD = 200;

/** The spec's medium width, where two columns are the most a grid holds and one cell alone shows most. */
const MEDIUM = 768;

/**
 * The holes a designer sees, as px and counts: a grid of three or more to a row (at 768 px, two or
 * more) whose last row is one cell alone at one side, narrower than half the grid; and a bordered card
 * (an element edged on all four sides) with more than MOST_WHITE_IN_A_CARD of white under its content.
 */
const holes = (page: Page, limits: { mostWhite: number; fewest: number }) =>
  page.evaluate(({ mostWhite, fewest }) => {
    const found: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}.${String(element.className).split(" ")[0]} in #${element.closest("[id]")?.id}`;
    for (const element of document.querySelectorAll("main *")) {
      const style = getComputedStyle(element);
      if (!element.checkVisibility()) continue;
      if (style.display === "grid") {
        const cells = [...element.children].filter(
          (child) => child.checkVisibility() && getComputedStyle(child).position !== "absolute",
        );
        const rows = new Map<number, DOMRect[]>();
        for (const cell of cells) {
          const box = cell.getBoundingClientRect();
          const top = Math.round(box.top);
          rows.set(top, [...(rows.get(top) ?? []), box]);
        }
        const [first, ...rest] = [...rows.values()];
        const last = rest.at(-1);
        const grid = element.getBoundingClientRect();
        const { width } = grid;
        // Its columns where they are equal: a card's icon beside its words is no row of cells. Three or
        // more cells in the first row count too, and at 768 px two equal columns do.
        const tracks = style.gridTemplateColumns.split(" ").map(parseFloat);
        const columns = tracks.every((track) => Math.abs(track - tracks[0]) < 1) ? tracks.length : 0;
        const across = Math.max(columns, first && first.length >= 3 ? first.length : 0);
        // A cell centred under the rows (the point of a V) is the drawing's, not a hole beside it.
        const centred = (cell: DOMRect) => Math.abs(cell.x + cell.width / 2 - (grid.x + grid.width / 2)) < 2;
        if (last && across >= fewest && last.length === 1 && last[0].width < width / 2 && !centred(last[0]))
          found.push(`${name(element)}: ${cells.length} cells, ${across} to a row, one alone on the last`);
      }
      const edged = ["Top", "Right", "Bottom", "Left"].every(
        (side) =>
          parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
          style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== "none",
      );
      if (!edged || element.matches("input, textarea, select, button, a, table, img, svg *")) continue;
      const box = element.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(element);
      const content = range.getBoundingClientRect();
      const white =
        box.bottom - parseFloat(style.borderBottomWidth) - parseFloat(style.paddingBottom) - content.bottom;
      if (content.height > 0 && white > mostWhite)
        found.push(`${name(element)}: ${Math.round(white)} px of white under its content`);
    }
    return found;
  }, limits);

test(
  `every route at ${WIDTHS.join(", ")} px: no grid ends in one narrow cell under a row of three or more (at ${MEDIUM} px, of two or more), no card holds more than ${MOST_WHITE_IN_A_CARD} px of white`,
  { tag: "@reduced-motion" },
  async ({ page }) => {
    for (const { path: route } of [...ENTRIES, ...TOPIC_PAGES]) {
      await page.setViewportSize({ width: WIDTHS[0], height: SCREEN_HEIGHT });
      await page.goto(route);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: SCREEN_HEIGHT });
        const fewest = width === MEDIUM ? 2 : 3;
        // Soft: one run reports the holes of every route and width, not only the first.
        expect
          .soft(await holes(page, { mostWhite: MOST_WHITE_IN_A_CARD, fewest }), `${width} px ${route}`)
          .toEqual([]);
      }
    }
  },
);

test(
  "running text among other sections keeps their left edge at 1280 px, its paragraphs beside its head across the rest of the row (a page of running text alone keeps its centred column)",
  { tag: "@desktop" },
  async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: SCREEN_HEIGHT });
    const mixed = PAGES.filter(({ sections }: { sections: { kind: string }[] }) => {
      const kinds = new Set(sections.map((section) => section.kind));
      return kinds.has("text") && kinds.size > 1;
    });
    expect(mixed.length, "a page with running text among other sections").toBeGreaterThan(0);
    for (const { path: route, sections } of mixed) {
      await page.goto(route);
      const edges = await page.evaluate(
        (texts: string[]) => {
          const left = (id: string) =>
            document.querySelector(`#${id} h2`)?.getBoundingClientRect().left ?? Infinity;
          const unpaired = (id: string) => !document.getElementById(id)!.closest("[data-section-pair]");
          const page = Math.min(
            ...[...document.querySelectorAll("main section[id]")]
              .filter((section) => section.checkVisibility())
              .map((section) => left(section.id)),
          );
          return texts.filter(unpaired).map((id) => {
            const head = document.querySelector(`#${id} h2`)!.getBoundingClientRect();
            const text = [...document.querySelectorAll(`#${id} p`)].map((p) => p.getBoundingClientRect());
            return {
              id,
              offset: Math.round(left(id) - page),
              // The paragraphs start right of the head and reach into the right third of the page's row.
              beside: text.every((box) => box.left >= head.right && box.top >= head.top - 1),
              reach: Math.round(Math.max(...text.map((box) => box.right)) - page),
            };
          });
        },
        sections
          .filter((section: { kind: string }) => section.kind === "text")
          .map((section: { id: string }) => section.id),
      );
      for (const { id, offset, beside, reach } of edges) {
        expect(offset, `${route} #${id}`).toBe(0);
        expect(beside, `${route} #${id}: the text beside its head`).toBe(true);
        // The row is the page's container (1088 px at 1280 px): the text ends in its last third.
        expect(reach, `${route} #${id}: where the text ends`).toBeGreaterThan((2 / 3) * 1088);
      }
    }
  },
);

/** Each section that has a note beside its head, with its page. */
const NOTES: { route: string; id: string; heading: string; note: { title: string } }[] = PAGES.flatMap(
  ({
    path: route,
    sections,
  }: {
    path: string;
    sections: { id: string; heading: string; note?: { title: string } }[];
  }) =>
    sections.filter((section) => section.note).map((section) => ({ route, ...section, note: section.note! })),
);

test(
  "a section's note stands boxed beside its head from 1024 px, filling the width the head leaves, and under its intro on a phone",
  { tag: "@desktop" },
  async ({ page }) => {
    expect(NOTES.length, "a page has a note").toBeGreaterThan(0);
    for (const { route, id, heading, note } of NOTES) {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: SCREEN_HEIGHT });
        await page.goto(route);
        const section = page.locator(`#${id}`);
        const head = (await section.getByRole("heading", { level: 2, name: heading }).boundingBox())!;
        const intro = (await section.locator("p").first().boundingBox())!;
        const title = section.getByRole("heading", { level: 3, name: note.title });
        const box = (await title.locator("xpath=..").boundingBox())!;
        const content = (await section.locator("ul").first().boundingBox())!;
        if (width === 1280) {
          expect(box.x, `${route} #${id}: beside the intro`).toBeGreaterThan(intro.x + intro.width);
          expect(Math.abs(box.y - head.y), `${route} #${id}: level with the head`).toBeLessThanOrEqual(16);
          expect(box.x + box.width, `${route} #${id}: to the content's edge`).toBeGreaterThanOrEqual(
            content.x + content.width - 1,
          );
        } else {
          expect(box.y, `${route} #${id}: under the intro`).toBeGreaterThanOrEqual(intro.y + intro.height);
        }
      }
    }
  },
);

type Urgent = {
  id: string;
  heading: string;
  callLabel: string;
  action: { label: string; request: string; form483?: boolean };
  pageLink?: { label: string; to: string };
};
const urgentOf = (route: string): Urgent =>
  pageAt(route).sections.find((section: { kind: string }) => section.kind === "urgent");

test.describe("the urgent path: a Form 483 or a warning letter", () => {
  for (const route of ["/", "/gmpaudits/", "/qualityconsulting/"]) {
    test(`${route}: the band stands right under the banner, dark, with a filled call, a way to the form with the request chosen and its page`, async ({
      page,
      problems,
    }) => {
      const band = urgentOf(route);
      expect(band, `data/pages: an urgent band on ${route}`).toBeTruthy();
      await page.goto(route, { waitUntil: "networkidle" });
      const region = page.getByRole("region", { name: band.heading });
      // The first section after the banner: the visitor with a deadline meets it on the first or second screen.
      expect(await page.locator("main > section, main > div").nth(1).getAttribute("id")).toBe(band.id);
      const call = region.getByRole("link", { name: labelled(band.callLabel) });
      await expect(call).toHaveAttribute("href", `tel:${site.phone.replace(/[^\d+]/g, "")}`);
      // Unlike every other band: a dark ground (the signposts and lead times are pale), and its call a
      // fill of its own, the number set at 20 px or more.
      const look = await region.evaluate((section, callLabel) => {
        const link = [...section.querySelectorAll("a")].find((a) => a.textContent!.startsWith(callLabel))!;
        const others = [...document.querySelectorAll("main > section")]
          .filter((other) => other !== section)
          .map((other) => getComputedStyle(other).backgroundColor);
        const heading = section.querySelector("h2")!;
        return {
          ground: getComputedStyle(section).backgroundColor,
          others,
          fill: getComputedStyle(link).backgroundColor,
          size: parseFloat(getComputedStyle(link).fontSize),
          height: link.offsetHeight,
          headingLines: Math.round(heading.offsetHeight / parseFloat(getComputedStyle(heading).lineHeight)),
          desktop: window.innerWidth >= 1024,
        };
      }, band.callLabel);
      expect(
        relativeLuminance(channelsOf(look.ground)),
        `${route}: the band's ground ${look.ground}`,
      ).toBeLessThan(0.1);
      expect(look.others, `${route}: no other band is the urgent band's colour`).not.toContain(look.ground);
      expect(look.fill).not.toBe(look.ground);
      expect(look.fill).not.toBe("rgba(0, 0, 0, 0)");
      expect(look.size).toBeGreaterThanOrEqual(20);
      expect(look.height).toBeGreaterThanOrEqual(44);
      if (look.desktop) expect(look.headingLines, `${route}: "${band.heading}" on one line`).toBe(1);
      // As the browser names it to a screen reader (its accessibility tree, not Playwright's reckoning):
      // the label and the number apart.
      const cdp = await page.context().newCDPSession(page);
      const { nodes } = await cdp.send("Accessibility.getFullAXTree");
      const names = nodes.flatMap((node) =>
        node.role?.value === "link" && String(node.name?.value ?? "").includes(site.phone)
          ? [String(node.name?.value)]
          : [],
      );
      expect(names).toContain(`${band.callLabel} ${site.phone}`);
      await cdp.detach();
      if (band.pageLink)
        await expect(region.getByRole("link", { name: band.pageLink.label })).toHaveAttribute(
          "href",
          band.pageLink.to,
        );
      await region.getByRole("link", { name: band.action.label }).click();
      await page.waitForURL((url) => url.pathname === "/contactus/");
      const url = new URL(page.url());
      expect(url.searchParams.get("request")).toBe(band.action.request);
      expect(url.searchParams.get("from")).toMatch(/-urgent$/);
      const form = page.locator("form");
      await expect(form.getByLabel(labelled(CONTACT_FORM.fields.request.label))).toHaveValue(
        band.action.request,
      );
      // A band for a Form 483 response opens the form on its 483 part, in view, the subject filled in.
      expect(band.action.form483, `${route}: the band's action is for a 483 response`).toBe(true);
      expect(url.hash).toBe("#form-483");
      const part = form.getByRole("group", { name: CONTACT_FORM.form483.heading });
      await expect(part).toBeInViewport();
      await expect(part.getByLabel(labelled(CONTACT_FORM.fields.form483IssuedOn.label))).toBeVisible();
      await expect(form.getByLabel(labelled(CONTACT_FORM.fields.subject.label))).toHaveValue(
        CONTACT_FORM.form483.subject,
      );
      expect(problems).toEqual([]);
    });
  }
});

type LeadTimesBand = {
  id: string;
  heading: string;
  leadTimes: string[];
  links: { label: string; to?: string; request?: string }[];
};

test.describe("the path before an inspection", () => {
  test("on Home, right under the urgent band and within a phone's first two screens: the lead times, the request and the readiness check", async ({
    page,
    problems,
  }) => {
    const sections = pageAt("/").sections as { kind: string; id: string }[];
    const band = sections.find((section) => section.kind === "leadTimes") as unknown as LeadTimesBand;
    expect(band, "data/pages/home.json: a lead-times band for the site expecting an inspection").toBeTruthy();
    await page.goto("/", { waitUntil: "networkidle" });
    const region = page.getByRole("region", { name: band.heading });
    // Beside the urgent band: after an inspection, then before one.
    const order = await page
      .locator("main > section, main > div")
      .evaluateAll((nodes) => nodes.map((node) => node.id));
    expect(order.indexOf(band.id)).toBe(order.indexOf(urgentOf("/").id) + 1);
    const viewport = page.viewportSize()!;
    if (viewport.width <= 375) {
      const top = await region.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      expect(top, "the band's top within the first two screens").toBeLessThan(viewport.height * 2);
    }
    const times = site.leadTimes.filter((entry: { name: string }) => band.leadTimes.includes(entry.name));
    await expect(region.getByRole("definition")).toHaveText(
      times.map((entry: { time: string }) => entry.time),
    );
    const toPage = band.links.find((link) => link.to)!;
    const toForm = band.links.find((link) => !link.to)!;
    await expect(region.getByRole("link", { name: toPage.label })).toHaveAttribute("href", toPage.to!);
    await region.getByRole("link", { name: toForm.label }).click();
    await page.waitForURL((url) => url.pathname === "/contactus/");
    const url = new URL(page.url());
    expect(url.searchParams.get("request")).toBe(toForm.request);
    expect(url.searchParams.get("from")).toBe("home-lead-times");
    expect(problems).toEqual([]);
  });
});

test.describe("the five services, composed", { tag: "@desktop" }, () => {
  const services = pageAt("/").sections.find(
    (section: { kind: string; cards?: unknown[] }) => section.kind === "cards" && section.cards?.length === 5,
  );

  test(`no row left short at ${WIDTHS.join(", ")} px: full rows, or one lead card across the grid and full rows under it`, async ({
    page,
  }) => {
    expect(services, "data/pages/home.json: a section of five service cards").toBeTruthy();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: SCREEN_HEIGHT });
      await page.goto("/", { waitUntil: "networkidle" });
      const rows = await page.locator(`#${services.id} ul`).evaluate((grid) => {
        // Laid-out widths: a card's box on screen is scaled for a moment while its reveal runs.
        const gridWidth = (grid as HTMLElement).clientWidth;
        const byTop = new Map<number, { width: number }[]>();
        for (const card of grid.children as HTMLCollectionOf<HTMLElement>) {
          const top = card.offsetTop;
          byTop.set(top, [...(byTop.get(top) ?? []), { width: card.offsetWidth }]);
        }
        return [...byTop.values()].map((boxes) => ({
          count: boxes.length,
          across: boxes.length === 1 && Math.abs(boxes[0].width - gridWidth) < 2,
        }));
      });
      const [first, ...rest] = rows;
      const full = rows.length > 1 && first.across ? rest : rows;
      expect(new Set(full.map((row) => row.count)).size, `${width} px: ${JSON.stringify(rows)}`).toBe(1);
      // A card's link is a line of text, never a filled button.
      const fills = await page
        .locator(`#${services.id} li a`)
        .evaluateAll((links) => links.map((link) => getComputedStyle(link).backgroundColor));
      expect(
        fills.every((fill) => /rgba\(0, 0, 0, 0\)|transparent/.test(fill)),
        `${width} px`,
      ).toBe(true);
    }
  });
});

test.describe("long explanations on phones: behind their titles, shown from 768 px", () => {
  type Item = { title: string; text?: string };
  type List = { id: string; kind: string; style?: string; folded?: boolean; items?: Item[] };
  /** The first ticked or plain list with explanations that is not itself behind its heading, and its page. */
  const [route, list] = PAGES.flatMap((data) =>
    (data.sections as List[])
      .filter(
        (section) =>
          section.kind === "list" &&
          (section.style === "checks" || section.style === "plain") &&
          !section.folded &&
          section.items?.some((item) => item.text),
      )
      .map((section) => [data.path as string, section] as const),
  )[0];
  const item: Item = list.items!.find((candidate: Item) => candidate.text)!;
  /** A moment into a reveal (its rise eases out, so most of it is still to come). */
  const EARLY_IN_REVEAL_MS = 50;
  /**
   * Waits until the list's reveal has started, or there is none: on a slow start the page shows
   * everything at once and reveals nothing (src/motion/init-reveal.ts).
   */
  const risingOrShown = (items: Locator) =>
    expect
      .poll(() =>
        items.evaluate(
          (element) =>
            element.classList.contains("aos-animate") ||
            !element.ownerDocument.documentElement.classList.contains("js-reveal"),
        ),
      )
      .toBe(true);

  /** On a phone, with the page's script started: the list, the entry scrolled to, and its hidden explanation. */
  const scrolledToEntry = async (page: Page) => {
    await page.goto(route, { waitUntil: "networkidle" });
    await appStarted(page);
    const items = page.locator(`#${list.id}-items`);
    const entry = items.locator(":scope > li").filter({ hasText: item.title });
    const text = entry.locator("p").filter({ hasText: item.text!.slice(0, 40) });
    await entry.scrollIntoViewIfNeeded();
    return { items, entry, text };
  };

  test(
    `every page at ${WIDTHS.join(", ")} px: no closed disclosure shows its content; from 768 px each is open, its title no Tab stop`,
    { tag: "@desktop" },
    async ({ page }) => {
      /** Each disclosure whose state the screen contradicts, or a title that is a Tab stop doing nothing. */
      const untrue = () =>
        page.evaluate(() =>
          [...document.querySelectorAll("details")].flatMap((details) => {
            const title = (details.querySelector("summary")?.textContent ?? "").trim().slice(0, 40);
            const shown = [...details.children].some(
              (child) => child.tagName !== "SUMMARY" && child.checkVisibility(),
            );
            const wide = window.matchMedia("(min-width: 48em)").matches;
            const fold = details.hasAttribute("data-fold");
            const summary = details.querySelector("summary");
            return [
              ...(!details.open && shown ? [`closed, its content shown: ${title}`] : []),
              ...(wide && fold && !details.open ? [`closed from 768 px: ${title}`] : []),
              ...(wide && fold && summary && summary.tabIndex >= 0
                ? [`a Tab stop from 768 px: ${title}`]
                : []),
            ];
          }),
        );
      /**
       * From 768 px, what opening the disclosures changed on the screen: each one's box, and a sign (+ or
       * minus) drawn in a title. Nothing: the styles showed their content already.
       */
      const changedByOpening = () =>
        page.evaluate(() => {
          const folds = [...document.querySelectorAll<HTMLDetailsElement>("details[data-fold]")];
          const boxes = () =>
            folds.map((details) => {
              const box = details.getBoundingClientRect();
              return `${Math.round(box.top + window.scrollY)},${Math.round(box.height)}`;
            });
          const open = boxes();
          const signs = folds.flatMap((details) =>
            [details.querySelector("summary")!, ...details.querySelectorAll("summary *")].flatMap(
              (element) => {
                const after = getComputedStyle(element, "::after");
                return after.display !== "none" && /[+\u2212]/.test(after.content) ? [after.content] : [];
              },
            ),
          );
          for (const details of folds) details.open = false;
          const closed = boxes();
          for (const details of folds) details.open = true;
          return { moved: open.filter((box, index) => box !== closed[index]), signs };
        });
      for (const data of PAGES) {
        await page.setViewportSize({ width: WIDTHS[0], height: SCREEN_HEIGHT });
        await page.goto(data.path, { waitUntil: "networkidle" });
        await appStarted(page);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: SCREEN_HEIGHT });
          await expect.poll(untrue, { message: `${data.path} at ${width} px` }).toEqual([]);
          if (width >= 768)
            expect(await changedByOpening(), `${data.path} at ${width} px`).toEqual({ moved: [], signs: [] });
        }
      }
    },
  );

  test(
    "the sign that opens a folded section is not part of its heading's name",
    { tag: "@phone" },
    async ({ page }) => {
      const folded = pageAt("/aboutus/").sections.find((section: { folded?: boolean }) => section.folded);
      await page.goto("/aboutus/", { waitUntil: "networkidle" });
      await expect(page.locator(`#${folded.id}`).getByRole("heading", { level: 2 })).toHaveAccessibleName(
        folded.heading,
      );
    },
  );

  test(
    "on a phone a tap on a title opens its explanation, and another closes it",
    { tag: "@phone" },
    async ({ page }) => {
      const { items, entry, text } = await scrolledToEntry(page);
      // Scrolled to, the list rises into place. A visitor taps a row where they see it; a tap aimed as
      // the rise starts would land on the row below once it ends (the next test taps during the rise).
      await risingOrShown(items);
      await items.evaluate((element) => Promise.all(element.getAnimations().map(({ finished }) => finished)));
      await expect(text).toBeHidden();
      await entry.locator("summary").tap();
      await expect(text).toBeVisible();
      await entry.locator("summary").tap();
      await expect(text).toBeHidden();
    },
  );

  test(
    "on a phone a tap on a title as its list starts to rise into view opens its explanation",
    { tag: "@phone" },
    async ({ page }) => {
      const { items, entry, text } = await scrolledToEntry(page);
      // Held early in its reveal, still most of its rise below its place, where a slow phone shows it to
      // a visitor who taps: focus on the press must not move it before the release.
      await risingOrShown(items);
      await items.evaluate((element, at) => {
        for (const animation of element.getAnimations()) {
          animation.pause();
          animation.currentTime = at;
        }
      }, EARLY_IN_REVEAL_MS);
      await entry.locator("summary").tap();
      await expect(text).toBeVisible();
    },
  );

  test(
    "without JavaScript every fold is open, at 1280 px and on a phone, where a title closes its explanation and opens it again",
    { tag: "@no-javascript" },
    async ({ page }) => {
      for (const { path: route } of PAGES) {
        await page.goto(route);
        const closed = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLDetailsElement>("details[data-fold]")]
            .filter((details) => !details.open)
            .map((details) => details.querySelector("summary")!.textContent!.trim().slice(0, 40)),
        );
        expect(closed, `${route}: folds built closed`).toEqual([]);
      }
      await page.setViewportSize({ width: 375, height: SCREEN_HEIGHT });
      await page.goto(route, { waitUntil: "networkidle" });
      const entry = page.locator(`#${list.id}-items > li`).filter({ hasText: item.title });
      const text = entry.locator("p").filter({ hasText: item.text!.slice(0, 40) });
      await expect(text).toBeVisible();
      await entry.getByText(item.title).click();
      await expect(text).toBeHidden();
      await entry.getByText(item.title).click();
      await expect(text).toBeVisible();
    },
  );

  test("from 768 px every explanation shows, with nothing to open", { tag: "@desktop" }, async ({ page }) => {
    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: SCREEN_HEIGHT });
      await page.goto(route, { waitUntil: "networkidle" });
      const entry = page.locator(`#${list.id}-items > li`).filter({ hasText: item.title });
      await expect(entry.locator("p").filter({ hasText: item.text!.slice(0, 40) })).toBeVisible();
    }
  });
});

// Pinned to one project: the test sets its own screens.
test.describe(
  "tables of terms: each term beside its explanation from 768 px, above it on phones",
  { tag: "@desktop" },
  () => {
    /** Every page's terms lists, as the data holds them. */
    const tables = PAGES.flatMap((data) =>
      data.sections
        .filter(
          (section: { kind: string; style?: string }) => section.kind === "list" && section.style === "terms",
        )
        .map((section: { id: string; folded?: boolean; items: { title: string }[] }) => ({
          route: data.path,
          section,
        })),
    );

    test("at 375 and 1280 px: every term shown with its explanation, on one row from 768 px", async ({
      page,
    }) => {
      expect(tables.length, "a page holds a table of terms").toBeGreaterThan(0);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: SCREEN_HEIGHT });
        for (const { route, section } of tables) {
          await page.goto(route, { waitUntil: "networkidle" });
          // A list folded on phones opens from its heading (src/components/section).
          const fold = page.locator(`#${section.id} details`);
          if (section.folded && width < 768) await fold.locator("summary").click();
          const rows = page.locator(`#${section.id}-items > div`);
          await expect(rows, `${route} #${section.id}`).toHaveCount(section.items.length);
          const placed = await rows.evaluateAll((divs) =>
            divs.map((div) => {
              const term = div.querySelector("dt")!.getBoundingClientRect();
              const text = div.querySelector("dd")!.getBoundingClientRect();
              return {
                term: div.querySelector("dt")!.textContent,
                termBox: term.toJSON(),
                textBox: text.toJSON(),
              };
            }),
          );
          for (const { term, termBox, textBox } of placed) {
            const at = `${route} at ${width} px, ${term}`;
            expect(textBox.height, `${at}: its explanation shows`).toBeGreaterThan(0);
            if (width >= 768) {
              expect(textBox.left, `${at}: the explanation right of its term`).toBeGreaterThanOrEqual(
                termBox.right,
              );
              expect(Math.abs(textBox.top - termBox.top), `${at}: both start on one line`).toBeLessThan(2);
            } else {
              expect(textBox.top, `${at}: the explanation under its term`).toBeGreaterThanOrEqual(
                termBox.bottom - 1,
              );
              expect(Math.abs(textBox.left - termBox.left), `${at}: both at one edge`).toBeLessThan(1);
            }
          }
        }
      }
    });
  },
);

test(
  "at 1280 px two cards alone are the row's two halves, from the heading's left edge (the 404 page's)",
  { tag: "@desktop" },
  async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: SCREEN_HEIGHT });
    // Every page, the unlisted ones too (the 404 page is not in the sitemap).
    const pairs = ENTRIES.filter((data) => data.collection === "pages").flatMap((data) =>
      (data.sections as { kind: string; id: string; cards?: unknown[] }[])
        .filter((section) => section.kind === "cards" && section.cards?.length === 2)
        .map((section) => ({ route: data.path as string, id: section.id })),
    );
    expect(pairs.length, "a cards section of two").toBeGreaterThan(0);
    // The cards' reveal scales them as they come: measured where they rest.
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const { route, id } of pairs) {
      await page.goto(route);
      const seen = await page.evaluate((sectionId) => {
        const section = document.getElementById(sectionId)!;
        const head = section.querySelector("h2")!.getBoundingClientRect();
        const grid = section.querySelector("ul")!.getBoundingClientRect();
        const cards = [...section.querySelectorAll("ul > li")].map((card) => card.getBoundingClientRect());
        return {
          head: head.left,
          grid: grid.width,
          lefts: cards.map((card) => card.left),
          widths: cards.map((card) => card.width),
        };
      }, id);
      expect(Math.round(seen.lefts[0]), `${route} #${id}: the first card under the heading`).toBe(
        Math.round(seen.head),
      );
      for (const width of seen.widths) expect(width, `${route} #${id}`).toBeGreaterThan(seen.grid * 0.45);
    }
  },
);
