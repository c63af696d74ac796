/**
 * Insights (articles): the list, an article at phone and desktop widths, the
 * newest on the home page and the related ones on each service page, and the
 * RSS feed. (The footer's link to the list is checked on every page by
 * every-page.spec.ts.) Expectations come from data/insights/ at run time, so an editor's
 * new or changed article keeps these tests green.
 */
import { lastModified } from "../../src/lib/dates";
import { topicPath } from "../../src/lib/paths";
import { expect, test } from "../support/fixtures";
import { CONSULTANT_NAMES, INSIGHTS, insightSettings, navigation, pageAt, site } from "../support/site";

type Insight = (typeof INSIGHTS)[number];

const LIST = pageAt("/insights/");
const PER_PAGE = 12;
const IN_SECTION = 3;
const { labels } = insightSettings;

/** The service pages: the links of the Services menu group. */
const SERVICE_PAGES: string[] = navigation.links.flatMap(
  (link: { children?: { to: string }[] }) => link.children?.map((child) => child.to) ?? [],
);

/** What the cards of a list link to, in order. */
const cardLinks = (scope: import("@playwright/test").Locator) =>
  scope.locator("article h3 a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));

// What the list, the home page and the service pages link to is the same at every width: checked at 1280 px.
// An article is read at both widths (nothing may be wider than a phone's screen).
test(
  "the list shows the newest insights first, each with its date, topics and summary",
  { tag: "@desktop" },
  async ({ page }) => {
    await page.goto(LIST.path);
    const main = page.locator("main");
    const shown = INSIGHTS.slice(0, PER_PAGE);
    expect(await cardLinks(main)).toEqual(shown.map((insight: Insight) => insight.path));
    for (const insight of shown) {
      const card = main.locator("article", { has: page.locator(`a[href="${insight.path}"]`) });
      await expect(card.locator("time")).toHaveAttribute("datetime", insight.published);
      for (const topic of insight.topics) await expect(card).toContainText(topic);
      await expect(card).toContainText(insight.summary.replace(/\s+/g, " ").slice(0, 40));
    }
    // Page numbers appear once there are more than fit on a page (tests/build covers a second page).
    await expect(page.getByRole("navigation", { name: labels.pages })).toHaveCount(
      INSIGHTS.length > PER_PAGE ? 1 : 0,
    );
  },
);

test("a card is reached by keyboard and opens its article", { tag: "@desktop" }, async ({ page }) => {
  await page.goto(LIST.path, { waitUntil: "networkidle" });
  const link = page.locator("main article h3 a").first();
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${INSIGHTS[0].path}$`));
  await expect(page.locator("h1")).toHaveText(INSIGHTS[0].title);
});

for (const insight of INSIGHTS) {
  test(`${insight.path}: title, dates, reading time, text, topics, related services and the call to action, within the screen`, async ({
    page,
  }) => {
    await page.goto(insight.path, { waitUntil: "networkidle" });
    await expect(page.locator("h1")).toHaveText(insight.title);
    // The menu's Insights entry marks the section the article sits in.
    await expect(page.locator(`[data-site-nav] a[href="${LIST.path}"]`)).toHaveAttribute(
      "aria-current",
      "true",
    );
    // The date it was published beside its word (an article may be published, reviewed and placed on one day).
    await expect(
      page
        .locator(`main span:has(> time[datetime="${insight.published}"])`)
        .filter({ hasText: labels.published }),
    ).toBeVisible();
    // What a reader needs to cite it: who wrote and who checked it, when it was last reviewed and
    // the date its regulatory position holds to.
    const main = page.locator("main");
    // Signed only by a consultant the site lists: an unsigned article shows no byline, never a stand-in.
    const signed = CONSULTANT_NAMES.includes(insight.author.trim());
    await expect(main.getByText(insight.author, { exact: true })).toHaveCount(signed ? 1 : 0);
    if (!signed) await expect(main.getByText(labels.author)).toHaveCount(0);
    if (CONSULTANT_NAMES.includes(insight.reviewer.trim())) {
      await expect(main.getByText(`${labels.reviewer} ${insight.reviewer}`)).toBeVisible();
    }
    // A reading header in place of the banner: no picture above the title.
    await expect(main.locator("article > header")).toContainText(insight.title);
    await expect(main.locator("article > header picture img:not([width='48'])")).toHaveCount(0);
    await expect(
      main.locator(`span:has(> time[datetime="${insight.reviewed}"])`).filter({ hasText: labels.reviewed }),
    ).toBeVisible();
    await expect(
      main
        .locator(`p:has(> time[datetime="${insight.positionAsOf}"])`)
        .filter({ hasText: labels.position.split("{date}")[0].trim() }),
    ).toBeVisible();
    // The same for search engines: the Article node names its author and the day it last changed.
    const nodes = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.flatMap((script) => JSON.parse(script.textContent ?? "{}")["@graph"] ?? []),
      );
    const article = nodes.find((node: { "@type"?: string }) => node["@type"] === "Article");
    if (signed) expect(article?.author).toMatchObject({ "@type": "Person", name: insight.author });
    else expect(article?.author).toEqual({ "@id": expect.stringMatching(/#organization$/) });
    expect(article?.dateModified).toBe(lastModified(insight));
    await expect(page.locator("main")).toContainText(
      new RegExp(labels.readingTime.replace("{minutes}", "\\d+")),
    );
    for (const topic of insight.topics) await expect(page.locator("main")).toContainText(topic);
    for (const service of insight.services) {
      await expect(page.locator(`main a[href="${service}"]`).first()).toBeVisible();
    }
    await expect(page.getByRole("link", { name: labels.allInsights })).toHaveAttribute("href", LIST.path);
    await expect(page.getByRole("link", { name: navigation.requestLabel }).last()).toBeVisible();
    // The text's own headings sit under the title.
    expect(await page.locator("main h2").count()).toBeGreaterThan(1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, "nothing is wider than the screen").toBe(0);
    // More on its topics: the newest others sharing one.
    const others = INSIGHTS.filter(
      (other: Insight) =>
        other.path !== insight.path && other.topics.some((t: string) => insight.topics.includes(t)),
    ).slice(0, IN_SECTION);
    const more = page.locator("#more-on-this-topic");
    if (others.length === 0) await expect(more).toHaveCount(0);
    else expect(await cardLinks(more)).toEqual(others.map((other: Insight) => other.path));
  });
}

test(
  "the home page lists the newest insights and links the whole list",
  { tag: "@desktop" },
  async ({ page }) => {
    await page.goto("/");
    const section = page.locator("section", { has: page.locator(`article h3 a`) });
    expect(await cardLinks(section)).toEqual(
      INSIGHTS.slice(0, IN_SECTION).map((insight: Insight) => insight.path),
    );
    await expect(section.locator(`a[href="${LIST.path}"]`)).toBeVisible();
  },
);

for (const route of SERVICE_PAGES) {
  const related = INSIGHTS.filter((insight: Insight) => insight.services.includes(route)).slice(
    0,
    IN_SECTION,
  );
  test(
    `${route} lists the newest insights that name it as related${related.length ? ", from the left edge of its heading" : " (none: no section)"}`,
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto(route);
      expect(await cardLinks(page.locator("main"))).toEqual(related.map((insight: Insight) => insight.path));
      if (!related.length) return;
      // However few the cards, they and the link to the whole list start where the (left-aligned) heading does.
      const section = page.locator("section", { has: page.locator("article h3 a") });
      const lefts = await section.evaluate((element, list) => {
        const cards = [...element.querySelectorAll("article")].map((card) => card.getBoundingClientRect());
        return {
          heading: element.querySelector("h2")!.getBoundingClientRect().left,
          cards: Math.min(...cards.map((box) => box.left)),
          more: element.querySelector(`a[href="${list}"]`)!.getBoundingClientRect().left,
        };
      }, LIST.path);
      expect(Math.abs(lefts.cards - lefts.heading), "the cards' left edge").toBeLessThanOrEqual(2);
      expect(Math.abs(lefts.more - lefts.heading), "the link's left edge").toBeLessThanOrEqual(2);
    },
  );
}

/** The longest article of more than two sections: where a request at its end is furthest away. */
const LONGEST = [...INSIGHTS]
  .filter((insight: Insight) => (insight.body.match(/^## /gm) ?? []).length > 2)
  .sort((a: Insight, b: Insight) => b.body.length - a.body.length)[0];

test("an article's request card stands after its second section on a phone, and beside the text from 1024 px", async ({
  page,
}) => {
  await page.goto(LONGEST.path);
  const inText = page.locator("article a[href*='-article#']");
  const aside = page.locator("article aside a[href*='-aside#']");
  if (page.viewportSize()!.width < 1024) {
    await expect(inText).toBeVisible();
    await expect(aside, "one card at a time").toBeHidden();
    const [cardTop, height, third] = await Promise.all([
      inText.evaluate((a) => a.getBoundingClientRect().top + window.scrollY),
      page.evaluate(() => document.documentElement.scrollHeight),
      page
        .locator("article h2")
        .nth(2)
        .evaluate((h) => h.getBoundingClientRect().top + window.scrollY),
    ]);
    expect(cardTop, "before the third section").toBeLessThan(third);
    expect(cardTop / height, "in the article's first half").toBeLessThan(0.5);
  } else {
    await expect(aside).toBeVisible();
    await expect(inText, "one card at a time").toBeHidden();
  }
});

test("Insights stands in the main menu after Services, at every width", async ({ page }) => {
  const entry = navigation.links.find((link: { to?: string }) => link.to === LIST.path);
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: navigation.navLabel });
  const toggle = nav.locator("[data-menu-toggle]");
  if (await toggle.isVisible()) await toggle.click();
  const link = nav.getByRole("link", { name: entry.label, exact: true });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", LIST.path);
  // After the Services group, in the menu's order.
  const order = await nav
    .locator("[data-menu] > li")
    .evaluateAll((items) => items.map((item) => item.firstElementChild?.textContent?.trim() ?? ""));
  const services = navigation.links.findIndex((l: { children?: unknown }) => l.children);
  expect(order.findIndex((text) => text.startsWith(entry.label))).toBe(services + 1);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${LIST.path}$`));
  // Marked as the current page in the menu (hidden again on a phone once the new page opens).
  await expect(page.locator(`[data-site-nav] a[href="${LIST.path}"]`)).toHaveAttribute(
    "aria-current",
    "page",
  );
});

