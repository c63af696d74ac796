/** A long page has its own row of links to its sections from this many (PageView decides, from the data). */
export const PAGE_NAV_SECTIONS = 5;
