import { config } from "@/proxy";
import { COUNTRY_DETECTING_PATHS } from "./regional-rewrite";
import { HOME_PATHS, REGIONAL_PATHS, isHomePath, regionalRoute, regionalTarget } from "./routes";

describe("regional routes", () => {
  it("rewrites clean paths to the region's prerendered variant", () => {
    expect(regionalTarget("/", "india")).toBe("/india");
    expect(regionalTarget("/contact-page", "global")).toBe("/global/contact-page");
  });

  it("runs the proxy on every regional path (the matcher must be a literal, so it is checked here)", () => {
    for (const path of REGIONAL_PATHS) expect(config.matcher).toContain(path);
    for (const path of COUNTRY_DETECTING_PATHS) expect(config.matcher).toContain(path);
  });

  it("reads the region and the clean path back from the route segments", () => {
    expect(regionalRoute(["india"])).toEqual({ region: "india", pathname: "/" });
    expect(regionalRoute(["global", "theme-six"])).toEqual({ region: "global", pathname: "/theme-six" });
    expect(regionalRoute(["india", "pricing"])).toEqual({ region: "india", pathname: "/pricing" });
    for (const path of REGIONAL_PATHS) {
      const segments = regionalTarget(path, "india").split("/").filter(Boolean);
      expect(regionalRoute(segments)).toEqual({ region: "india", pathname: path });
    }
  });

  it("finds no region on pages outside the [region] segment", () => {
    expect(regionalRoute([])).toBeNull();
    expect(regionalRoute(["faq"])).toBeNull();
    expect(regionalRoute(["(diagnostics)", "pricing-test"])).toBeNull();
    expect(regionalRoute(["blog-two-column", "page", "2"])).toBeNull();
  });

  it("knows the home page and its theme variants", () => {
    for (const path of HOME_PATHS) expect(isHomePath(path)).toBe(true);
    expect(isHomePath("/pricing")).toBe(false);
    expect(isHomePath("/contact-page")).toBe(false);
  });
});
