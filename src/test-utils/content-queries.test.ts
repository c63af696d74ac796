/**
 * @jest-environment node
 */
/**
 * CONTENT.md's GraphiQL examples for developers run as written against the content model, through the
 * unit tests' graph (./site-graph.ts), so a renamed field or type fails here rather than in a reader's GraphiQL.
 */
import fs from "node:fs";
import path from "node:path";

import { Kind, parse, print, type OperationDefinitionNode } from "graphql";

import { runQuery } from "./site-graph";

const SECTION = "## For developers: the data in GraphiQL";

/** The queries of the section's graphql block, one by one. */
const examples = (): OperationDefinitionNode[] => {
  const guide = fs.readFileSync(path.resolve(__dirname, "../../CONTENT.md"), "utf8");
  const section = guide.slice(guide.indexOf(SECTION));
  const block = /```graphql\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error(`CONTENT.md has no graphql block under "${SECTION}"`);
  return parse(block).definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
};

type Article = { title: string; published: string; updated: string | null; reviewed: string };

describe("CONTENT.md's GraphiQL examples", () => {
  it("are four named queries, one of them on the articles", () => {
    expect(examples().map((query) => query.name?.value)).toEqual([
      "Pages",
      "Contact",
      "Training",
      "UsFdaInsights",
    ]);
  });

  it.each(examples().map((query) => [query.name?.value, print(query)]))(
    "%s runs against the model",
    (_name, query) => {
      expect(() => runQuery(query)).not.toThrow();
    },
  );

  it("format each of an article's dates, newest first", () => {
    const query = examples().find((example) => example.name?.value === "UsFdaInsights")!;
    const { nodes } = runQuery<{ allInsightJson: { nodes: Article[] } }>(print(query)).allInsightJson;
    const formatted = /^\d{1,2} [A-Z][a-z]+ \d{4}$/;
    for (const article of nodes) {
      expect(article.published).toMatch(formatted);
      expect(article.reviewed).toMatch(formatted);
      if (article.updated !== null) expect(article.updated).toMatch(formatted);
    }
    const published = nodes.map((article) => Date.parse(article.published));
    expect(published).toEqual([...published].sort((a, b) => b - a));
  });
});
