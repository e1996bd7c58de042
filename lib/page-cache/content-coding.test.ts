import { preferredCoding } from "./content-coding";

const ALL = ["br", "gzip", "identity"] as const;

describe("preferredCoding", () => {
  it("prefers brotli, then gzip, among what the client accepts", () => {
    expect(preferredCoding("gzip, deflate, br, zstd", ALL)).toBe("br");
    expect(preferredCoding("gzip, deflate", ALL)).toBe("gzip");
    expect(preferredCoding("br;q=0, gzip;q=0.5", ALL)).toBe("gzip");
    expect(preferredCoding("*", ALL)).toBe("br");
  });

  it("sends the body as it is when nothing else is accepted or available", () => {
    expect(preferredCoding(undefined, ALL)).toBe("identity");
    expect(preferredCoding("", ALL)).toBe("identity");
    expect(preferredCoding("deflate", ALL)).toBe("identity");
    expect(preferredCoding("gzip;q=0", ALL)).toBe("identity");
    expect(preferredCoding("gzip, br", ["identity"])).toBe("identity");
    expect(preferredCoding("br", ["gzip", "identity"])).toBe("identity");
  });
});
