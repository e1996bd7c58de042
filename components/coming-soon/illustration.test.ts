import { readFileSync } from "node:fs";
import path from "node:path";

// The page's live countdown shows the real time left; a figure drawn into the picture would contradict it.
describe("the coming-soon illustration", () => {
  it("draws no countdown figures of its own", () => {
    const svg = readFileSync(path.join(process.cwd(), "public/images/illustrations/coming-soon.svg"), "utf8");
    const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((text) => /\d/.test(text))).toEqual([]);
  });
});
