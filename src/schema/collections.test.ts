import fs from "fs";
import path from "path";
import { GraphQLObjectType } from "graphql";

import { jsonFilesUnder } from "../../plugins/site-content/check-data";
import { COLLECTIONS, collectionNames, collectionOf, jsonTypeName, routeOf } from "./collections";
import { graphqlSchema } from "./json-schema";

const ROOT = path.resolve(__dirname, "../..");
const DATA = path.join(ROOT, "data");

describe("the table of data file kinds", () => {
  it("finds the kind of every data file, and of no other file", () => {
    for (const file of jsonFilesUnder(DATA).map((absolute) => path.relative(DATA, absolute))) {
      expect([file, collectionOf(file)]).toEqual([file, expect.any(String)]);
    }
    expect(collectionOf("pages/home.json")).toBe("pages");
    expect(collectionOf("insights.json")).toBe("insights-settings");
    expect(collectionOf("services.json")).toBeNull();
    expect(collectionOf("pages/old/home.json")).toBeNull();
  });

  it("gives Gatsby each file's GraphQL type, and refuses a file of no kind", () => {
    expect(jsonTypeName({ relativeDirectory: "pages", name: "home" })).toBe("PageJson");
    expect(jsonTypeName({ relativeDirectory: "insights", name: "revised-schedule-m" })).toBe("InsightJson");
    expect(jsonTypeName({ relativeDirectory: "", name: "insights" })).toBe("InsightsJson");
    expect(() => jsonTypeName({ relativeDirectory: "", name: "services" })).toThrow(/services\.json/);
  });

  it.each(collectionNames)("names a node type of the content model for %s", (name) => {
    const type = graphqlSchema.getType(COLLECTIONS[name].type);
    expect(type).toBeInstanceOf(GraphQLObjectType);
    expect((type as GraphQLObjectType).getInterfaces().map((i) => i.name)).toContain("Node");
  });

  it("draws each kind of page with a template that exists", () => {
    for (const collection of Object.values(COLLECTIONS)) {
      if ("page" in collection) expect(fs.existsSync(path.join(ROOT, collection.page.template))).toBe(true);
    }
  });

  it("puts a page at the address its field holds, or at its file's name in its folder", () => {
    const json = { path: "/aboutus/" };
    expect(routeOf(COLLECTIONS.pages.page.route, { slug: "aboutus", json })).toBe("/aboutus/");
    expect(routeOf(COLLECTIONS.insights.page.route, { slug: "revised-schedule-m", json: {} })).toBe(
      "/insights/revised-schedule-m/",
    );
  });
});
