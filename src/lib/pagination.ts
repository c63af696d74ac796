/**
 * The list of insights spread over numbered pages: /insights/, /insights/2/,
 * /insights/3/… Used by the build to make the pages and by the list to draw
 * its page numbers.
 */
import { listPagePath } from "./paths";

/**
 * One page of a list: its address, which entries it shows, its number of how many, and the page
 * numbers it links (worked out here, by the build, so the browser needs no code for them).
 */
export type ListPage = {
  path: string;
  skip: number;
  limit: number;
  current: number;
  count: number;
  numbers: (number | null)[];
};

/** Every page of a list of `total` entries at `base`, `perPage` to a page; an empty list still has its first page. */
export const listPages = (base: string, total: number, perPage: number): ListPage[] => {
  const count = Math.max(1, Math.ceil(total / perPage));
  return Array.from({ length: count }, (_, index) => ({
    path: listPagePath(base, index + 1),
    skip: index * perPage,
    limit: perPage,
    current: index + 1,
    count,
    numbers: pageNumbers(index + 1, count),
  }));
};

/** How many page numbers are shown before the list is shortened with gaps. */
const ALL_NUMBERS_UP_TO = 7;

/**
 * The page numbers to link, with null where a run of numbers is left out:
 * every number up to seven pages; beyond that the first, the last, and the
 * current page with its neighbours (1 … 4 5 6 … 12).
 */
export const pageNumbers = (current: number, count: number): (number | null)[] => {
  if (count <= ALL_NUMBERS_UP_TO) return Array.from({ length: count }, (_, index) => index + 1);
  const shown = new Set([1, count, current - 1, current, current + 1].filter((n) => n >= 1 && n <= count));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => (index > 0 && n - sorted[index - 1] > 1 ? [null, n] : [n]));
};
