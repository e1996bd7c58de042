import { isAllowedOrigin } from "./origin";

const SITE = "https://leadflow.example";
const check = (origin: string | null, host: string | null = "leadflow.example", protocol = "https:") =>
  isAllowedOrigin({ origin, host, protocol, siteUrl: SITE });

describe("isAllowedOrigin", () => {
  it("allows requests without an Origin: API clients and curl, not browsers", () => {
    expect(check(null)).toBe(true);
  });

  it("allows the request's own host, whatever SITE_URL says (a preview deployment, another e2e port)", () => {
    expect(check("http://127.0.0.1:3201", "127.0.0.1:3201", "http:")).toBe(true);
    expect(check("https://preview-123.vercel.app", "PREVIEW-123.vercel.app")).toBe(true);
    // A proxy's X-Forwarded-Host may list several hops; the first is the address the browser used.
    expect(check("https://leadflow.example", "leadflow.example, internal:3000")).toBe(true);
  });

  it("allows SITE_URL behind a proxy that passes on its own Host", () => {
    expect(check("https://leadflow.example", "10.0.0.7:3000")).toBe(true);
  });

  it("refuses another site, another port, a look-alike and the opaque origin", () => {
    expect(check("https://evil.example")).toBe(false);
    expect(check("https://leadflow.example:8443", "10.0.0.7:3000")).toBe(false);
    expect(check("https://leadflow.example.evil.example")).toBe(false);
    expect(check("http://leadflow.example", "10.0.0.7:3000")).toBe(false);
    expect(check("null")).toBe(false);
    expect(check("not a url")).toBe(false);
  });

  it("compares scheme, host and port with the request's own (X-Forwarded-Proto's first value, else the URL's)", () => {
    expect(check("https://127.0.0.1:3201", "127.0.0.1:3201", "http:")).toBe(false);
    expect(check("http://127.0.0.1:3201", "127.0.0.1:3201", "https")).toBe(false);
    expect(check("http://127.0.0.1:3202", "127.0.0.1:3201", "http:")).toBe(false);
    expect(check("https://preview-1.vercel.app", "preview-1.vercel.app", "https, http")).toBe(true);
    // The default port written out is the same origin.
    expect(check("https://preview-1.vercel.app", "preview-1.vercel.app:443", "https")).toBe(true);
    expect(check("ftp://preview-1.vercel.app", "preview-1.vercel.app", "https")).toBe(false);
  });

  it("without a scheme at hand (a Referer), compares host and port", () => {
    expect(isAllowedOrigin({ origin: "http://127.0.0.1:3201", host: "127.0.0.1:3201", siteUrl: SITE })).toBe(true);
    expect(isAllowedOrigin({ origin: "http://127.0.0.1:3202", host: "127.0.0.1:3201", siteUrl: SITE })).toBe(false);
  });

  it("refuses a foreign origin when the request carries no Host", () => {
    expect(check("https://evil.example", null)).toBe(false);
  });
});