/** The topics with articles, in the settings' order: each has its list. */
const TOPICS = (insightSettings.topics as { name: string }[])
  .map(({ name }) => name)
  .filter((name) => INSIGHTS.some((insight: Insight) => insight.topics.includes(name)));

test(
  "the list links each topic's own list, and each lists its articles newest first",
  { tag: "@desktop" },
  async ({ page }) => {
    await page.goto(LIST.path);
    const topics = page.getByRole("main").getByRole("navigation", { name: labels.topics });
    await expect(topics.getByRole("link")).toHaveText(TOPICS);
    for (const topic of TOPICS) {
      await expect(topics.getByRole("link", { name: topic, exact: true })).toHaveAttribute(
        "href",
        topicPath(topic),
      );
    }
    for (const topic of TOPICS) {
      const response = await page.goto(topicPath(topic));
      expect(response?.status(), topicPath(topic)).toBe(200);
      await expect(page.locator("h1")).toHaveText(topic);
      const filed = INSIGHTS.filter((insight: Insight) => insight.topics.includes(topic));
      expect(await cardLinks(page.locator("main"))).toEqual(filed.map((insight: Insight) => insight.path));
      await expect(
        page
          .getByRole("main")
          .getByRole("navigation", { name: labels.topics })
          .getByRole("link", { name: topic, exact: true }),
      ).toHaveAttribute("aria-current", "page");
      // The menu's Insights entry marks the section the topic list sits in.
      await expect(page.locator(`[data-site-nav] a[href="${LIST.path}"]`)).toHaveAttribute(
        "aria-current",
        "true",
      );
    }
  },
);

