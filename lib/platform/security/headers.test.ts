import { allGateways } from "@/lib/billing/gateways";
import { contentSecurityPolicy, securityHeaders, STATIC_FILE_POLICY } from "./headers";

// The registered gateways' hosts, as next.config.ts passes them.
const production = {
  development: false,
  appOrigin: "https://app.leadflow.example",
  upgradeInsecureRequests: false,
  gateways: allGateways(),
};

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split("; ").map((directive) => {
      const [name, ...sources] = directive.split(" ");
      return [name, sources];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  const policy = directives(contentSecurityPolicy(production));

  it("allows only our origin by default, and no plugins, framing or base", () => {
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
  });

  it("lets forms post only to us and to the product app's sign-in", () => {
    expect(policy.get("form-action")).toEqual(["'self'", "https://app.leadflow.example"]);
  });

  it("lets the payment step load the gateways' scripts, frames and APIs", () => {
    expect(policy.get("script-src")).toEqual(
      expect.arrayContaining(["'self'", "https://js.stripe.com", "https://checkout.razorpay.com"]),
    );
    expect(policy.get("frame-src")).toEqual(
      expect.arrayContaining(["https://js.stripe.com", "https://hooks.stripe.com", "https://api.razorpay.com"]),
    );
    expect(policy.get("connect-src")).toEqual(
      expect.arrayContaining(["'self'", "https://api.stripe.com", "https://api.razorpay.com"]),
    );
  });

  it("lets the contact page show the OpenStreetMap frame", () => {
    expect(policy.get("frame-src")).toContain("https://www.openstreetmap.org");
  });

  it("lists every source once and allows no wildcard host outside the gateways", () => {
    for (const [name, sources] of policy) {
      expect({ name, sources: [...new Set(sources)] }).toEqual({ name, sources });
      for (const source of sources)
        if (source.includes("*")) expect(source).toMatch(/^https:\/\/\*\.(js\.)?stripe\.com$/);
    }
  });

  it("allows eval only in development", () => {
    expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
    expect(directives(contentSecurityPolicy({ ...production, development: true })).get("script-src")).toContain(
      "'unsafe-eval'",
    );
  });

  it("lets only the content editor in GitHub mode reach GitHub's API", () => {
    expect(policy.get("connect-src")).not.toContain("https://api.github.com");
    const editor = directives(contentSecurityPolicy({ ...production, githubContentEditor: true }));
    expect(editor.get("connect-src")).toContain("https://api.github.com");
    expect(editor.get("img-src")).toContain("https://avatars.githubusercontent.com");
  });

  it("upgrades insecure requests only when asked (https)", () => {
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
    expect(contentSecurityPolicy({ ...production, upgradeInsecureRequests: true })).toMatch(
      /; upgrade-insecure-requests$/,
    );
  });
});

describe("securityHeaders", () => {
  it("sends HSTS, nosniff, the referrer, permissions and opener policies and DENY framing with the CSP", () => {
    const headers = Object.fromEntries(securityHeaders(production).map(({ key, value }) => [key, value]));
    expect(headers).toEqual({
      "Content-Security-Policy": contentSecurityPolicy(production),
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": expect.stringMatching(
        /camera=\(\), microphone=\(\), geolocation=\(\).*payment=\(self "https:\/\/js\.stripe\.com"/,
      ),
      "X-Frame-Options": "DENY",
      "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    });
  });
});

describe("STATIC_FILE_POLICY", () => {
  it("allows nothing, framing included, for a static file opened on its own", () => {
    expect(directives(STATIC_FILE_POLICY)).toEqual(
      new Map([
        ["default-src", ["'none'"]],
        ["frame-ancestors", ["'none'"]],
      ]),
    );
  });
});
