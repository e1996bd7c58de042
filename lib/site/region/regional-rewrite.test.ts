import { detectionToCache, LOCATION_COOKIE_OPTIONS, locationCookieOptions, regionalRewrite } from "./regional-rewrite";

const now = Date.UTC(2026, 10, 25, 12);

describe("regionalRewrite", () => {
  it("sends a regional page to the visitor's variant and reports a new detection", () => {
    expect(regionalRewrite({ pathname: "/contact-page", geoCountry: "IN", now })).toMatchObject({
      target: "/india/contact-page",
      newLocation: { countryCode: "IN", timestamp: now },
    });
    expect(regionalRewrite({ pathname: "/", acceptLanguage: "en-GB", now })).toMatchObject({
      target: "/global",
      newLocation: { countryCode: "GB" },
    });
  });

  it("reuses a detection the cookie still holds, and lets the chosen region win", () => {
    const cached = JSON.stringify({ countryCode: "IN", timestamp: now - 60_000 });
    expect(regionalRewrite({ pathname: "/pricing", locationCookie: cached, geoCountry: "US", now })).toEqual({
      target: "/india/pricing",
      newLocation: null,
    });
    expect(
      regionalRewrite({ pathname: "/pricing", regionCookie: "global", locationCookie: cached, now }),
    ).toMatchObject({ target: "/global/pricing", newLocation: { countryCode: "US" } });
    expect(regionalRewrite({ pathname: "/pricing", regionCookie: "mars", locationCookie: cached, now })?.target).toBe(
      "/india/pricing",
    );
  });

  it("leaves other paths alone", () => {
    expect(regionalRewrite({ pathname: "/faq", geoCountry: "IN", now })).toBeNull();
    expect(regionalRewrite({ pathname: "/india", now })).toBeNull();
  });
});

describe("detectionToCache", () => {
  it("caches a new detection for /signup, which charges in the visitor's currency, as for a regional page", () => {
    expect(detectionToCache({ pathname: "/signup", acceptLanguage: "en-IN", now })).toMatchObject({
      countryCode: "IN",
      currency: "INR",
      timestamp: now,
    });
    const cached = JSON.stringify({ countryCode: "IN", timestamp: now - 60_000 });
    expect(detectionToCache({ pathname: "/signup", locationCookie: cached, geoCountry: "US", now })).toBeNull();
  });

  it("leaves every other page's cookies alone", () => {
    expect(detectionToCache({ pathname: "/faq", geoCountry: "IN", now })).toBeNull();
    expect(detectionToCache({ pathname: "/pricing", geoCountry: "IN", now })).toBeNull();
  });
});

describe("locationCookieOptions", () => {
  it("is Secure over https only, as the proxy the visitor reached (the first X-Forwarded-Proto entry) or the URL says", () => {
    expect(locationCookieOptions({ protocol: "http:", forwardedProto: "https" }).secure).toBe(true);
    expect(locationCookieOptions({ protocol: "http:", forwardedProto: "HTTPS, http" }).secure).toBe(true);
    expect(locationCookieOptions({ protocol: "https:", forwardedProto: null }).secure).toBe(true);
    expect(locationCookieOptions({ protocol: "http:", forwardedProto: "http" }).secure).toBe(false);
    expect(locationCookieOptions({ protocol: "http:", forwardedProto: null })).toEqual({
      ...LOCATION_COOKIE_OPTIONS,
      secure: false,
    });
  });
});
