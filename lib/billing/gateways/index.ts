import type { PlanCurrency } from "../plans/types";
import type { GatewayFacts } from "./facts";
import { razorpay } from "./razorpay";
import { stripe } from "./stripe";

export type { GatewayFacts } from "./facts";

// The checkout's gateways (docs/architecture.md, Adding a gateway): one line each, here and in ./server.ts. Everything
// else iterates them; a gateway's name appears only in its own folders (scripts/lint/vendor-names.test.ts).
const REGISTERED = { stripe, razorpay } satisfies Record<string, GatewayFacts>;

/** The registered gateways by name; a gateway registered at run time (a test's) adds itself by augmenting this. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Gateways extends Registered {}
type Registered = typeof REGISTERED;

/** A checkout gateway's name, as routes, payment modes and the checkout name it. */
export type GatewayName = keyof Gateways & string;

/** The test-card gateway: stands in for any gateway without keys (docs/payments.md). */
export const SANDBOX = "sandbox";

/** A stored payment's or webhook event's gateway (payments.gateway): a checkout gateway, or the sandbox. */
export type PaymentGatewayName = GatewayName | typeof SANDBOX;

const registry = new Map<string, GatewayFacts>(Object.entries(REGISTERED));

/** Every registered gateway's facts, in registration order. */
export function allGateways(): GatewayFacts<GatewayName>[] {
  return [...registry.values()] as GatewayFacts<GatewayName>[];
}

export function gatewayNames(): GatewayName[] {
  return allGateways().map((gateway) => gateway.name);
}

export function isGatewayName(name: string): name is GatewayName {
  return registry.has(name);
}

export function gatewayFacts(name: GatewayName): GatewayFacts<GatewayName> {
  const facts = registry.get(name);
  if (!facts) throw new Error(`No gateway is registered as ${name}.`);
  return facts as GatewayFacts<GatewayName>;
}

/** For lib/billing/gateways/server.ts's registerGateway only. */
export function addGatewayFacts(facts: GatewayFacts): void {
  registry.set(facts.name, facts);
}

/** docs/product.md section 9: a country's own gateway where it has one, else the gateway that sells everywhere else. */
export function gatewayForCountry(countryCode: string | null | undefined): GatewayName {
  const code = countryCode?.toUpperCase() ?? "";
  const gateways = allGateways();
  const own = gateways.find((gateway) => gateway.countries?.includes(code));
  return (own ?? gateways.find((gateway) => !gateway.countries?.length)!).name;
}

/** The one currency a gateway prices in, if it has one. */
export function gatewayCurrency(name: GatewayName): PlanCurrency | undefined {
  return gatewayFacts(name).currency;
}
