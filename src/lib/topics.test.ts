import { topicsWithArticles } from "./topics";

describe("topicsWithArticles", () => {
  it("lists the topics articles are filed under, in the settings' order, each with its page", () => {
    const topics = [{ name: "Revised Schedule M" }, { name: "US FDA" }, { name: "Data integrity" }];
    expect(topicsWithArticles(topics, [["US FDA"], ["Revised Schedule M", "US FDA"]])).toEqual([
      { name: "Revised Schedule M", path: "/insights/topics/revised-schedule-m/" },
      { name: "US FDA", path: "/insights/topics/us-fda/" },
    ]);
  });

  it("gives no page to a topic nobody wrote on", () => {
    expect(topicsWithArticles([{ name: "Data integrity" }], [])).toEqual([]);
  });
});
