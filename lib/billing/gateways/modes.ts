// Which gateway takes a payment: live (keys set), the sandbox (test card, no money), or off (orders refused).
// Framework-free and decided from the configuration only, so the decision is tested here with any settings.
import type { PaymentSettings } from "@/lib/platform/env";
import { allGateways, gatewayFacts, type GatewayName } from ".";

export type GatewayMode = "live" | "sandbox" | "off";
export type PaymentModes = Record<GatewayName, GatewayMode>;

/**
 * The one decision (lib/billing/payments/gateways.ts builds a live gateway only where this says "live"): a preview
 * takes no real money whatever keys it is given, as its mail goes to files (Vercel shares environment variables with
 * previews by default); elsewhere a gateway with keys (a configuration, lib/billing/gateways/server.ts) is live, and
 * one without is the sandbox where allowed, else off.
 */
export function paymentModesFor(settings: PaymentSettings, configs: Record<GatewayName, unknown>): PaymentModes {
  const fallback: GatewayMode = settings.sandboxAllowed ? "sandbox" : "off";
  const modes = {} as PaymentModes;
  for (const { name } of allGateways())
    modes[name] = settings.preview
      ? "sandbox"
      : configs[name] !== null && configs[name] !== undefined
        ? "live"
        : fallback;
  return modes;
}

/** "A", "A and B", "A, B and C". */
function list(words: readonly string[]): string {
  return words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/**
 * The one line a production server logs at start about payments (instrumentation.ts): that orders are refused (a
 * gateway off), or that payments are test payments (the sandbox outside a preview, whose ribbon says so); nothing
 * when every gateway is live. keyNames: the variables that make each gateway live.
 */
export function paymentsStartLine(
  modes: PaymentModes,
  preview: boolean,
  keyNames: Record<GatewayName, readonly string[]>,
): { level: "warn" | "info"; message: string } | null {
  const names = allGateways().map((gateway) => gateway.name);
  const off = names.filter((name) => modes[name] === "off");
  if (off.length > 1 && off.length === names.length)
    return {
      level: "warn",
      message: `Payments are off: no paid plan can be ordered (${list(names.map((name) => gatewayFacts(name).title))} have no keys, and PAYMENTS_SANDBOX is not true). Set ${list(names.flatMap((name) => keyNames[name]))}, or PAYMENTS_SANDBOX=true for test payments.`,
    };
  if (off.length > 0)
    return {
      level: "warn",
      message: off
        .map((name) => {
          const { label, offNote } = gatewayFacts(name);
          return `Payments are off for ${label}: ${offNote} (no keys, and PAYMENTS_SANDBOX is not true). Set ${list(keyNames[name])}, or PAYMENTS_SANDBOX=true for test payments.`;
        })
        .join(" "),
    };
  const sandbox = names.filter((name) => modes[name] === "sandbox");
  if (sandbox.length === 0 || preview) return null;
  return {
    level: "info",
    message: `Payments are test payments: the sandbox gateway stands in for ${list(sandbox.map((name) => gatewayFacts(name).title))} (no money is taken).`,
  };
}
