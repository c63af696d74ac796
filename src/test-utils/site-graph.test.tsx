import { render, renderHook, screen } from "@testing-library/react";
import { Kind, visit, type FieldNode } from "graphql";

import Hero from "../components/hero";
import { useSite } from "../hooks/use-site";
import { loadPage, loadRawPage, queryPage } from "./page-fixtures";
import { siteDocuments, type SiteDocuments } from "./site-documents";
import { formatDate } from "./site-graph";

/** The site's documents with one field taken out of one fragment, as an edit to its component might. */
const withoutField = (fragment: string, field: string): SiteDocuments => {
  const documents = siteDocuments();
  const changed = visit(documents.fragments.get(fragment)!, {
    Field: (node) => (node.name.value === field ? null : undefined),
  });
  return { ...documents, fragments: new Map([...documents.fragments, [fragment, changed]]) };
};

/** The names of the fields a fragment asks for at its top. */
const askedBy = (fragment: string) =>
  siteDocuments()
    .fragments.get(fragment)!
    .selectionSet.selections.filter((selection): selection is FieldNode => selection.kind === Kind.FIELD)
    .map((field) => field.name.value);

describe("the unit tests' fixtures, the answers of the site's own queries", () => {
  it("hold exactly the fields the fragments ask for, not everything the data file has", () => {
    const page = loadPage("training");
    expect(Object.keys(page.hero).sort()).toEqual(askedBy("Hero").sort());
    const raw = loadRawPage("training");
    // Every section of the file has its kind, which no fragment asks for: GraphQL gives its type instead.
    expect(raw.sections.every((section) => "kind" in section)).toBe(true);
    expect(page.sections.some((section) => "kind" in section)).toBe(false);
    expect(page.sections.map((section) => section.id)).toEqual(raw.sections.map((section) => section.id));
  });

  it("lose a field its fragment stops asking for, and so does the page drawn from them", () => {
    const { lead } = loadRawPage("training").hero;
    expect(lead).toBeTruthy();
    const { unmount } = render(<Hero hero={loadPage("training").hero} />);
    expect(screen.getByText(lead!)).toBeInTheDocument();
    unmount();

    const hero = queryPage("training", { documents: withoutField("Hero", "lead") }).hero;
    expect(hero).not.toHaveProperty("lead");
    render(<Hero hero={hero} />);
    expect(screen.queryByText(lead!)).toBeNull();
  });

  it("cannot be made from a fragment that asks for a field the content model lacks", () => {
    const documents = siteDocuments();
    const hero = documents.fragments.get("Hero")!;
    const misspelt = visit(hero, {
      Field: (node) =>
        node.name.value === "lead" ? { ...node, name: { ...node.name, value: "leed" } } : undefined,
    });
    const changed = { ...documents, fragments: new Map([...documents.fragments, ["Hero", misspelt]]) };
    expect(() => queryPage("training", { documents: changed })).toThrow(/Cannot query field "leed"/);
  });

  it("answer the site hook's static query with what it asks of data/site.json, nothing more", () => {
    const { result } = renderHook(() => useSite());
    expect(result.current.site.name).toBeTruthy();
    // In data/site.json for the installed app's icon, but never asked for by the pages.
    expect(result.current.site).not.toHaveProperty("shortName");
    expect(Date.parse(result.current.buildTime)).not.toBeNaN();
  });
});

describe("dates, as Gatsby's @dateformat writes them", () => {
  it("write the formatString tokens in UTC, with literal text in brackets", () => {
    expect(formatDate("2026-11-24", { formatString: "D MMMM YYYY" })).toBe("24 November 2026");
    expect(formatDate("2025-12-31T23:30:00-01:00", { formatString: "D MMM YY" })).toBe("1 Jan 26");
    expect(formatDate("2026-01-05", { formatString: "[On] dddd DD/MM/YYYY" })).toBe("On Monday 05/01/2026");
    expect(formatDate("2026-01-05", {})).toBe("2026-01-05");
  });

  it("stop on a token they do not imitate, naming it", () => {
    expect(() => formatDate("2026-01-05", { formatString: "Do MMMM" })).toThrow(/date token o \(Do MMMM\)/);
    expect(() => formatDate("2026-01-05", { fromNow: true })).toThrow(/formatString only/);
  });
});
