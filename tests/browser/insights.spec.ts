/**
 * Insights (articles): the list, an article at phone and desktop widths, the
 * newest on the home page and the related ones on each service page, and the
 * RSS feed. (The footer's link to the list is checked on every page by
 * every-page.spec.ts.) Expectations come from data/insights/ at run time, so an editor's
 * new or changed article keeps these tests green.
 */
import { lastModified } from "../../src/lib/dates";
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
    await expect(page.locator(`main time[datetime="${insight.published}"]`)).toBeVisible();
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
    `${route} lists the newest insights that name it as related${related.length ? ", centred under its heading" : " (none: no section)"}`,
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto(route);
      expect(await cardLinks(page.locator("main"))).toEqual(related.map((insight: Insight) => insight.path));
      if (!related.length) return;
      // However few the cards, they and the link to the whole list stand centred under the heading.
      const section = page.locator("section", { has: page.locator("article h3 a") });
      const centres = await section.evaluate((element, list) => {
        const centre = (box: DOMRect) => box.left + box.width / 2;
        const cards = [...element.querySelectorAll("article")].map((card) => card.getBoundingClientRect());
        return {
          heading: centre(element.querySelector("h2")!.getBoundingClientRect()),
          cards: (Math.min(...cards.map((box) => box.left)) + Math.max(...cards.map((box) => box.right))) / 2,
          more: centre(element.querySelector(`a[href="${list}"]`)!.getBoundingClientRect()),
        };
      }, LIST.path);
      expect(Math.abs(centres.cards - centres.heading), "the cards' centre").toBeLessThanOrEqual(2);
      expect(Math.abs(centres.more - centres.heading), "the link's centre").toBeLessThanOrEqual(2);
    },
  );
}

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
