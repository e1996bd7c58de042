import { clientIp, visitorCountry } from "./request-meta";

const headers = (values: Record<string, string>) => new Headers(values);
const cookies = (values: Record<string, string>) => (name: string) => values[name];

describe("clientIp", () => {
  it("takes the entry the proxy in front of us appended, not what the client sent before it", () => {
    expect(clientIp(headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.9" }), 1)).toBe("203.0.113.9");
    expect(clientIp(headers({ "x-forwarded-for": " 203.0.113.9 " }), 1)).toBe("203.0.113.9");
  });

  it("skips as many entries as there are trusted proxies", () => {
    expect(clientIp(headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.0.0.1" }), 2)).toBe("203.0.113.9");
    expect(clientIp(headers({ "x-forwarded-for": "203.0.113.9" }), 2)).toBe("203.0.113.9");
  });

  it("trusts one proxy by default", () => {
    expect(clientIp(headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.9" }))).toBe("203.0.113.9");
  });

  it("falls back to x-real-ip, else unknown", () => {
    expect(clientIp(headers({ "x-real-ip": "198.51.100.2" }))).toBe("198.51.100.2");
    expect(clientIp(headers({ "x-forwarded-for": " , " }))).toBe("unknown");
    expect(clientIp(headers({}))).toBe("unknown");
  });
});

describe("visitorCountry", () => {
  const now = Date.parse("2026-11-21T10:00:00Z");

  it("reads the user_country cookie proxy.ts caches", () => {
    const cookie = JSON.stringify({ countryCode: "IN", timestamp: now - 1000 });
    expect(visitorCountry(headers({ "accept-language": "en-US" }), cookies({ user_country: cookie }), now)).toBe("IN");
  });

  it("detects like proxy.ts without the cookie: geo header, then language, then US", () => {
    expect(visitorCountry(headers({ "x-vercel-ip-country": "GB" }), cookies({}), now)).toBe("GB");
    expect(visitorCountry(headers({ "accept-language": "en-IN,en;q=0.9" }), cookies({}), now)).toBe("IN");
    expect(visitorCountry(headers({}), cookies({}), now)).toBe("US");
  });

  it("follows the region chosen in the selector", () => {
    expect(visitorCountry(headers({ "accept-language": "en-US" }), cookies({ region: "india" }), now)).toBe("IN");
  });
});
