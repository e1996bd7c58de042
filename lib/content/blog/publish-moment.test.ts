import { publishInstant, publishIso } from "./publish-moment";

describe("publishInstant", () => {
  it("reads a day as midnight UTC, and a day and time in its own zone", () => {
    expect(publishIso("2026-09-14")).toBe("2026-09-14T00:00:00.000Z");
    expect(publishIso("2026-09-14T09:00:00.000Z")).toBe("2026-09-14T09:00:00.000Z");
    expect(publishIso("2026-09-14T09:00+05:30")).toBe("2026-09-14T03:30:00.000Z");
    expect(publishIso("2026-09-14T09:00:30-04:00")).toBe("2026-09-14T13:00:30.000Z");
  });

  it("refuses impossible days and times, and a time without its zone", () => {
    for (const value of ["2026-02-30", "2026-09-14T24:00Z", "2026-09-14T09:60Z", "2026-09-14T09:00", "soon", ""])
      expect([value, publishInstant(value)]).toEqual([value, null]);
  });
});
