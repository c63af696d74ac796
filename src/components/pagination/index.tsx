import { listPagePath } from "../../lib/paths";
import * as styles from "./pagination.module.scss";

type PaginationProps = {
  /** The list's first page, such as /insights/. */
  base: string;
  current: number;
  count: number;
  /** The page numbers to link, null where a run is left out (lib/pagination.ts, at build time). */
  numbers: readonly (number | null)[];
  labels: { pages: string; previous: string; next: string };
};

/** Numbered links to the pages of a list, with the newer and older pages either side. */
const Pagination = ({ base, current, count, numbers, labels }: PaginationProps) => {
  if (count <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={labels.pages}>
      <ul className={styles.list}>
        {current > 1 && (
          <li>
            <a className={styles.step} href={listPagePath(base, current - 1)} rel="prev">
              {labels.previous}
            </a>
          </li>
        )}
        {numbers.map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <a
                className={styles.number}
                href={listPagePath(base, page)}
                aria-current={page === current ? "page" : undefined}
              >
                {page}
              </a>
            </li>
          ),
        )}
        {current < count && (
          <li>
            <a className={styles.step} href={listPagePath(base, current + 1)} rel="next">
              {labels.next}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
};

export default Pagination;
