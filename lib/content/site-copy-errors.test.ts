import { z } from "zod";
import { SiteCopyError, fieldName, fromKeystaticError, isCalendarDate, parseContent, yamlDateProblems } from "./site-copy-errors";

describe("readable content errors", () => {
  it("name fields as the editor shows them: lists counted from 1, without Keystatic's either-or 'value'", () => {
    expect(fieldName(["sections", 3, "body", 0, "value"])).toBe("sections #4 › body #1");
    expect(fieldName(["image", "alt"])).toBe("image › alt");
    expect(fieldName([])).toBe("(the file)");
  });

  it("list every problem of a file, one per line, under the file's name", () => {
    const schema = z.object({ title: z.string({ error: "is missing" }), points: z.array(z.string().min(1, "is empty")) });
    const error = (() => {
      try {
        parseContent(schema, { points: ["a", ""] }, "content/x.yaml");
      } catch (thrown) {
        return thrown as SiteCopyError;
      }
    })();
    expect(error).toBeInstanceOf(SiteCopyError);
    expect(error?.code).toBe("invalid_content");
    expect(error?.message).toBe("content/x.yaml cannot be published:\n  - title: is missing\n  - points #2: is empty");
  });

  it("rewrite Keystatic's reader errors with the file's name", () => {
    const error = fromKeystaticError(new Error('Invalid data for singleton "team":\nteamData.1.image.alt: Alt text must not be empty'), "content/landing/team.yaml");
    expect(error.problems).toEqual(["teamData #2 › image › alt: Alt text must not be empty"]);
    expect(fromKeystaticError(new Error("EACCES: permission denied"), "content/a.yaml").problems).toEqual(["EACCES: permission denied"]);
  });

  it("tell calendar dates from typos that YAML would turn into another day", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    for (const value of ["2026-02-29", "2026-11-31", "2026-13-01", "2026-1-5", "2 November 2026"]) expect([value, isCalendarDate(value)]).toEqual([value, false]);
    expect(yamlDateProblems("title: T\nupdated: 2026-11-31\nsections:\n  - date: 2026-02-28\n  - date: 2026-02-30 # typo\n")).toEqual([
      "updated (line 2): 2026-11-31 is not a date (write YYYY-MM-DD, e.g. 2026-11-02)",
      "date (line 5): 2026-02-30 is not a date (write YYYY-MM-DD, e.g. 2026-11-02)",
    ]);
    expect(yamlDateProblems("updated: 2026-11-02\nlaunchAt: '2027-03-01T09:00:00+05:30'\n")).toEqual([]);
  });
});
