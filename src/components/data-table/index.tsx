import type { ReactNode } from "react";

import { keepTogether } from "../../lib/keep-together";
import * as styles from "./data-table.module.scss";

type DataTableProps = {
  /** Unique on the page: the caption's id is made from it, and names the region that holds the table. */
  id: string;
  caption: string;
  /** The column heads, left to right; the first heads the column of row heads. */
  columns: readonly string[];
  /** Each row's cells in the columns' order, its head first. */
  rows: readonly (readonly ReactNode[])[];
  className?: string;
  /**
   * The rows are choices a reader weighs against each other (a table section, such as Training's
   * formats): each row's head is a name set in the heading serif, the column heads a quiet band, and
   * the table a panel; on phones each card opens with its name on that band.
   */
  compare?: boolean;
};

/** A cell's text kept whole where it names a standard; anything else (a grade, a list) as it comes. */
const content = (cell: ReactNode) => (typeof cell === "string" ? keepTogether(cell) : cell);

/**
 * A real table (caption, column heads, a head for each row) in a region of its own, named by the
 * caption, that scrolls sideways when the table is wider than the page: the page itself never does.
 * The region takes the focus so that a keyboard can scroll it. On screens narrower than 768 px each
 * row stands as a card, its cells under its head, each with its column's head beside it (hidden from
 * screen readers, which hear the column heads from the table); on paper it is always a table
 * (./data-table.module.scss).
 */
const DataTable = ({ id, caption, columns, rows, className, compare = false }: DataTableProps) => {
  const captionId = `${id}-caption`;
  return (
    <div
      className={[styles.region, compare && styles.compare, className].filter(Boolean).join(" ")}
      role="region"
      aria-labelledby={captionId}
      // A region that may scroll must be reachable by keyboard (WCAG 2.1.1), so it takes the focus.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {keepTogether(caption)}
        </caption>
        <thead className={styles.head}>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {keepTogether(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, row) => (
            <tr key={row} className={styles.row}>
              {cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className={styles.rowHead}>
                    {content(cell)}
                  </th>
                ) : (
                  <td key={index} className={styles.cell}>
                    <span className={styles.label} aria-hidden="true">
                      {keepTogether(columns[index] ?? "")}
                    </span>
                    <div className={styles.value}>{content(cell)}</div>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

export default DataTable;
