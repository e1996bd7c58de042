import { formatPostDate } from "./format-date";

describe("formatPostDate", () => {
  it("writes day, month name and year", () => {
    expect(formatPostDate("2026-09-14")).toBe("14 September 2026");
    expect(formatPostDate("2026-01-01")).toBe("1 January 2026");
    expect(formatPostDate("2026-12-31")).toBe("31 December 2026");
  });

  it("accepts 29 February only in leap years", () => {
    expect(formatPostDate("2028-02-29")).toBe("29 February 2028");
    expect(() => formatPostDate("2026-02-29")).toThrow(RangeError);
  });

  it("rejects malformed or impossible dates", () => {
    for (const value of ["2026-9-14", "14/09/2026", "2026-13-01", "2026-00-10", "2026-04-31", ""]) {
      expect(() => formatPostDate(value)).toThrow(RangeError);
    }
  });
});
