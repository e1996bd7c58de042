import { isAllowedOrigin } from "./origin";

const SITE = "https://leadflow.example";
const check = (origin: string | null, host: string | null = "leadflow.example") =>
  isAllowedOrigin({ origin, host, siteUrl: SITE });

describe("isAllowedOrigin", () => {
  it("allows requests without an Origin: API clients and curl, not browsers", () => {
    expect(check(null)).toBe(true);
  });

  it("allows the request's own host, whatever SITE_URL says (a preview deployment, another e2e port)", () => {
    expect(check("http://127.0.0.1:3201", "127.0.0.1:3201")).toBe(true);
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

  it("refuses a foreign origin when the request carries no Host", () => {
    expect(check("https://evil.example", null)).toBe(false);
  });
});
