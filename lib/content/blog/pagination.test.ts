import { extraPageParams, pageCount, pageHref, pageItems, paginate, parsePageParam } from "./pagination";

describe("pageCount", () => {
  it("rounds up and never returns less than one page", () => {
    expect(pageCount(8, 4)).toBe(2);
    expect(pageCount(9, 4)).toBe(3);
    expect(pageCount(8, 6)).toBe(2);
    expect(pageCount(0, 4)).toBe(1);
  });

  it("rejects a page size that is not a positive integer", () => {
    expect(() => pageCount(8, 0)).toThrow(RangeError);
    expect(() => pageCount(8, 1.5)).toThrow(RangeError);
  });
});

describe("paginate", () => {
  const items = ["a", "b", "c", "d", "e"];

  it("returns the slice for a 1-based page", () => {
    expect(paginate(items, 1, 2)).toEqual(["a", "b"]);
    expect(paginate(items, 3, 2)).toEqual(["e"]);
  });

  it("returns nothing for pages out of range", () => {
    expect(paginate(items, 4, 2)).toEqual([]);
    expect(paginate(items, 0, 2)).toEqual([]);
    expect(paginate(items, 1.5, 2)).toEqual([]);
  });
});

describe("pageHref", () => {
  it("keeps page 1 on the base URL and uses /page/n after that", () => {
    expect(pageHref("/blog-three-column", 1)).toBe("/blog-three-column");
    expect(pageHref("/blog-three-column", 2)).toBe("/blog-three-column/page/2");
  });
});

describe("extraPageParams", () => {
  it("lists pages 2..count as strings", () => {
    expect(extraPageParams(3)).toEqual([{ page: "2" }, { page: "3" }]);
    expect(extraPageParams(1)).toEqual([]);
    expect(extraPageParams(0)).toEqual([]);
  });
});

describe("parsePageParam", () => {
  it("accepts canonical numbers from 2 to the page count", () => {
    expect(parsePageParam("2", 3)).toBe(2);
    expect(parsePageParam("3", 3)).toBe(3);
  });

  it("rejects page 1, out-of-range and non-canonical values", () => {
    for (const value of ["1", "4", "0", "02", "2.0", "-2", "two", "", " 2"]) {
      expect(parsePageParam(value, 3)).toBeNull();
    }
  });
});

describe("pageItems", () => {
  it("lists every page when there are few", () => {
    expect(pageItems(1, 2)).toEqual([1, 2]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("collapses long ranges around the current page", () => {
    expect(pageItems(1, 10)).toEqual([1, 2, "gap", 10]);
    expect(pageItems(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    expect(pageItems(10, 10)).toEqual([1, "gap", 9, 10]);
  });

  it("fills a single-page gap with the page instead of an ellipsis", () => {
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, "gap", 10]);
  });
});
