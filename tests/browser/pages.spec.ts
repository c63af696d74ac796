/** Every page: its head tags, its address, the hero's size and image, lists, Contact Us (each page's visit: every-page.spec.ts). */
import http from "node:http";
import type { AddressInfo } from "node:net";

import type { Page } from "@playwright/test";

import { LONG_LIST_ITEMS } from "../../src/components/list-section/long-list";
import { expect, nextFrames, test } from "../support/fixtures";
import { CONTACT_FORM, labelled, pageAt, PAGES, site, SITE_URL } from "../support/site";
import { builtDocument, builtFile, jsonLdIn } from "../support/static-html";

const staticPage = (route: string) => builtDocument(builtFile(route));

/** Every layout shift since the page started, summed. */
const layoutShiftSoFar = () => {
  let total = 0;
  const observer = new PerformanceObserver(() => {});
  observer.observe({ type: "layout-shift", buffered: true });
  for (const entry of observer.takeRecords()) total += (entry as PerformanceEntry & { value: number }).value;
  observer.disconnect();
  return total;
};

/**
 * Keeps a page in its fallback faces, the same on every run whatever the timing of the font files
 * (type.spec.ts proves that neither way moves anything).
 */
const withFallbackFacesOnly = (page: Page) => page.route(/\.woff2$/, (route) => route.abort());

