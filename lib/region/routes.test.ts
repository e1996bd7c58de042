import { config } from "@/proxy";
import { REGIONAL_PATHS, regionalTarget } from "./routes";

describe("regional routes", () => {
  it("rewrites clean paths to the region's prerendered variant", () => {
    expect(regionalTarget("/", "india")).toBe("/india");
    expect(regionalTarget("/contact-page", "global")).toBe("/global/contact-page");
  });

  it("runs the proxy on every regional path (the matcher must be a literal, so it is checked here)", () => {
    for (const path of REGIONAL_PATHS) expect(config.matcher).toContain(path);
  });
});
