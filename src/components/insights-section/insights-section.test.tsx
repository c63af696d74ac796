import { render, screen, within } from "@testing-library/react";

import { exampleInsight, insightSettings, pageInsights } from "../../test-utils/insight-fixtures";
import { loadPage } from "../../test-utils/page-fixtures";
import PageView, { type PageData } from "../page-view";
import InsightsSection, { insightsShown } from ".";

type Show = "latest" | "related" | "all";

const section = (show: Show, link = true): Queries.InsightsSectionFragment => ({
  id: `${show}-insights`,
  heading: `Heading for ${show}`,
  intro: null,
  show,
  moreLink: link ? { label: "Every example", to: "/insights/" } : null,
});

describe("which insights a section lists", () => {
  const related = [exampleInsight(9, { title: "Related example" })];
  const insights = pageInsights({ related });

  it("lists the newest for 'latest' and the page's share of the whole list for 'all'", () => {
    expect(insightsShown("latest", insights)).toBe(insights.latest);
    expect(insightsShown("all", insights)).toBe(insights.latest);
  });

  it("lists those naming the page as a related service for 'related'", () => {
    expect(insightsShown("related", insights)).toEqual(related);
  });

  it("lists nothing where the page has no insights (the editor's preview)", () => {
    expect(insightsShown("latest", undefined)).toEqual([]);
  });
});

describe("a section of insights", () => {
  it("shows each insight as a card: its title linking to it, its date as a <time>, topics and summary", () => {
    render(<InsightsSection section={section("latest")} path="/" insights={pageInsights()} />);
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(3);
    const newest = cards[0];
    expect(within(newest).getByRole("heading", { level: 3, name: "Example insight 3" })).toBeInTheDocument();
    expect(within(newest).getByRole("link", { name: "Example insight 3" })).toHaveAttribute(
      "href",
      "/insights/example-3/",
    );
    expect(newest.querySelector("time")).toHaveAttribute("datetime", "2026-11-03");
    expect(newest.querySelector("time")).toHaveTextContent("3 November 2026");
    expect(newest).toHaveTextContent("Example topic");
    expect(newest).toHaveTextContent("What example insight 3 is about, in one sentence.");
    expect(screen.getByRole("link", { name: "Every example" })).toHaveAttribute("href", "/insights/");
  });

  it("on a list of several pages, links each page by number with the current one marked, and the pages either side", () => {
    const labels = insightSettings().labels;
    render(
      <InsightsSection
        section={section("all", false)}
        path="/insights/"
        insights={pageInsights({ pagination: { current: 2, count: 3, numbers: [1, 2, 3] } })}
      />,
    );
    const nav = screen.getByRole("navigation", { name: labels.pages });
    expect(within(nav).getByRole("link", { name: "2" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "1" })).toHaveAttribute("href", "/insights/");
    expect(within(nav).getByRole("link", { name: "3" })).toHaveAttribute("href", "/insights/3/");
    expect(within(nav).getByRole("link", { name: labels.previous })).toHaveAttribute("href", "/insights/");
    expect(within(nav).getByRole("link", { name: labels.next })).toHaveAttribute("href", "/insights/3/");
  });

  it("has no page numbers when the list fits on one page", () => {
    render(<InsightsSection section={section("all", false)} path="/insights/" insights={pageInsights()} />);
    expect(
      screen.queryByRole("navigation", { name: insightSettings().labels.pages }),
    ).not.toBeInTheDocument();
  });
});

describe("a page with insights sections", () => {
  const withSections = (page: PageData, ...shows: Show[]): PageData => ({
    ...page,
    sections: [
      ...page.sections.filter((s) => s.__typename !== "PageInsightsSection"),
      ...shows.map((show) => ({
        __typename: "PageInsightsSection" as const,
        ...section(show),
      })),
    ],
  });

  it("leaves out a section of related insights while no insight names the page, and alternates the rest as before", () => {
    const page = withSections(loadPage("training"), "related");
    render(<PageView page={page} insights={pageInsights({ related: [] })} />);
    expect(screen.queryByRole("heading", { name: "Heading for related" })).not.toBeInTheDocument();
  });

  it("shows it once one does", () => {
    const page = withSections(loadPage("training"), "related");
    render(<PageView page={page} insights={pageInsights({ related: [exampleInsight(5)] })} />);
    const heading = screen.getByRole("heading", { level: 2, name: "Heading for related" });
    const region = heading.closest("section") as HTMLElement;
    expect(within(region).getAllByRole("article")).toHaveLength(1);
  });

  it("names page 2 and later of a list in the browser title", async () => {
    const { Helmet } = await import("react-helmet");
    const page = withSections(loadPage("training"), "all");
    render(
      <PageView
        page={page}
        insights={pageInsights({ pagination: { current: 2, count: 3, numbers: [1, 2, 3] } })}
      />,
    );
    const pageOf = insightSettings().labels.pageOf.replace("{page}", "2").replace("{pages}", "3");
    expect(Helmet.peek().title).toBe(`${page.title} (${pageOf})`);
  });
});

describe("the full list of insights", () => {
  const topics = [
    { name: "Example topic", path: "/insights/topics/example-topic/" },
    { name: "Another topic", path: "/insights/topics/another-topic/" },
  ];
  const labels = insightSettings().labels;

  it("leads its first page with the newest as a wide feature, and lists the topics as links to their lists", () => {
    render(
      <InsightsSection section={section("all")} path="/insights/" insights={pageInsights({ topics })} />,
    );
    const items = screen.getAllByRole("article").map((card) => card.closest("li") as HTMLElement);
    expect(items.map((item) => item.hasAttribute("data-featured"))).toEqual(items.map((_, i) => i === 0));
    const nav = screen.getByRole("navigation", { name: labels.topics });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual(topics.map(({ name, path }) => [name, path]));
  });

  it("gives the feature its reading time, as words: the card stays one link", () => {
    const latest = [exampleInsight(3), exampleInsight(2), exampleInsight(1)];
    render(
      <InsightsSection
        section={section("all")}
        path="/insights/"
        insights={pageInsights({ latest, topics })}
      />,
    );
    const [feature, ...others] = screen.getAllByRole("article");
    const readingTime = (minutes: number) => labels.readingTime.replace("{minutes}", String(minutes));
    expect(feature).toHaveTextContent(readingTime(latest[0].readingMinutes));
    expect(within(feature).getAllByRole("link")).toHaveLength(1);
    others.forEach((card, index) =>
      expect(card).not.toHaveTextContent(readingTime(latest[index + 1].readingMinutes)),
    );
  });

  it("features nothing on a later page, nor in a short list elsewhere", () => {
    const later = pageInsights({ topics, pagination: { current: 2, count: 2, numbers: [1, 2] } });
    const { unmount } = render(
      <InsightsSection section={section("all")} path="/insights/" insights={later} />,
    );
    expect(screen.getAllByRole("article")[0].closest("li")).not.toHaveAttribute("data-featured");
    unmount();
    render(<InsightsSection section={section("latest")} path="/" insights={pageInsights({ topics })} />);
    expect(screen.getAllByRole("article")[0].closest("li")).not.toHaveAttribute("data-featured");
    expect(screen.queryByRole("navigation", { name: labels.topics })).not.toBeInTheDocument();
  });
});