test.describe(
  "the static HTML of each route carries its own head tags (SPEC §1)",
  { tag: "@desktop" },
  () => {
    for (const page of PAGES) {
      test(`${page.path}: title, description, keywords, one JSON-LD graph with the organisation and lang="en"`, () => {
        const document = staticPage(page.path);
        expect(document.documentElement.lang).toBe("en");
        expect(document.title).toBe(page.title);
        const meta = (name: string) =>
          document.head.querySelector(`meta[name="${name}"]`)?.getAttribute("content");
        expect(meta("description")).toBe(page.description);
        expect(meta("keywords")).toBe(page.keywords.join(", "));
        const blocks = jsonLdIn(document) as { "@graph": { "@type": string }[] }[];
        expect(blocks, "exactly one JSON-LD block").toHaveLength(1);
        // The organisation of SPEC §1 is the graph's ProfessionalService (a LocalBusiness, so an Organization).
        const org = blocks[0]["@graph"].find((node) => node["@type"] === "ProfessionalService") as Record<
          string,
          unknown
        >;
        expect(org.name).toBe(site.name);
        expect(org.url).toBe(new URL("/", site.url).href);
        expect(org.logo).toBe(new URL(site.logoRaster, site.url).href);
        expect({ ...(org.contactPoint as object) }).toEqual({
          "@type": "ContactPoint",
          telephone: site.phone,
          email: site.email,
          contactType: "Customer Service",
        });
      });

      test(`${page.path}: is painted only once its hero has arrived`, () => {
        const document = staticPage(page.path);
        expect(
          document.head.querySelectorAll('link[rel="expect"][href="#hero-end"][blocking="render"]'),
        ).toHaveLength(1);
        // The element waited for comes after everything the hero shows, and is the only one of its id.
        const ends = document.querySelectorAll("#hero-end");
        expect(ends).toHaveLength(1);
        expect(ends[0].tagName).toBe("SPAN");
        expect(ends[0].hasAttribute("hidden")).toBe(true);
        const title = document.querySelector("h1")!;
        expect(title.compareDocumentPosition(ends[0]) & title.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
        expect(title.contains(ends[0])).toBe(false);
      });
    }
  },
);

test.describe("addresses", () => {
  test("a route without its trailing slash reaches the page", { tag: "@desktop" }, async ({ page }) => {
    const response = await page.goto("/training", { waitUntil: "networkidle" });
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/training/");
  });
});

test.describe("hero height (SPEC §2, §9)", { tag: "@desktop" }, () => {
  // On a phone an editor's heading or line longer than the copy rules advise (plugins/site-content/copy-rules.ts,
  // BANNER_CHARACTERS) may need more than 300 px: there the banner grows to exactly what its text
  // needs, never cutting it off. From 768 px it is the spec's height whatever the text.
  const cases = [
    { width: 320, expected: 300, growsForLongerText: true },
    { width: 375, expected: 300, growsForLongerText: true },
    { width: 767, expected: 300, growsForLongerText: true },
    { width: 768, expected: 600, growsForLongerText: false },
    { width: 1280, expected: 600, growsForLongerText: false },
  ];
  test(`is 300 px up to 767 px wide and 600 px from 768 px, on every page`, async ({ page }) => {
    for (const route of PAGES.map((p) => p.path)) {
      await page.goto(route);
      // One load per page; the viewport then takes each width in turn, as a resized window does.
      for (const { width, expected, growsForLongerText } of cases) {
        await page.setViewportSize({ width, height: 900 });
        const { height, needed } = await page.evaluate(() => {
          const hero = document.querySelector("h1")!.closest("main > *")!;
          const content = document.querySelector("h1")!.parentElement!;
          const style = getComputedStyle(hero);
          return {
            height: hero.getBoundingClientRect().height,
            needed:
              content.getBoundingClientRect().height +
              parseFloat(style.paddingTop) +
              parseFloat(style.paddingBottom),
          };
        });
        if (growsForLongerText && needed > expected) {
          expect(height, `${route} at ${width} px: as tall as its text`).toBeCloseTo(needed, 0);
        } else {
          expect(height, `${route} at ${width} px`).toBe(expected);
        }
      }
    }
  });
});

test(
  "loads the banner's picture (its drawn artwork, or a photograph as AVIF) eagerly at high priority and the site's script at low, with no layout shift",
  { tag: "@phone" },
  async ({ page }) => {
    await withFallbackFacesOnly(page);
    // The priority each request is sent with, as Chromium's network panel shows it.
    const priorities = new Map<string, string>();
    const cdp = await page.context().newCDPSession(page);
    cdp.on("Network.requestWillBeSent", ({ request }) =>
      priorities.set(new URL(request.url).pathname, request.initialPriority),
    );
    await cdp.send("Network.enable");
    await page.goto("/", { waitUntil: "networkidle" });
    const hero = await page.evaluate(() => {
      // The banner's picture: the generated artwork, or a photograph's <picture>.
      const img = document.querySelector<HTMLImageElement>("main > * img")!;
      return {
        loading: img.getAttribute("loading"),
        priority: img.getAttribute("fetchpriority"),
        current: img.currentSrc,
        photograph: img.parentElement?.tagName === "PICTURE",
        complete: img.complete && img.naturalWidth > 0,
      };
    });
    expect(hero.loading).toBe("eager");
    expect(hero.priority).toBe("high");
    expect(hero.current).toMatch(hero.photograph ? /\.avif$/ : /\.svg$/);
    expect(hero.complete).toBe(true);
    expect(priorities.get(new URL(hero.current).pathname)).toBe("High");
    const scripts = [...priorities].filter(([pathname]) => pathname.endsWith(".js"));
    expect(scripts).toEqual([[expect.stringMatching(/^\/islands\/site-\w+\.js$/), "Low"]]);
    // Every shift since the page started, once it has settled (network idle, two more frames rendered).
    await nextFrames(page);
    expect(await page.evaluate(layoutShiftSoFar)).toBe(0);
  },
);

/** How long a slow connection stalls in the middle of the page's hero. */
const STALL_MS = 1500;

test(
  "paints nothing until the hero has arrived whole, so a connection that stalls in it moves nothing",
  { tag: "@phone" },
  async ({ page }) => {
    // A connection that delivers the home page up to the end of the hero's title, stalls, then the
    // rest; every other file comes straight from the site. A browser that painted the half hero
    // would move its text up as the lead and actions arrived (the text is centred in the banner).
    const html = await (await fetch(`${SITE_URL}/`)).text();
    const cut = html.indexOf("</h1>");
    expect(cut).toBeGreaterThan(0);
    const connection = http.createServer(async (request, response) => {
      if (request.url === "/") {
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        response.write(html.slice(0, cut));
        // A fixed wait: the stall is the slow connection under test.
        await new Promise((resume) => setTimeout(resume, STALL_MS));
        response.end(html.slice(cut));
        return;
      }
      const file = await fetch(`${SITE_URL}${request.url}`);
      response.writeHead(file.status, { "content-type": file.headers.get("content-type") ?? "" });
      response.end(Buffer.from(await file.arrayBuffer()));
    });
    await new Promise<void>((listening) => connection.listen(0, "127.0.0.1", listening));
    try {
      const { port } = connection.address() as AddressInfo;
      await withFallbackFacesOnly(page);
      await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: "networkidle" });
      await nextFrames(page);
      const firstPaint = await page.evaluate(
        () => performance.getEntriesByName("first-paint")[0]?.startTime ?? Number.NaN,
      );
      expect(firstPaint).toBeGreaterThanOrEqual(STALL_MS);
      expect(await page.evaluate(layoutShiftSoFar)).toBe(0);
    } finally {
      connection.close();
    }
  },
);

