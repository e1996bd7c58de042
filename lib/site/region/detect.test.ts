import {
  countryFromAcceptLanguage,
  countryName,
  detectLocation,
  LOCATION_TTL_MS,
  locationCookieCountry,
  locationFor,
  parseLocationCookie,
} from "./detect";

const now = Date.UTC(2026, 10, 21, 12);

describe("detectLocation", () => {
  it("uses the geo header first, then Accept-Language, then US", () => {
    expect(detectLocation({ geoCountry: "IN", acceptLanguage: "en-GB", now }).location.countryCode).toBe("IN");
    expect(detectLocation({ geoCountry: null, acceptLanguage: "en-GB,en;q=0.8", now }).location.countryCode).toBe("GB");
    const fallback = detectLocation({ now });
    expect(fallback.location).toMatchObject({
      countryCode: "US",
      countryName: "United States",
      currency: "USD",
      fallback: true,
    });
    expect(fallback.region).toBe("global");
  });

  it("ignores unknown geo values such as Cloudflare's XX", () => {
    expect(detectLocation({ geoCountry: "XX", acceptLanguage: "hi-IN", now }).location.countryCode).toBe("IN");
  });

  it("lets the region chosen in the selector win over every header", () => {
    expect(detectLocation({ regionCookie: "india", geoCountry: "US", now })).toMatchObject({
      region: "india",
      location: { countryCode: "IN", currency: "INR" },
    });
    expect(detectLocation({ regionCookie: "global", geoCountry: "IN", now })).toMatchObject({
      region: "global",
      location: { currency: "USD" },
    });
  });

  it("reuses a cached detection for 24 hours, then detects again", () => {
    const cached = locationFor("IN", false, now - 1000);
    expect(detectLocation({ cached, geoCountry: "US", now })).toMatchObject({ region: "india", fresh: false });
    const stale = locationFor("IN", false, now - LOCATION_TTL_MS - 1);
    expect(detectLocation({ cached: stale, geoCountry: "US", now })).toMatchObject({ region: "global", fresh: true });
  });

  it("re-detects when the selector's choice no longer matches the cache", () => {
    const cached = locationFor("US", false, now - 1000);
    expect(detectLocation({ cached, regionCookie: "india", now })).toMatchObject({
      region: "india",
      fresh: true,
      location: { countryCode: "IN" },
    });
  });
});

describe("countryFromAcceptLanguage", () => {
  it.each([
    ["en-IN,en;q=0.9", "IN"],
    ["fr,fr-CA;q=0.8", "CA"],
    ["zh-Hans-CN", "CN"],
    ["en", null],
    ["", null],
  ])("%s → %s", (header, expected) => {
    expect(countryFromAcceptLanguage(header)).toBe(expected);
  });
});

describe("parseLocationCookie", () => {
  it("accepts a cookie it wrote and rejects tampered or broken ones", () => {
    const written = JSON.stringify(locationFor("GB", false, now));
    expect(parseLocationCookie(written)).toMatchObject({ countryCode: "GB", currency: "GBP", timestamp: now });
    expect(parseLocationCookie('{"countryCode":"<script>","timestamp":1}')).toBeNull();
    expect(parseLocationCookie("not json")).toBeNull();
    expect(parseLocationCookie(undefined)).toBeNull();
  });
});

describe("locationCookieCountry", () => {
  it("gives the country code of a valid cookie only", () => {
    expect(locationCookieCountry(JSON.stringify(locationFor("IN", false, now)))).toBe("IN");
    expect(locationCookieCountry('{"countryCode":"in","timestamp":1}')).toBeNull();
    expect(locationCookieCountry('{"countryCode":"IN"}')).toBeNull();
    expect(locationCookieCountry("{")).toBeNull();
    expect(locationCookieCountry(undefined)).toBeNull();
  });
});

describe("countryName", () => {
  it("names a country in English, the EU too, and falls back to the code", () => {
    expect(countryName("IN")).toBe("India");
    expect(countryName("EU")).toBe("European Union");
    expect(countryName("A1")).toBe("A1");
  });
});
