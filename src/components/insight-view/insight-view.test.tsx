import { render, screen, within } from "@testing-library/react";
import { Helmet } from "react-helmet";

import navigation from "../../../data/navigation.json";
import site from "../../../data/site.json";
import {
  exampleInsight,
  insightAs,
  insightSettings,
  type InsightFile,
} from "../../test-utils/insight-fixtures";
import { exampleSection } from "../../test-utils/page-fixtures";
import InsightView, { type InsightArticle } from ".";

const settings = insightSettings();
/** Made-up consultants (tests/fixtures/proof-examples.json), as the site would list them on About. */
const [signer, checker] = exampleSection("PageConsultantsSection").consultants;

/** A made-up article, data/insights/an-example.json, as the article's fragment gives it. */
const article = (overrides: Partial<InsightFile> = {}): InsightArticle =>
  insightAs<InsightArticle>("InsightArticle", "an-example", {
    title: "An example insight",
    summary: "What the example is about.",
    published: "2026-11-04",
    reviewed: "2026-11-10",
    positionAsOf: "2026-11-09",
    author: signer.name,
    reviewer: checker.name,
    topics: ["Example topic", "Another topic"],
    services: ["/gmpaudits/"],
    body: "## First part\n\nBody text with **weight**.\n\n## Second part\n\nMore.\n\n## Sources\n\n- A source.",
    ...overrides,
  });

type Signed = { author?: typeof signer | null; reviewer?: typeof checker | null };

const view = (insight = article(), { author = signer, reviewer = checker }: Signed = {}) =>
  render(
    <InsightView
      insight={insight}
      author={author}
      reviewer={reviewer}
      labels={settings.labels}
      services={[{ path: "/gmpaudits/", title: "Audit example" }]}
      more={[exampleInsight(2, { title: "More on it" })]}
      cta={settings.cta}
      listTitle="Example list"
    />,
  );

type HelmetTag = Record<string, string>;

