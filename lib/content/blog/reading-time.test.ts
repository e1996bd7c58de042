import { countWords, readingMinutes } from "./reading-time";

describe("countWords", () => {
  it("counts words in paragraphs, headings and list items", () => {
    const words = countWords([
      "Why minutes matter",
      "Every inbound lead  arrives\nwith a clock.",
      "One item",
      "Two more items",
    ]);
    expect(words).toBe(3 + 7 + 5);
  });

  it("is zero for an empty body", () => {
    expect(countWords([])).toBe(0);
  });
});

describe("readingMinutes", () => {
  it("rounds up to whole minutes with a one-minute floor", () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(220)).toBe(1);
    expect(readingMinutes(221)).toBe(2);
    expect(readingMinutes(750)).toBe(4);
    expect(readingMinutes(600, 200)).toBe(3);
  });
});
