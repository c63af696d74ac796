import { render, screen, within } from "@testing-library/react";

import { loadPage } from "../../test-utils/page-fixtures";
import AuditReportSection from ".";

type Report = Queries.AuditReportSectionFragment & { __typename: "PageAuditReportSection" };

const report = loadPage("sample-audit-report").sections.find(
  (section): section is Report => section.__typename === "PageAuditReportSection",
)!;

/** An element's text with runs of white space as one space, as a reader hears it. */
const textOf = (element: Element) => (element.textContent ?? "").replace(/\s+/g, " ").trim();

describe("the sample audit report", () => {
  it("says it is fictional before anything else it says, then gives its header", () => {
    expect(report.fictional).toBe(true);
    const { container } = render(<AuditReportSection section={report} />);
    const document = container.querySelector("[data-audit-report]")!;
    expect(textOf(document.firstElementChild!)).toBe(report.notice);
    const terms = [...document.querySelectorAll(":scope > dl > div")].map((row) => [
      textOf(row.querySelector("dt")!),
      textOf(row.querySelector("dd")!),
    ]);
    expect(terms).toEqual(report.facts.map((fact) => [fact.label, fact.value]));
  });

  it("grades each observation in words and lists the clauses it rests on, in a table named by its caption", () => {
    render(<AuditReportSection section={report} />);
    const { observations, grades } = report;
    const table = screen.getByRole("table", { name: observations.caption });
    expect(screen.getByRole("region", { name: observations.caption })).toContainElement(table);
    expect(within(table).getAllByRole("columnheader").map(textOf)).toEqual([
      observations.columns.ref,
      observations.columns.grade,
      observations.columns.finding,
      observations.columns.clauses,
    ]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(observations.items.length);
    rows.forEach((row, index) => {
      const item = observations.items[index];
      expect(textOf(within(row).getByRole("rowheader"))).toBe(item.ref);
      const [grade, finding, clauses] = within(row).getAllByRole("cell");
      expect(within(grade).getByText(grades[item.grade].label)).toBeInTheDocument();
      expect(textOf(finding.lastElementChild!)).toBe(item.finding);
      expect(within(clauses).getAllByRole("listitem").map(textOf)).toEqual([...item.clauses]);
    });
    // Every grade the observations use is explained beside them.
    for (const grade of new Set(observations.items.map((item) => item.grade))) {
      expect(screen.getByText(grades[grade].meaning)).toBeInTheDocument();
    }
  });

  it("tracks the corrective and preventive actions in a second table, each row under its observation", () => {
    render(<AuditReportSection section={report} />);
    const { actions, observations } = report;
    const table = screen.getByRole("table", { name: actions.caption });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(actions.items.length);
    rows.forEach((row, index) => {
      const item = actions.items[index];
      expect(textOf(within(row).getByRole("rowheader"))).toBe(item.ref);
      expect(observations.items.map((observation) => observation.ref)).toContain(item.ref);
      expect(
        within(row)
          .getAllByRole("cell")
          .map((cell) => textOf(cell.lastElementChild!)),
      ).toEqual([item.action, item.owner, item.due, item.status]);
    });
  });

  it("shows markup in its texts as text", () => {
    const hostile = "<img src=x onerror=alert(1)>";
    const section: Report = {
      ...report,
      notice: hostile,
      facts: [{ label: "<b>Site</b>", value: hostile }],
      observations: {
        ...report.observations,
        items: [
          { ...report.observations.items[0], finding: hostile, clauses: ["<script>alert(1)</script>"] },
        ],
      },
    };
    const { container } = render(<AuditReportSection section={section} />);
    expect(screen.getAllByText(hostile).length).toBeGreaterThan(1);
    expect(screen.getByText("<script>alert(1)</script>")).toBeInTheDocument();
    expect(container.querySelector("img, b, script")).toBeNull();
  });
});