test.describe("ticked and plain lists in columns", { tag: "@reduced-motion" }, () => {
  for (const route of ["/gmpaudits/", "/computersystemvalidations/", "/training/"]) {
    test(`${route}: at 1280 px two columns, a lone last item spanning the row; from ${LONG_LIST_ITEMS} items up to three, none alone`, async ({
      page,
    }) => {
      const lists = pageAt(route).sections.filter(
        (section: { kind: string; style: string }) =>
          section.kind === "list" && ["checks", "plain"].includes(section.style),
      ) as { id: string; items: unknown[] }[];
      expect(lists.length).toBeGreaterThan(0);
      await page.goto(route, { waitUntil: "networkidle" });
      for (const list of lists) {
        const { rows, listWidth } = await page.evaluate((id) => {
          const element = document.getElementById(`${id}-items`)!;
          const rowsByTop = new Map<number, { left: number; right: number; count: number }>();
          for (const item of element.children) {
            const rect = item.getBoundingClientRect();
            const row = rowsByTop.get(Math.round(rect.top)) ?? {
              left: rect.left,
              right: rect.right,
              count: 0,
            };
            row.left = Math.min(row.left, rect.left);
            row.right = Math.max(row.right, rect.right);
            row.count += 1;
            rowsByTop.set(Math.round(rect.top), row);
          }
          return {
            rows: [...rowsByTop.values()].map((row) => ({ count: row.count, width: row.right - row.left })),
            listWidth: element.getBoundingClientRect().width,
          };
        }, list.id);
        const where = `${route} #${list.id} (${list.items.length} items)`;
        if (list.items.length >= LONG_LIST_ITEMS) {
          expect(rows[0].count, `${where}: columns`).toBeGreaterThanOrEqual(2);
          expect(rows[0].count, `${where}: columns`).toBeLessThanOrEqual(3);
          expect(rows.at(-1)!.count, `${where}: items on the last row`).toBeGreaterThan(1);
          continue;
        }
        expect(rows[0].count, `${where}: two columns`).toBe(2);
        for (const row of rows) {
          expect(
            Math.abs(row.width - listWidth),
            `${where}: every row, a lone last item's too, is the list's width`,
          ).toBeLessThanOrEqual(1);
        }
      }
    });
  }
});

