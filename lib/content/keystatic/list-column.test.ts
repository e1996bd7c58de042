import { blogPosts } from "./blog";
import { publishColumn } from "./list-column";

// What the editor's post list shows in its columns: value + "" of each field's reader value.

const shown = (field: "date" | "draft", stored: unknown) => `${blogPosts.schema[field].reader.parse(stored as never)}`;

describe("the post list's columns", () => {
  it("say Draft or nothing, not true/false", () => {
    expect(shown("draft", true)).toBe("Draft");
    expect(shown("draft", false)).toBe("");
  });

  it("mark a publish moment still ahead as Scheduled", () => {
    const now = new Date("2026-11-27T12:00:00Z");
    expect(publishColumn("2026-12-01T09:00:00.000Z", now)).toMatch(/^Scheduled · 1 Dec 2026, \d\d:\d\d$/);
    expect(publishColumn("2026-09-14", now)).toMatch(/^14 Sept? 2026, \d\d:\d\d$/);
    expect(shown("date", "2999-01-01T00:00:00.000Z")).toMatch(/^Scheduled · /);
  });
});
