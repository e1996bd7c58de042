import { isCalendarDate, yamlScalarText } from "./calendar-date";

describe("isCalendarDate", () => {
  it("accepts real days written YYYY-MM-DD", () => {
    for (const day of ["2026-09-14", "2028-02-29", "2026-12-31"]) expect(isCalendarDate(day)).toBe(true);
  });

  it("refuses days that do not exist and other spellings", () => {
    for (const text of [
      "2026-02-30",
      "2026-13-01",
      "2027-02-29",
      "2026-9-14",
      "14/09/2026",
      "2026-09-14T10:00",
      "soon",
      "",
    ]) {
      expect(isCalendarDate(text)).toBe(false);
    }
  });
});

describe("yamlScalarText", () => {
  const file = "---\ntitle: 'date: not this one'\ndate: 2026-02-30\nquoted: \"2026-01-02\"\n---\ndate: in the body\n";

  it("reads a top-level line of the frontmatter as written, without quotes", () => {
    expect(yamlScalarText(file, "date")).toBe("2026-02-30");
    expect(yamlScalarText(file, "quoted")).toBe("2026-01-02");
  });

  it("reads a plain YAML document, and gives undefined for a key that is not there", () => {
    expect(yamlScalarText("updated: 2026-11-01\n", "updated")).toBe("2026-11-01");
    expect(yamlScalarText(file, "missing")).toBeUndefined();
  });
});