test.describe("Contact Us (SPEC §2)", () => {
  test(
    "shows the address, phone and email cards and the lazily loaded, titled map",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/contactus/", { waitUntil: "networkidle" });
      const region = page.getByRole("region", {
        name: pageAt("/contactus/").sections.find((section: { kind: string }) => section.kind === "contact")
          .heading,
      });
      // The address card; the map's fallback box beside the frame repeats the address.
      await expect(
        region.getByRole("listitem").getByText(`${site.address.city}, ${site.address.region}`),
      ).toBeVisible();
      await expect(region.getByRole("link", { name: site.phone, exact: true })).toHaveAttribute(
        "href",
        "tel:+910000000000",
      );
      await expect(region.getByRole("link", { name: site.email })).toHaveAttribute(
        "href",
        `mailto:${site.email}`,
      );
      await page.getByRole("link", { name: site.map.linkLabel }).scrollIntoViewIfNeeded();
      const map = page.locator(`iframe[title="${site.map.title}"]`);
      await expect(map).toHaveAttribute("loading", "lazy");
      await expect(map).toHaveAttribute("src", site.map.embedUrl);
    },
  );

  test(
    "asks the maps service for nothing until the map comes into view (SPEC §2: loaded lazily)",
    { tag: "@phone" },
    async ({ page }) => {
      // The page has settled (no request for 500 ms) at its top: no frame, so nothing was asked for.
      await page.goto("/contactus/", { waitUntil: "networkidle" });
      const mapOrigin = new URL(site.map.embedUrl).origin;
      await expect(page.locator("iframe")).toHaveCount(0);
      expect(
        page.frames().filter((frame) => frame.url().startsWith(mapOrigin)),
        "no frame of the maps service",
      ).toEqual([]);
      const request = page.waitForRequest((r) => r.url() === site.map.embedUrl);
      await page.getByRole("link", { name: site.map.linkLabel }).scrollIntoViewIfNeeded();
      await request;
      await expect(page.locator(`iframe[title="${site.map.title}"]`)).toBeVisible();
    },
  );

  test("shows the map without JavaScript too", { tag: "@no-javascript" }, async ({ page }) => {
    await page.goto("/contactus/", { waitUntil: "networkidle" });
    const map = page.locator(`iframe[title="${site.map.title}"]`);
    await expect(map).toHaveAttribute("src", site.map.embedUrl);
    await map.scrollIntoViewIfNeeded();
    await expect(map).toBeVisible();
  });
});

