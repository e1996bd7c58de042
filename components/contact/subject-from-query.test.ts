import { subjectFromQuery } from "./subject-from-query";

describe("subjectFromQuery", () => {
  it("reads the subject a link asks for, trimmed", () => {
    expect(subjectFromQuery("?subject=Data%20deletion%20request")).toBe("Data deletion request");
    expect(subjectFromQuery("?x=1&subject=+Demo+for+our+team+")).toBe("Demo for our team");
  });

  it("ignores a missing, blank, too short, too long or multi-line subject", () => {
    expect(subjectFromQuery("")).toBeNull();
    expect(subjectFromQuery("?subject=")).toBeNull();
    expect(subjectFromQuery("?subject=Hi")).toBeNull();
    expect(subjectFromQuery(`?subject=${"a".repeat(151)}`)).toBeNull();
    expect(subjectFromQuery("?subject=Data%20deletion%0ABcc%3A%20x%40y.example")).toBeNull();
    expect(subjectFromQuery("?subject=Invoice%20%E2%80%AEfdp.exe")).toBeNull(); // U+202E, a direction override
  });
});
