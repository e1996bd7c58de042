import { z } from "zod";
import { ContentError, WHOLE_FILE, fieldName, keystaticIssues, parseContent, yamlDateIssues } from "./content-errors";

describe("readable content errors", () => {
  it("name fields as the editor shows them: lists counted from 1, without Keystatic's either-or 'value'", () => {
    expect(fieldName(["sections", 3, "body", 0, "value"])).toBe("sections #4 › body #1");
    expect(fieldName(["image", "alt"])).toBe("image › alt");
    expect(fieldName([])).toBe(WHOLE_FILE);
  });

  it("list every problem of a file in one message, each with its file and field, and a code for each", () => {
    const schema = z.object({
      title: z.string({ error: "is missing" }),
      points: z.array(z.string().min(1, "is empty")),
    });
    const error = (() => {
      try {
        parseContent(schema, { points: ["a", ""] }, "content/x.yaml");
      } catch (thrown) {
        return thrown as ContentError;
      }
    })();
    expect(error).toBeInstanceOf(ContentError);
    expect(error?.code).toBe("invalid_content");
    expect(error?.issues.map(({ field, code }) => [field, code])).toEqual([
      ["title", "invalid"],
      ["points #2", "missing"],
    ]);
    expect(error?.message).toBe(
      "The site's content has 2 problems (fix the file, or edit it at /keystatic in `npm run dev`):\n  content/x.yaml, title: is missing\n  content/x.yaml, points #2: is empty",
    );
  });

  it("rewrite Keystatic's reader errors with the file's name and the editor's field names", () => {
    const issues = keystaticIssues(
      "content/landing/team.yaml",
      new Error('Invalid data for singleton "team":\nteamData.1.image.alt: Alt text must not be empty'),
    );
    expect(issues).toEqual([
      {
        file: "content/landing/team.yaml",
        field: "teamData #2 › image › alt",
        code: "missing",
        message: "Alt text must not be empty",
      },
    ]);
    expect(keystaticIssues("content/a.yaml", new Error("EACCES: permission denied"))).toEqual([
      { file: "content/a.yaml", field: WHOLE_FILE, code: "unreadable", message: "EACCES: permission denied" },
    ]);
    const yaml = Object.assign(new Error("missed comma between flow collection entries (2:1)"), {
      name: "YAMLException",
    });
    expect(keystaticIssues("content/b.yaml", yaml)).toEqual([
      expect.objectContaining({
        field: WHOLE_FILE,
        code: "unreadable",
        message: "not valid YAML: missed comma between flow collection entries (2:1)",
      }),
    ]);
  });

  it("find the dates YAML would quietly turn into another day", () => {
    expect(
      yamlDateIssues(
        "content/t.yaml",
        "title: T\nupdated: 2026-11-31\nsections:\n  - date: 2026-02-28\n  - date: 2026-02-30 # typo\n",
      ),
    ).toEqual([
      {
        file: "content/t.yaml",
        field: "updated (line 2)",
        code: "invalid_date",
        message: "2026-11-31 is not a date (write YYYY-MM-DD, e.g. 2026-11-02)",
      },
      {
        file: "content/t.yaml",
        field: "date (line 5)",
        code: "invalid_date",
        message: "2026-02-30 is not a date (write YYYY-MM-DD, e.g. 2026-11-02)",
      },
    ]);
    expect(yamlDateIssues("content/t.yaml", "updated: 2026-11-02\nlaunchAt: '2027-03-01T09:00:00+05:30'\n")).toEqual(
      [],
    );
  });
});
