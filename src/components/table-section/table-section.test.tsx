import { render, screen, within } from "@testing-library/react";

import { loadPage, pageSlugs } from "../../test-utils/page-fixtures";
import TableSection from ".";

type Table = Queries.TableSectionFragment & { __typename: "PageTableSection" };

const tables = pageSlugs().flatMap((slug) =>
  loadPage(slug).sections.filter((section): section is Table => section.__typename === "PageTableSection"),
);

/** An element's text with runs of white space as one space, as a reader hears it. */
const textOf = (element: Element) => (element.textContent ?? "").replace(/\s+/g, " ").trim();

describe("a table section", () => {
  it("is a real table in a scrolling region named by its caption: column heads, and a head for each row", () => {
    expect(tables.length).toBeGreaterThan(0);
    for (const section of tables) {
      const { unmount } = render(<TableSection section={section} />);
      expect(screen.getByRole("heading", { level: 2, name: section.heading })).toBeInTheDocument();
      const region = screen.getByRole("region", { name: section.caption });
      expect(region).toHaveAttribute("tabindex", "0");
      const table = within(region).getByRole("table", { name: section.caption });
      expect(table.querySelector("caption")).toHaveTextContent(section.caption);
      const heads = within(table).getAllByRole("columnheader");
      expect(heads.map(textOf)).toEqual([...section.columns]);
      heads.forEach((head) => expect(head).toHaveAttribute("scope", "col"));
      const rows = within(table).getAllByRole("row").slice(1);
      expect(rows).toHaveLength(section.rows.length);
      rows.forEach((row, index) => {
        const [name, ...rest] = section.rows[index].cells;
        const rowHead = within(row).getByRole("rowheader");
        expect(textOf(rowHead)).toBe(name);
        expect(rowHead).toHaveAttribute("scope", "row");
        // Each cell holds its value; its column's head beside it is for the eye only (the phone's cards).
        const cells = within(row).getAllByRole("cell");
        expect(cells.map((cell) => textOf(cell.lastElementChild!))).toEqual(rest);
        cells.forEach((cell, column) => {
          const label = cell.firstElementChild!;
          expect(label).toHaveAttribute("aria-hidden", "true");
          expect(textOf(label)).toBe(section.columns[column + 1]);
        });
      });
      unmount();
    }
  });

  it("folded, stands behind its heading with a line of what it holds, and reveals nothing; open, it reveals", () => {
    for (const folded of [true, false]) {
      const section = { ...tables[0], folded };
      const { container, unmount } = render(<TableSection section={section} />);
      const fold = container.querySelector("details");
      if (folded) {
        // Its line is its introduction's start, or without one its rows' names.
        const line = section.intro ?? section.rows.map((row) => row.cells[0]).join(" · ");
        expect(fold!.querySelector("summary")).toHaveTextContent(line.slice(0, 40));
        const { container: bare, unmount: unmountBare } = render(
          <TableSection section={{ ...section, intro: null }} />,
        );
        expect(bare.querySelector("summary")).toHaveTextContent(
          section.rows.map((row) => row.cells[0]).join(" · "),
        );
        unmountBare();
        expect(within(fold!).getByRole("table")).toBeInTheDocument();
        expect(container.querySelector("[data-aos]")).toBeNull();
      } else {
        expect(fold).toBeNull();
        expect(container.querySelector("[data-aos]")).not.toBeNull();
      }
      unmount();
    }
  });

  it("shows markup in its texts as text", () => {
    const hostile = "<img src=x onerror=alert(1)>";
    const section: Table = {
      ...tables[0],
      caption: "<b>Caption</b>",
      columns: ["<i>Name</i>", hostile],
      rows: [{ cells: ["<script>alert(1)</script>", hostile] }],
    };
    const { container } = render(<TableSection section={section} />);
    expect(screen.getByRole("table", { name: "<b>Caption</b>" })).toBeInTheDocument();
    expect(screen.getByRole("rowheader")).toHaveTextContent("<script>alert(1)</script>");
    expect(container.querySelector("img, b, i, script")).toBeNull();
  });
});