test.describe("Contact Us: the form on the first screen", () => {
  /**
   * Where the first field (its label) may start, from the page's top, on a laptop's and a phone's first
   * screen: the form's card rises into the banner beside its title from 1024 px, and comes straight
   * after the banner's text below that, the details and the map after it. Before, the first field sat
   * at about 900 px (1280) and 1,287 px (375), behind the banner's button down to it.
   */
  const FIRST_SCREENS: [width: number, height: number, limit: number][] = [
    [1280, 800, 560],
    [375, 812, 520],
  ];
  const firstFieldTop = (page: Page) =>
    page.evaluate(
      () => document.querySelector("#request-form form label")!.getBoundingClientRect().top + window.scrollY,
    );

  for (const [width, height, limit] of FIRST_SCREENS) {
    test(
      `at ${width} × ${height} the first field starts within ${limit} px`,
      { tag: "@desktop" },
      async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.goto("/contactus/", { waitUntil: "networkidle" });
        expect(await firstFieldTop(page)).toBeLessThanOrEqual(limit);
        // Whole, not under the header: the field's input is on the first screen too.
        const input = (await page
          .locator("#request-form form")
          .getByLabel(labelled(CONTACT_FORM.fields.name.label))
          .boundingBox())!;
        expect(input.y + input.height).toBeLessThanOrEqual(height);
      },
    );
  }

  test(
    "the form first, the details and the map after it (beside it from 1024 px), the banner's title clear of the card; the address once",
    { tag: "@desktop" },
    async ({ page }) => {
      const street = site.address.street;
      const contact = pageAt("/contactus/").sections.find(
        (section: { kind: string }) => section.kind === "contact",
      );
      for (const width of [320, 375, 768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/contactus/", { waitUntil: "networkidle" });
        const order = await page.evaluate(() =>
          [...document.querySelectorAll("main section")].map((section) => section.id),
        );
        expect(order, `${width} px`).toEqual(
          pageAt("/contactus/").sections.map((section: { id: string }) => section.id),
        );
        const details = (await page.locator(`#${contact.id}`).boundingBox())!;
        const form = (await page.locator("#request-form").boundingBox())!;
        const title = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
        const lead = (await page.locator("main > *").first().locator("p").first().boundingBox())!;
        if (width >= 1024) {
          expect(form.x, `${width} px: the form beside the details`).toBeGreaterThanOrEqual(
            details.x + details.width,
          );
          expect(form.x, `${width} px: the card beside the banner's text`).toBeGreaterThanOrEqual(
            Math.max(title.x + title.width, lead.x + lead.width),
          );
        } else {
          expect(details.y, `${width} px: the details after the form`).toBeGreaterThanOrEqual(
            form.y + form.height,
          );
          expect(form.y, `${width} px: the card under the banner's text`).toBeGreaterThanOrEqual(
            lead.y + lead.height,
          );
        }
        if (width === 375) {
          // The card's edge stands in the page's margin; its fields line up with the page's text.
          const field = (await page
            .locator("#request-form form")
            .getByLabel(labelled(CONTACT_FORM.fields.name.label))
            .boundingBox())!;
          expect(
            Math.abs(field.x - title.x),
            `${width} px: the fields on the page's text line`,
          ).toBeLessThanOrEqual(1);
        }
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          `${width} px: no sideways scroll`,
        ).toBe(0);
      }
      const inMain = await page
        .locator("main")
        .evaluate((main, text) => main.textContent!.split(text).length - 1, street);
      expect(inMain, "the street address in the page's content").toBe(1);
    },
  );
});

