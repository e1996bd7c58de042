import { formatIsoDate } from "@/lib/platform/time/format-date";

describe("formatIsoDate", () => {
  it("writes day, month name and year", () => {
    expect(formatIsoDate("2026-11-02")).toBe("2 November 2026");
    expect(formatIsoDate("2026-01-31")).toBe("31 January 2026");
    expect(formatIsoDate("2024-02-29")).toBe("29 February 2024");
  });

  it("rejects strings that are not ISO dates", () => {
    expect(() => formatIsoDate("02/11/2026")).toThrow("Not an ISO date");
    expect(() => formatIsoDate("2026-11-02T00:00:00Z")).toThrow("Not an ISO date");
  });

  it("rejects dates that do not exist", () => {
    expect(() => formatIsoDate("2026-02-30")).toThrow("No such date");
    expect(() => formatIsoDate("2026-13-01")).toThrow("No such date");
  });
});

describe("formatIsoDate edge cases", () => {
  it("accepts 29 February only in leap years and rejects malformed dates", () => {
    expect(formatIsoDate("2028-02-29")).toBe("29 February 2028");
    for (const value of ["2026-02-29", "2026-9-14", "2026-00-10", "2026-04-31", ""]) {
      expect(() => formatIsoDate(value)).toThrow(RangeError);
    }
  });
});
