import { PEER_ADDRESS_HEADER } from "@/lib/platform/security/peer-address";
import { DEFAULT_TRUSTED_PROXIES } from "@/lib/platform/security/trusted-proxies";
import { behindLocalProxy, clientIp, UNATTRIBUTED, visitorCountry } from "./meta";

const headers = (values: Record<string, string>) => new Headers(values);
const cookies = (values: Record<string, string>) => (name: string) => values[name];

describe("clientIp", () => {
  const direct = { vercel: false, trustedProxyHops: 0, peerStamped: true };
  const behindOne = { vercel: false, trustedProxyHops: 1, peerStamped: true };
  const onVercel = { vercel: true, trustedProxyHops: 0, peerStamped: false };

  it("with no proxy in front, takes the connection's peer and ignores every forwarding header the client sent", () => {
    const forged = {
      "x-forwarded-for": "203.0.113.7",
      "x-real-ip": "203.0.113.8",
      "x-vercel-forwarded-for": "203.0.113.9",
    };
    expect(clientIp(headers({ ...forged, [PEER_ADDRESS_HEADER]: "198.51.100.4" }), direct)).toBe("198.51.100.4");
    expect(clientIp(headers({ "x-forwarded-for": "203.0.113.7", [PEER_ADDRESS_HEADER]: "198.51.100.4" }), direct)).toBe(
      clientIp(headers({ "x-forwarded-for": "203.0.113.99", [PEER_ADDRESS_HEADER]: "198.51.100.4" }), direct),
    );
  });

  it("with no proxy in front and no peer address of our own, puts every request in one shared bucket", () => {
    // Without the stamp (instrumentation.ts did not run), the peer header may be the client's own: not believed.
    const unstamped = { ...direct, peerStamped: false };
    expect(
      clientIp(headers({ [PEER_ADDRESS_HEADER]: "198.51.100.4", "x-forwarded-for": "203.0.113.7" }), unstamped),
    ).toBe(UNATTRIBUTED);
    expect(clientIp(headers({ "x-forwarded-for": "203.0.113.8" }), unstamped)).toBe(UNATTRIBUTED);
    expect(clientIp(headers({}), direct)).toBe(UNATTRIBUTED);
  });

  it("behind one proxy, takes the entry it appended, not what the client sent before it", () => {
    expect(
      clientIp(headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.9", [PEER_ADDRESS_HEADER]: "127.0.0.1" }), behindOne),
    ).toBe("203.0.113.9");
    expect(clientIp(headers({ "x-forwarded-for": " 203.0.113.9 " }), behindOne)).toBe("203.0.113.9");
    expect(clientIp(headers({ "x-forwarded-for": " , ", "x-real-ip": "198.51.100.2" }), behindOne)).toBe(UNATTRIBUTED);
  });

  it("skips as many entries as there are trusted proxies", () => {
    const behindTwo = { ...behindOne, trustedProxyHops: 2 };
    expect(clientIp(headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.0.0.1" }), behindTwo)).toBe("203.0.113.9");
    expect(clientIp(headers({ "x-forwarded-for": "203.0.113.9" }), behindTwo)).toBe("203.0.113.9");
  });

  it("on Vercel, takes the platform's own header, which it overwrites whatever the client sent", () => {
    expect(
      clientIp(
        headers({ "x-vercel-forwarded-for": "203.0.113.9", "x-forwarded-for": "6.6.6.6", "x-real-ip": "203.0.113.9" }),
        onVercel,
      ),
    ).toBe("203.0.113.9");
    expect(clientIp(headers({ "x-real-ip": "203.0.113.10", [PEER_ADDRESS_HEADER]: "10.0.0.1" }), onVercel)).toBe(
      "203.0.113.10",
    );
    expect(clientIp(headers({ "x-forwarded-for": "6.6.6.6" }), onVercel)).toBe(UNATTRIBUTED);
  });
});

describe("behindLocalProxy", () => {
  it("tells a proxy on this machine that forwards its visitors from a visitor connecting directly", () => {
    expect(behindLocalProxy(headers({ "x-forwarded-for": "203.0.113.9" }), "127.0.0.1")).toBe(true);
    expect(behindLocalProxy(headers({ "x-forwarded-for": "203.0.113.9" }), "::ffff:127.0.0.1")).toBe(true);
    // Next copies the peer into X-Forwarded-For when the request has none.
    expect(behindLocalProxy(headers({ "x-forwarded-for": "127.0.0.1" }), "127.0.0.1")).toBe(false);
    expect(behindLocalProxy(headers({ "x-forwarded-for": "6.6.6.6" }), "198.51.100.4")).toBe(false);
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

describe("trusted proxies by address (TRUSTED_PROXIES)", () => {
  const trust = { vercel: false, trustedProxyHops: 1, peerStamped: true, trustedProxies: DEFAULT_TRUSTED_PROXIES };
  const request = (peer: string, forwarded: string) =>
    new Headers({ [PEER_ADDRESS_HEADER]: peer, "x-forwarded-for": forwarded });

  it("believes X-Forwarded-For only from a proxy in the list", () => {
    expect(clientIp(request("127.0.0.1", "198.51.100.7"), trust)).toBe("198.51.100.7");
    expect(clientIp(request("10.1.2.3", "198.51.100.7"), trust)).toBe("198.51.100.7");
    expect(clientIp(request("::ffff:192.168.1.5", "198.51.100.7"), trust)).toBe("198.51.100.7");
    // A client that reaches Next's port directly is itself the client, whatever it claims.
    expect(clientIp(request("203.0.113.9", "198.51.100.7"), trust)).toBe("203.0.113.9");
    expect(clientIp(request("203.0.113.9", "198.51.100.7"), { ...trust, trustedProxies: ["203.0.113.0/24"] })).toBe(
      "198.51.100.7",
    );
  });

  it("limits an IPv6 client per /64", () => {
    const direct = { ...trust, trustedProxyHops: 0 };
    const a = clientIp(new Headers({ [PEER_ADDRESS_HEADER]: "2001:db8:1:2:aaaa::1" }), direct);
    const b = clientIp(new Headers({ [PEER_ADDRESS_HEADER]: "2001:db8:1:2:bbbb:cccc:dddd:eeee" }), direct);
    const other = clientIp(new Headers({ [PEER_ADDRESS_HEADER]: "2001:db8:1:3::1" }), direct);
    expect(a).toBe(b);
    expect(a).toBe("2001:db8:1:2::/64");
    expect(other).not.toBe(a);
    expect(clientIp(request("::1", "2001:db8:1:2::99"), trust)).toBe("2001:db8:1:2::/64");
  });
});
