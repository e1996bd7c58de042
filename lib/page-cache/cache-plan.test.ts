import { cachePlan, type CacheableRequest } from "./cache-plan";

const STATIC = new Set(["/faq", "/global", "/india", "/global/pricing", "/india/pricing", "/_next/static/chunks/a.js"]);
const isStatic = (path: string) => STATIC.has(path);
const now = Date.UTC(2026, 10, 25, 12);

function request(url: string, options: { method?: string; headers?: Record<string, string>; cookies?: CacheableRequest["cookies"] } = {}): CacheableRequest {
  return { method: options.method ?? "GET", url, header: (name) => options.headers?.[name], cookies: options.cookies ?? {}, now };
}

describe("cachePlan", () => {
  it("keys a static page or file by its path and the forwarded protocol", () => {
    expect(cachePlan(request("/faq"), isStatic)).toEqual({ key: "http /faq", originPath: "/faq", forwardedProto: "http", newLocation: null, perVisitor: false });
    expect(cachePlan(request("/faq", { method: "HEAD", headers: { "x-forwarded-proto": "https" } }), isStatic)?.key).toBe("https /faq");
    expect(cachePlan(request("/_next/static/chunks/a.js"), isStatic)?.key).toBe("http /_next/static/chunks/a.js");
  });

  it("resolves a regional page to the visitor's variant as proxy.ts does, with the detection to remember", () => {
    const fromIndia = cachePlan(request("/pricing", { headers: { "accept-language": "hi-IN,hi;q=0.9" } }), isStatic);
    expect(fromIndia).toMatchObject({ key: "http /india/pricing", originPath: "/india/pricing", newLocation: { countryCode: "IN", currency: "INR" }, perVisitor: true });
    const chosen = cachePlan(request("/", { cookies: { region: "global" }, headers: { "cf-ipcountry": "IN" } }), isStatic);
    expect(chosen).toMatchObject({ originPath: "/global", newLocation: { countryCode: "US" } });
    const remembered = JSON.stringify({ countryCode: "IN", timestamp: now - 1_000 });
    expect(cachePlan(request("/", { cookies: { location: remembered } }), isStatic)).toMatchObject({ originPath: "/india", newLocation: null, perVisitor: true });
    expect(cachePlan(request("/global/pricing"), isStatic)).toMatchObject({ originPath: "/global/pricing", perVisitor: false });
  });

  it("leaves everything else to Next", () => {
    expect(cachePlan(request("/faq", { method: "POST" }), isStatic)).toBeNull();
    expect(cachePlan(request("/faq?utm_source=mail"), isStatic)).toBeNull();
    expect(cachePlan(request("/signup"), isStatic)).toBeNull();
    expect(cachePlan(request("/global/../faq"), isStatic)).toBeNull();
    expect(cachePlan(request("http://127.0.0.1/faq"), isStatic)).toBeNull();
    for (const name of ["rsc", "next-router-prefetch", "next-router-state-tree", "next-action", "range"]) {
      expect(cachePlan(request("/faq", { headers: { [name]: "1" } }), isStatic)).toBeNull();
    }
  });
});

describe("cachePlan for the plans API", () => {
  it("keys it on the canonical query, however the query was written", () => {
    const canonical = { key: "http /api/subscriptions/plans?billing_cycle=Monthly&country_code=IN", originPath: "/api/subscriptions/plans?billing_cycle=Monthly&country_code=IN", forwardedProto: "http", newLocation: null, perVisitor: false };
    expect(cachePlan(request("/api/subscriptions/plans?country_code=in&billing_cycle=Monthly"), isStatic)).toEqual(canonical);
    expect(cachePlan(request("/api/subscriptions/plans?billing_cycle=Monthly&country_code=%20IN&utm=1"), isStatic)).toEqual(canonical);
    expect(cachePlan(request("/api/subscriptions/plans?billing_cycle=Yearly&billing_cycle=Monthly&country_code=IN"), isStatic)).toEqual(canonical);
    expect(cachePlan(request("/api/subscriptions/plans"), isStatic)?.originPath).toBe("/api/subscriptions/plans?billing_cycle=Monthly");
    expect(cachePlan(request("/api/subscriptions/plans?country_code="), isStatic)?.originPath).toBe("/api/subscriptions/plans?billing_cycle=Monthly");
    expect(cachePlan(request("/api/subscriptions/plans", { method: "HEAD", headers: { "x-forwarded-proto": "https" } }), isStatic)?.key).toBe("https /api/subscriptions/plans?billing_cycle=Monthly");
  });

  it("leaves a query the route refuses, and every other API, to Next", () => {
    expect(cachePlan(request("/api/subscriptions/plans?billing_cycle=Weekly"), isStatic)).toBeNull();
    expect(cachePlan(request("/api/subscriptions/plans?country_code=IND"), isStatic)).toBeNull();
    expect(cachePlan(request("/api/subscriptions/plans", { method: "POST" }), isStatic)).toBeNull();
    expect(cachePlan(request("/api/subscriptions/plans/"), isStatic)).toBeNull();
    expect(cachePlan(request("/api/subscriptions/client/1?x=1"), isStatic)).toBeNull();
    expect(cachePlan(request("/api/content/faq"), isStatic)).toBeNull();
  });
});
