import { gatewayFacts, gatewayNames, SANDBOX, type GatewayName } from "@/lib/billing/gateways";
import {
  gatewayServer,
  type CheckoutMethod,
  type GatewayServer,
  type GatewayServers,
} from "@/lib/billing/gateways/server";
import type { PaymentGatewayName } from "@/lib/billing/gateways";

// The checkout's gateways as the backends see them (docs/architecture.md, Adding a gateway): for each, the two routes
// the product names for it, their bodies and answers, all from the gateway's own folder (lib/billing/gateways). The
// admin API, both backends and the route factory read this, so none of them names a gateway.

export type PaymentMethod<Confirm, Created> = CheckoutMethod<Confirm, Created> & {
  /** The gateway startPayment prices and creates the order with (lib/billing/payments/service.ts). */
  kind: GatewayName;
  /** The routes (docs/product.md section 7); the remote backend calls the provider's routes of the same names. */
  paths: { create: string; confirm: string };
  /** The stored payments a confirmation may settle: the gateway's own, and the sandbox's standing in for it. */
  settles: PaymentGatewayName[];
};

export type PaymentMethodName = GatewayName;

// The server side registered under each name (lib/billing/gateways/server.ts), by type: each gateway's facts name it.
type ServerOf<G extends GatewayName> = G extends keyof GatewayServers ? GatewayServers[G] : GatewayServer;
export type CreatedOf<G extends PaymentMethodName> =
  ServerOf<G>["method"] extends CheckoutMethod<unknown, infer C> ? C : never;
export type ConfirmOf<G extends PaymentMethodName> =
  ServerOf<G>["method"] extends CheckoutMethod<infer B, unknown> ? B : never;

/** Any registered method, as the backends and the route factory handle them without knowing which. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPaymentMethod = PaymentMethod<any, any>;

export function paymentMethod(name: PaymentMethodName): AnyPaymentMethod {
  const { paths } = gatewayFacts(name);
  return { ...gatewayServer(name).method, kind: name, paths, settles: [name, SANDBOX] };
}

/** Every registered method with its name (the test admin API serves each one's routes). */
export function paymentMethods(): [PaymentMethodName, AnyPaymentMethod][] {
  return gatewayNames().map((name) => [name, paymentMethod(name)]);
}
