import "server-only";
import { readSettings } from "@/lib/platform/env";
import { addGatewayFacts, allGateways, type GatewayFacts, type GatewayName } from ".";
import type { GatewayServer } from "./plugin";
import { razorpayServer } from "./razorpay/server";
import { stripeServer } from "./stripe/server";

export type { CheckoutMethod, GatewayServer } from "./plugin";

// Each gateway's server side, one line each (docs/architecture.md, Adding a gateway), beside its facts in ./index.ts.
const REGISTERED = { stripe: stripeServer, razorpay: razorpayServer };

/** Each gateway's server side by name (its route bodies' types); a gateway registered at run time augments it. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface GatewayServers extends RegisteredServers {}
type RegisteredServers = typeof REGISTERED;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const servers = new Map<string, GatewayServer<any, any, any>>(Object.entries(REGISTERED));

/** A registered gateway's server side: its settings, adapter and routes' bodies. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function gatewayServer(name: GatewayName): GatewayServer<any, any, any> {
  const server = servers.get(name);
  if (!server) throw new Error(`No gateway is registered as ${name}.`);
  return server;
}

/** A gateway added at run time: its facts and its server side (the third-gateway test registers one). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function registerGateway(facts: GatewayFacts, server: GatewayServer<any, any, any>): void {
  addGatewayFacts(facts);
  servers.set(facts.name, server);
}

/**
 * Each gateway's configuration from its own variables (read and checked by lib/platform/env), or null where its keys
 * are missing. source: tests give their own environment.
 */
export function gatewayConfigs(source?: Record<string, string | undefined>): Record<GatewayName, unknown> {
  const configs = {} as Record<GatewayName, unknown>;
  for (const { name } of allGateways()) {
    const server = gatewayServer(name);
    configs[name] = server.config(readSettings(server.settings, source));
  }
  return configs;
}
