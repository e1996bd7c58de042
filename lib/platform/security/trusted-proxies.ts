import { BlockList, isIPv4, isIPv6 } from "node:net";

// Which connections may name the client in X-Forwarded-For (TRUSTED_PROXIES): the proxies we run, by address. A
// client that reaches Next's port directly is itself the client, whatever TRUSTED_PROXY_HOPS says.

/** Loopback and the private ranges: nginx on the same machine or in the same private network. */
export const DEFAULT_TRUSTED_PROXIES: readonly string[] = [
  "127.0.0.0/8",
  "10.0.0.0/8",
  "172.16.0.0/12",
  "192.168.0.0/16",
  "::1/128",
  "fc00::/7",
];

/** "::ffff:10.0.0.1" (an IPv4 client on a dual-stack socket) is 10.0.0.1. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address;
}

/** "10.0.0.0/8, fd00::/8" → its entries; throws a readable message for a malformed one (lib/platform/env). */
export function parseCidrList(value: string): string[] {
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) blockListOf([entry]);
  return entries;
}

const lists = new Map<string, BlockList>();
function blockListOf(cidrs: readonly string[]): BlockList {
  const key = cidrs.join(",");
  const cached = lists.get(key);
  if (cached) return cached;
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [network, bits] = cidr.split("/");
    const type = isIPv4(network) ? "ipv4" : isIPv6(network) ? "ipv6" : null;
    const prefix = Number(bits ?? (type === "ipv4" ? 32 : 128));
    if (!type || !Number.isInteger(prefix) || prefix < 0 || prefix > (type === "ipv4" ? 32 : 128))
      throw new Error(`TRUSTED_PROXIES: "${cidr}" is not an address range such as 10.0.0.0/8 or fd00::/8`);
    list.addSubnet(network, prefix, type);
  }
  lists.set(key, list);
  return list;
}

export function isTrustedProxy(address: string, cidrs: readonly string[]): boolean {
  const plain = plainAddress(address);
  const type = isIPv4(plain) ? "ipv4" : isIPv6(plain) ? "ipv6" : null;
  return type !== null && blockListOf(cidrs).check(plain, type);
}

/** The rate-limit key of an address: an IPv4 address itself, an IPv6 client's /64 (one household or server). */
export function rateLimitAddress(address: string): string {
  const plain = plainAddress(address);
  if (!isIPv6(plain)) return plain;
  const [head, tail = ""] = plain.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = plain.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  const prefix = groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ""));
  return `${prefix.join(":")}::/64`;
}