test("the list leads with the newest article as a wide feature", { tag: "@desktop" }, async ({ page }) => {
  await page.goto(LIST.path);
  const cards = page.locator("main li:has(> article)");
  const [feature, next] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  await expect(cards.nth(0).locator("h3 a")).toHaveAttribute("href", INSIGHTS[0].path);
  // The whole row: the next card starts below it, and it is wider than two of the others.
  expect(next!.y).toBeGreaterThanOrEqual(feature!.y + feature!.height);
  expect(feature!.width).toBeGreaterThan(next!.width * 2);
});

test(
  "the cards of a row start their titles, dates and summaries on one line each, at 768 and 1280 px",
  { tag: "@desktop" },
  async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(LIST.path);
      const rows = await page
        .locator("main ul:has(> li > article)")
        .first()
        .evaluate((list) => {
          const byRow = new Map<number, number[][]>();
          for (const item of list.querySelectorAll(":scope > li:not([data-featured])")) {
            const parts = [...item.querySelectorAll("article > h3, article > p")].map((part) =>
              Math.round(part.getBoundingClientRect().top),
            );
            const top = Math.round(item.getBoundingClientRect().top);
            byRow.set(top, [...(byRow.get(top) ?? []), parts]);
          }
          return [...byRow.values()].filter((cards) => cards.length > 1);
        });
      expect(rows.length, `${width} px: rows of two or more cards`).toBeGreaterThan(0);
      for (const cards of rows)
        for (const parts of cards.slice(1)) expect(parts, `${width} px`).toEqual(cards[0]);
    }
  },
);

test(
  "at 1280 px the feature fills its row: its summary in the card's right half, and the card one link",
  { tag: "@desktop" },
  async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(LIST.path);
    const seen = await page.locator("main [data-featured] article").evaluate((card) => {
      const box = card.getBoundingClientRect();
      // The left edge of every line of text in the card.
      const lefts: number[] = [];
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || !node.parentElement?.checkVisibility()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of range.getClientRects()) if (line.width > 0) lefts.push(line.left);
      }
      return {
        middle: box.left + box.width / 2,
        furthest: Math.max(...lefts),
        controls: card.querySelectorAll("a, button, input, select, textarea").length,
      };
    });
    expect(seen.furthest, "a line of text starts in the card's right half").toBeGreaterThan(seen.middle);
    expect(seen.controls, "one link, its title's, over the whole card").toBe(1);
  },
);

