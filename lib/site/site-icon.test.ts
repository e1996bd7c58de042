import { readFileSync } from "node:fs";
import { SITE_ICON_DATA_URI } from "./site-icon";

describe("SITE_ICON_DATA_URI", () => {
  it("is app/icon.svg itself, as an SVG data: URI a link's href can carry", () => {
    const [scheme, encoded] = SITE_ICON_DATA_URI.split(",");
    expect(scheme).toBe("data:image/svg+xml");
    expect(decodeURIComponent(encoded)).toBe(readFileSync("app/icon.svg", "utf8").trim());
    // Characters that would end an href or start a fragment are escaped.
    expect(encoded).not.toMatch(/["'#<>\s]/);
  });
});