test.describe("compact on phones: cards, lists, disclosures and steps (desktop unchanged)", () => {
  /**
   * Each route's height at 375 px in the commit the design review measured before the service pages grew
   * (00f3ed0); a route may be at most 5 % taller (an editor's longer headings and leads add 1 to 2 %),
   * and it gets there by saying things once and folding detail on phones, never by dropping a section
   * or a fact. A page that gains or loses whole sections needs its figures measured again.
   *
   * Heights are measured in the fallback faces, the site's own faces refused: the faces load with
   * `font-display: optional`, so a page whose faces miss their 100 ms (a first visit on a slow phone,
   * or a busy test machine) is set in the fallback for good, about 1.3 % taller. Measured so, a
   * height does not depend on how fast the faces came.
   */
  const HEIGHT_AT_375: Record<string, number> = {
    "/": 5921,
    "/aboutus/": 4887,
    "/gmpaudits/": 6655,
    "/qualityconsulting/": 4491,
    "/computersystemvalidations/": 7063,
    "/training/": 3252,
    "/regulatoryaffairs/": 4659,
    "/contactus/": 3698,
  };
  const ALLOWANCE = 1.05;
  const boundOf = (was: number) => Math.round(was * ALLOWANCE);
  /** The service pages, whose first section of their own a buyer should meet at once. */
  const SERVICE_ROUTES = [
    "/gmpaudits/",
    "/qualityconsulting/",
    "/computersystemvalidations/",
    "/training/",
    "/regulatoryaffairs/",
  ];
  /**
   * Where the page's first section's heading must start (as the design review measured where a section
   * starts): within the first screen after the banner at 1280 px, within 1.3 screens at 375 px.
   */
  const LEAD_HEAD_BY = {
    375: (screen: number) => 1.3 * screen,
    1280: (screen: number, bannerBottom: number) => bannerBottom + screen,
  };

  for (const [width, screen] of [
    [375, 812],
    [1280, 800],
  ] as const) {
    test(
      `at ${width} px: each route's height and where its first section starts, as a report, within their bounds`,
      { tag: width === 375 ? "@phone" : "@desktop" },
      async ({ page }) => {
        await page.setViewportSize({ width, height: screen });
        await withFallbackFacesOnly(page);
        const rows: string[] = [];
        const failures: string[] = [];
        for (const route of Object.keys(HEIGHT_AT_375)) {
          await page.goto(route, { waitUntil: "networkidle" });
          const seen = await page.evaluate(() => {
            // The page's opening section's head; a page that opens with a pair (Contact) has its first head.
            const lead =
              document.querySelector("main h2[data-heading-role='lead']") ??
              document.querySelector("main h2")!;
            return {
              height: document.documentElement.scrollHeight,
              bannerBottom: Math.round(
                document.querySelector("main > *")!.getBoundingClientRect().bottom + scrollY,
              ),
              leadTop: Math.round(lead.getBoundingClientRect().top + scrollY),
            };
          });
          const bound = width === 375 ? boundOf(HEIGHT_AT_375[route]) : null;
          const startsBy = SERVICE_ROUTES.includes(route)
            ? Math.round(LEAD_HEAD_BY[width](screen, seen.bannerBottom))
            : null;
          rows.push(
            [
              route.padEnd(29),
              String(seen.height).padStart(6),
              (bound === null ? "" : `≤ ${bound}`).padStart(7),
              String(seen.leadTop).padStart(6),
              (startsBy === null ? "" : `≤ ${startsBy}`).padStart(7),
            ].join(" "),
          );
          if (bound !== null && seen.height > bound)
            failures.push(`${route}: ${seen.height} px tall, more than ${bound}`);
          if (startsBy !== null && seen.leadTop > startsBy)
            failures.push(
              `${route}: the first section's heading starts at ${seen.leadTop} px, after ${startsBy}`,
            );
        }
        console.log(
          [
            `At ${width} × ${screen} px (fallback faces): route, height, its bound, where the first section's heading starts, its bound`,
            ...rows,
          ].join("\n"),
        );
        expect(failures).toEqual([]);
      },
    );
  }

  test(
    "a card's icon sits beside its title, and its link is a line of text, a 44 px target named for the card",
    { tag: "@phone" },
    async ({ page }) => {
      await page.goto("/aboutus/", { waitUntil: "networkidle" });
      // The first card of the About page's first cards section, by its title in data/.
      const first = pageAt("/aboutus/").sections.find((section: { kind: string }) => section.kind === "cards")
        .cards[0].title as string;
      const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: first }) });
      const icon = (await card.locator("svg").first().boundingBox())!;
      const title = (await card.getByRole("heading", { name: first }).boundingBox())!;
      expect(icon.x + icon.width).toBeLessThan(title.x);
      expect(icon.y + icon.height).toBeGreaterThan(title.y);
      const link = card.getByRole("link", { name: new RegExp(`${first}$`) });
      // Its laid-out height: the box on screen is scaled for a moment while the card's reveal runs.
      expect(await link.evaluate((element: HTMLElement) => element.offsetHeight)).toBeGreaterThanOrEqual(44);
      const look = await link.evaluate((element) => {
        const style = getComputedStyle(element);
        return { background: style.backgroundColor, underline: style.textDecorationLine };
      });
      expect(look).toEqual({ background: "rgba(0, 0, 0, 0)", underline: "underline" });
    },
  );

  test(
    "a list of short items takes one column below 480 px and two from 480 px",
    { tag: "@phone" },
    async ({ page }) => {
      const columns = async () =>
        page.evaluate(() => {
          const list = document.querySelector("#systems-we-validate-items")!;
          return new Set([...list.children].map((item) => Math.round(item.getBoundingClientRect().left)))
            .size;
        });
      await page.goto("/computersystemvalidations/", { waitUntil: "networkidle" });
      expect(await columns()).toBe(1);
      await page.setViewportSize({ width: 480, height: 740 });
      expect(await columns()).toBe(2);
    },
  );
});