test(
  "an article's contents rail stays beside the text from 1024 px and its links reach the headings",
  { tag: "@desktop" },
  async ({ page }) => {
    const insight = INSIGHTS[0];
    await page.goto(insight.path, { waitUntil: "networkidle" });
    const rail = page.getByRole("navigation", { name: labels.contents });
    await expect(rail).toBeVisible();
    const links = rail.getByRole("link");
    const count = await links.count();
    expect(count).toBeGreaterThan(1);
    const text = await page
      .locator("main article h2[id]:not(aside h2)")
      .evaluateAll((h2s) => h2s.map((h2) => h2.id));
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
      text.map((id) => `#${id}`),
    );
    // Beside the text, and still in view after following a link far down.
    const body = await page.locator("main article h2[id]:not(aside h2)").first().boundingBox();
    expect((await rail.boundingBox())!.x).toBeGreaterThan(body!.x + body!.width);
    const last = links.nth(count - 1);
    const target = page.locator(`main article h2#${text[count - 1]}`);
    await last.click();
    await expect(page).toHaveURL(new RegExp(`#${text[count - 1]}$`));
    await expect(target).toBeInViewport();
    await expect(rail).toBeInViewport();
    // The request card beside it: a text link to the form, never a second filled button.
    const aside = page.locator("main aside");
    await expect(aside.getByRole("link", { name: navigation.requestLabel })).toHaveAttribute(
      "href",
      /^\/contactus\/\?request=consultation&from=insights-.+-aside#request-form$/,
    );
  },
);

test(
  "on a phone an article has no contents rail and reads straight on",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto(INSIGHTS[0].path);
    await expect(page.getByRole("navigation", { name: labels.contents })).toBeHidden();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  },
);

// The feed is a file, the same at every width: read once.
test(
  "the RSS feed is well-formed, with every insight, absolute https links and full summaries",
  { tag: "@desktop" },
  async ({ page, request }) => {
    const response = await request.get("/insights/rss.xml");
    expect(response.ok()).toBe(true);
    const text = await response.text();
    await page.goto("/");
    const feed = await page.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      const channel = doc.querySelector("rss > channel");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        version: doc.documentElement.getAttribute("version"),
        link: channel?.querySelector(":scope > link")?.textContent,
        items: [...doc.querySelectorAll("item")].map((item) => ({
          title: item.querySelector("title")?.textContent,
          link: item.querySelector("link")?.textContent,
          description: item.querySelector("description")?.textContent,
          date: item.querySelector("pubDate")?.textContent,
          author: item.getElementsByTagNameNS("http://purl.org/dc/elements/1.1/", "creator")[0]?.textContent,
          updated: item.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "updated")[0]?.textContent,
        })),
      };
    }, text);
    expect(feed.error).toBeNull();
    expect(feed.version).toBe("2.0");
    expect(feed.link, "the channel links the list of insights").toBe(new URL(LIST.path, site.url).href);
    expect(feed.items.map((item) => item.link)).toEqual(
      INSIGHTS.map((insight: Insight) => new URL(insight.path, site.url).href),
    );
    INSIGHTS.forEach((insight: Insight, i: number) => {
      expect(feed.items[i].title).toBe(insight.title);
      expect(feed.items[i].description).toBe(insight.summary);
      expect(new Date(feed.items[i].date ?? "").toISOString().slice(0, 10)).toBe(insight.published);
      // Named only when a consultant the site lists signs it.
      expect(feed.items[i].author).toBe(
        CONSULTANT_NAMES.includes(insight.author.trim()) ? insight.author : undefined,
      );
      expect(feed.items[i].updated?.slice(0, 10), "the day it last changed").toBe(lastModified(insight));
    });
  },
);

test(
  "at 1280 px a list of two insights (an article's more on its topic, a service page's related) fills its row in two halves",
  { tag: "@desktop" },
  async ({ page }) => {
    let pairs = 0;
    for (const route of [...INSIGHTS.map((insight) => insight.path as string), ...SERVICE_PAGES]) {
      await page.goto(route);
      const lists = await page.locator("[data-insight-list]").evaluateAll((elements) =>
        elements
          .filter((list) => list.children.length === 2)
          .map((list) => ({
            width: list.getBoundingClientRect().width,
            cards: [...list.children].map((card) => card.getBoundingClientRect().width),
          })),
      );
      for (const { width, cards } of lists) {
        pairs += 1;
        for (const card of cards)
          expect(card, `${route}: a card's width of ${Math.round(width)}`).toBeGreaterThan(width * 0.45);
      }
    }
    expect(pairs, "a list of two insights somewhere on the site").toBeGreaterThan(0);
  },
);