describe("an insight's page", () => {
  it("has the title as its one h1 and the body's headings below it", () => {
    view();
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual([
      "An example insight",
    ]);
    expect(screen.getByRole("heading", { level: 2, name: "First part" })).toBeInTheDocument();
    expect(screen.getByText("weight").tagName).toBe("STRONG");
  });

  it("says when it was published, as a machine-readable <time>, and how long it takes to read", () => {
    const insight = article();
    view(insight);
    const time = screen.getByText("4 November 2026");
    expect(time.tagName).toBe("TIME");
    expect(time).toHaveAttribute("datetime", "2026-11-04");
    const minutes = settings.labels.readingTime.replace("{minutes}", String(insight.readingMinutes));
    expect(screen.getByText(minutes)).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(`^${settings.labels.updated}`))).not.toBeInTheDocument();
  });

  it("opens with a reading header, not a banner: title, standfirst, byline with portrait, dates", () => {
    const { container } = view();
    const header = container.querySelector("article > header") as HTMLElement;
    expect(within(header).getByRole("heading", { level: 1 })).toHaveTextContent("An example insight");
    expect(within(header).getByText("What the example is about.")).toBeInTheDocument();
    expect(within(header).getByText("4 November 2026")).toBeInTheDocument();
    // No picture but the author's portrait: the banner's artwork is gone.
    expect(container.querySelectorAll("article img")).toHaveLength(1);
    const byline = within(header).getByText(signer.name).closest("div") as HTMLElement;
    expect(byline).toHaveTextContent(`${settings.labels.author} ${signer.name}${signer.role}`);
    expect(byline.querySelector("img")).toHaveAttribute("alt", "");
  });

  it("names its author and technical reviewer, when it was last reviewed and the date its regulatory position holds to", () => {
    view();
    expect(screen.getByText(signer.name)).toBeInTheDocument();
    // The reviewer is a byline too, the label said: name and role, beside the author's.
    expect(screen.getByText(checker.name).parentElement).toHaveTextContent(
      `${settings.labels.reviewer} ${checker.name}${checker.role}`,
    );
    const reviewed = screen.getByText("10 November 2026");
    expect(reviewed).toHaveAttribute("datetime", "2026-11-10");
    expect(reviewed.parentElement).toHaveTextContent(`${settings.labels.reviewed} 10 November 2026`);
    const position = screen.getByText("9 November 2026");
    expect(position).toHaveAttribute("datetime", "2026-11-09");
    expect(position.parentElement).toHaveTextContent(
      settings.labels.position.replace("{date}", "9 November 2026"),
    );
  });

  it("names the reviewer once when the author is named as reviewer too", () => {
    view(article({ reviewer: signer.name }), { author: signer, reviewer: signer });
    expect(screen.getAllByText(signer.name)).toHaveLength(1);
    expect(screen.queryByText(settings.labels.reviewer, { exact: false })).not.toBeInTheDocument();
  });

  it("shows no byline while unsigned: it never invents a name, and the firm stands as its author", () => {
    const insight = article({ author: "Author to be named", reviewer: "Technical reviewer to be named" });
    const { container } = view(insight, { author: null, reviewer: null });
    expect(screen.queryByText(/to be named/)).not.toBeInTheDocument();
    expect(screen.queryByText(settings.labels.author, { exact: false })).not.toBeInTheDocument();
    expect(container.querySelector("article img")).toBeNull();
    const [jsonLd] = (Helmet.peek().scriptTags as unknown as HelmetTag[]).filter(
      (t) => t.type === "application/ld+json",
    );
    const graph = JSON.parse(jsonLd.innerHTML)["@graph"] as Record<string, unknown>[];
    const organization = `${new URL("/", site.url).href}#organization`;
    expect(graph.find((node) => node["@type"] === "Article")?.author).toEqual({ "@id": organization });
  });

  it("lists its sections beside the text, each linking to its heading, and a quiet request card", () => {
    const { container } = view();
    const contents = screen.getByRole("navigation", { name: settings.labels.contents });
    const links = within(contents).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["First part", "Second part", "Sources"]);
    for (const link of links) {
      const target = container.querySelector(link.getAttribute("href") as string);
      expect(target?.tagName).toBe("H2");
      expect(target).toHaveTextContent(link.textContent as string);
    }
    const aside = contents.closest("aside") as HTMLElement;
    expect(within(aside).getByText(settings.cta.heading)).toBeInTheDocument();
    expect(within(aside).getByRole("link", { name: navigation.requestLabel })).toHaveAttribute(
      "href",
      "/contactus/?request=consultation&from=insights-an-example-aside#request-form",
    );
    expect(within(aside).getByRole("link", { name: site.phone })).toHaveAttribute(
      "href",
      `tel:${site.phone.replace(/[^\d+]/g, "")}`,
    );
  });

  it("sets a second request card in the text after its second section (below 1024 px, where no aside is beside it)", () => {
    const { container } = view();
    const inText = screen
      .getAllByRole("link", { name: navigation.requestLabel })
      .find((link) => link.getAttribute("href")?.includes("-article#"));
    expect(inText).toHaveAttribute(
      "href",
      "/contactus/?request=consultation&from=insights-an-example-article#request-form",
    );
    const card = inText!.closest("div") as HTMLElement;
    expect(within(card).getByText(settings.cta.heading)).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: site.phone })).toBeInTheDocument();
    // Between the second section's text and the third section's heading.
    const headings = [...container.querySelectorAll("article h2")];
    expect(headings.map((h) => h.textContent)).toEqual(["First part", "Second part", "Sources"]);
    expect(headings[1].compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(card.compareDocumentPosition(headings[2]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("keeps the request card beside the text alone in an article of two sections", () => {
    view(article({ body: "## First part\n\nText.\n\n## Sources\n\n- A source." }));
    expect(
      screen.getAllByRole("link", { name: navigation.requestLabel }).map((link) => link.getAttribute("href")),
    ).not.toContainEqual(expect.stringContaining("-article#"));
    expect(screen.getByRole("heading", { level: 2, name: "Sources" })).toBeInTheDocument();
  });

  it("says when it was updated, where it was", () => {
    view(article({ updated: "2026-11-20" }));
    expect(screen.getByText("20 November 2026")).toHaveAttribute("datetime", "2026-11-20");
  });

  it("links its topics' lists and its related services, the list of insights, and ends with the call to action", () => {
    view();
    const topics = screen.getByRole("navigation", { name: settings.labels.topics });
    expect(
      within(topics)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Example topic", "/insights/topics/example-topic/"],
      ["Another topic", "/insights/topics/another-topic/"],
    ]);
    expect(
      within(screen.getByRole("navigation", { name: settings.labels.relatedServices })).getByRole("link", {
        name: "Audit example",
      }),
    ).toHaveAttribute("href", "/gmpaudits/");
    expect(screen.getByRole("link", { name: settings.labels.allInsights })).toHaveAttribute(
      "href",
      "/insights/",
    );
    const cta = screen.getByRole("heading", { level: 2, name: settings.cta.heading }).closest("section");
    // To the contact page's form, with no request chosen (an article chooses none), naming the article's
    // closing band as where the request started.
    expect(within(cta as HTMLElement).getByRole("link", { name: navigation.requestLabel })).toHaveAttribute(
      "href",
      "/contactus/?from=insights-an-example-closing#request-form",
    );
  });

  it("offers more insights on its topics", () => {
    view();
    const more = screen
      .getByRole("heading", { level: 2, name: settings.labels.moreOnTopic })
      .closest("section");
    expect(within(more as HTMLElement).getByRole("link", { name: "More on it" })).toHaveAttribute(
      "href",
      "/insights/example-2/",
    );
  });

  it("tells search engines it is an article by its author for the firm: Open Graph and Article structured data with breadcrumbs", () => {
    view(article({ updated: "2026-11-20" }));
    const head = Helmet.peek();
    const meta = head.metaTags as unknown as HelmetTag[];
    expect(meta).toContainEqual({ property: "og:type", content: "article" });
    expect(meta).toContainEqual({ property: "article:published_time", content: "2026-11-04" });
    expect(meta).toContainEqual({ property: "article:modified_time", content: "2026-11-20" });
    expect(meta).toContainEqual({ name: "description", content: "What the example is about." });
    const [jsonLd] = (head.scriptTags as unknown as HelmetTag[]).filter(
      (t) => t.type === "application/ld+json",
    );
    const graph = JSON.parse(jsonLd.innerHTML)["@graph"] as Record<string, unknown>[];
    const organization = `${new URL("/", site.url).href}#organization`;
    expect(graph).toContainEqual(
      expect.objectContaining({
        "@type": "Article",
        headline: "An example insight",
        description: "What the example is about.",
        datePublished: "2026-11-04",
        dateModified: "2026-11-20",
        image: [new URL(site.shareImage, site.url).href],
        author: { "@type": "Person", name: signer.name, worksFor: { "@id": organization } },
        publisher: { "@id": organization },
        mainEntityOfPage: new URL("/insights/an-example/", site.url).href,
      }),
    );
    const crumbs = graph.find((node) => node["@type"] === "BreadcrumbList") as {
      itemListElement: { name: string; item: string }[];
    };
    expect(crumbs.itemListElement.map((crumb) => crumb.name)).toEqual([
      navigation.links.find((link) => link.to === "/")!.label,
      "Example list",
      "An example insight",
    ]);
    expect(crumbs.itemListElement[2].item).toBe(new URL("/insights/an-example/", site.url).href);
  });

  it("was last modified when it was last reviewed, where that is later than its update", () => {
    view(article({ updated: "2026-11-20", reviewed: "2026-11-25" }));
    const meta = Helmet.peek().metaTags as unknown as HelmetTag[];
    expect(meta).toContainEqual({ property: "article:modified_time", content: "2026-11-25" });
  });
});
