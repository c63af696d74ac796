import { listPages, pageNumbers } from "./pagination";
import { listPagePath } from "./paths";

describe("the list of insights spread over pages", () => {
  it("gives the first page the list's own address and the others a number below it", () => {
    expect(listPagePath("/insights/", 1)).toBe("/insights/");
    expect(listPagePath("/insights/", 2)).toBe("/insights/2/");
  });

  it("makes as many pages as it takes, 12 to a page, each knowing which entries it shows", () => {
    const pages = listPages("/insights/", 25, 12);
    expect(pages.map((page) => page.path)).toEqual(["/insights/", "/insights/2/", "/insights/3/"]);
    expect(pages.map((page) => [page.skip, page.limit])).toEqual([
      [0, 12],
      [12, 12],
      [24, 12],
    ]);
    expect(pages.every((page) => page.count === 3)).toBe(true);
    expect(pages.map((page) => page.current)).toEqual([1, 2, 3]);
  });

  it("gives each page the numbers it links, worked out at build time", () => {
    expect(listPages("/insights/", 25, 12).map((page) => page.numbers)).toEqual([
      [1, 2, 3],
      [1, 2, 3],
      [1, 2, 3],
    ]);
    expect(listPages("/insights/", 12 * 12, 12)[5].numbers).toEqual([1, null, 5, 6, 7, null, 12]);
  });

  it("keeps one page for a list of exactly 12, and for an empty list", () => {
    expect(listPages("/insights/", 12, 12)).toHaveLength(1);
    expect(listPages("/insights/", 13, 12)).toHaveLength(2);
    expect(listPages("/insights/", 0, 12)).toEqual([
      { path: "/insights/", skip: 0, limit: 12, current: 1, count: 1, numbers: [1] },
    ]);
  });

  it("links every page number up to seven pages", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("beyond seven pages, links the first, the last and the current page with its neighbours, with gaps", () => {
    expect(pageNumbers(1, 12)).toEqual([1, 2, null, 12]);
    expect(pageNumbers(5, 12)).toEqual([1, null, 4, 5, 6, null, 12]);
    expect(pageNumbers(3, 12)).toEqual([1, 2, 3, 4, null, 12]);
    expect(pageNumbers(12, 12)).toEqual([1, null, 11, 12]);
  });
});
