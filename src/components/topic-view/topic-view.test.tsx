import { render, screen, within } from "@testing-library/react";
import { Helmet } from "react-helmet";

import { exampleInsight, insightSettings } from "../../test-utils/insight-fixtures";
import TopicView from ".";

const settings = insightSettings();
const topics = [
  { name: "Example topic", path: "/insights/topics/example-topic/" },
  { name: "Another topic", path: "/insights/topics/another-topic/" },
];

const view = () =>
  render(
    <TopicView
      topic="Example topic"
      path="/insights/topics/example-topic/"
      insights={[exampleInsight(3), exampleInsight(1)]}
      topics={topics}
      labels={settings.labels}
      cta={settings.cta}
      listTitle="Example list"
    />,
  );

describe("a topic's page", () => {
  it("names the topic as its one h1, with no banner, and lists its articles newest first", () => {
    const { container } = view();
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["Example topic"]);
    expect(container.querySelector("picture")).toBeNull();
    const links = screen.getAllByRole("article").map((card) => within(card).getByRole("link"));
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/insights/example-3/",
      "/insights/example-1/",
    ]);
    expect(screen.getByRole("link", { name: settings.labels.allInsights })).toHaveAttribute(
      "href",
      "/insights/",
    );
  });

  it("links every topic's list, marking its own as the current page", () => {
    view();
    const nav = screen.getByRole("navigation", { name: settings.labels.topics });
    expect(within(nav).getByRole("link", { name: "Example topic" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Another topic" })).not.toHaveAttribute("aria-current");
  });

  it("describes itself to search engines with the topic in the editor's sentence", () => {
    view();
    const meta = Helmet.peek().metaTags as unknown as Record<string, string>[];
    expect(meta).toContainEqual({
      name: "description",
      content: settings.labels.topicDescription.replace("{topic}", "Example topic"),
    });
  });
});
