import "server-only";
import { getDb } from "@/lib/platform/db";
import { env, logOnce, type Env, type PaymentSettings } from "@/lib/platform/env";
import { ApiError } from "@/lib/platform/http";
import { gatewayFacts, isGatewayName, SANDBOX, type GatewayName } from "@/lib/billing/gateways";
import { paymentModesFor, paymentsStartLine, type PaymentModes } from "@/lib/billing/gateways/modes";
import { gatewayConfigs, gatewayServer } from "@/lib/billing/gateways/server";
import { sandboxGateway, type SandboxRecords } from "@/lib/billing/gateways/sandbox/server";
import type { Gateway, GatewayResolver } from "./types";

export type { PaymentModes } from "@/lib/billing/gateways/modes";

/**
 * The only place a live gateway is built (a test holds every route to it): a registered gateway where
 * paymentModesFor says "live", the sandbox where it says "sandbox" (a preview, whatever keys it has), a readable
 * refusal where it says "off". configs: each gateway's configuration from its keys (lib/billing/gateways/server.ts).
 */
export function gatewayResolverFor(
  settings: PaymentSettings,
  configs: Record<GatewayName, unknown>,
  records?: SandboxRecords,
): GatewayResolver {
  const modes = paymentModesFor(settings, configs);
  return (name) => {
    if (!isGatewayName(name) && name !== SANDBOX) throw new Error(`No gateway is registered as ${name}.`);
    if (name === SANDBOX) {
      if (!settings.sandboxAllowed && !settings.preview)
        throw new ApiError("unavailable", "Payments are not configured.");
      return sandboxGateway(records);
    }
    const mode = modes[name];
    if (mode === "sandbox") return sandboxGateway(records);
    if (mode === "off") throw new ApiError("unavailable", gatewayFacts(name).createFailed);
    return gatewayServer(name).adapter(configs[name]);
  };
}

// Read once per process: lib/platform/env has checked the rest of the configuration the same way.
let configured: Record<GatewayName, unknown> | undefined;
function configs(): Record<GatewayName, unknown> {
  return (configured ??= gatewayConfigs());
}

/** Which gateways this deployment sells with (lib/billing/gateways/modes.ts). */
export function paymentModes(): PaymentModes {
  return paymentModesFor(env.payments, configs());
}

/** This deployment's gateway for a name: what every route, job and reconciliation resolves through. */
export const resolveGateway: GatewayResolver = (name) => gatewayResolverFor(env.payments, configs(), getDb)(name);

/** The webhook's gateway: only a live one has webhooks. */
export function webhookGateway(name: GatewayName): Gateway | null {
  return paymentModes()[name] === "live" ? resolveGateway(name) : null;
}

/**
 * Said once as a production server starts (instrumentation.ts), not at the first checkout: that orders are refused,
 * or are test payments. Reading the gateways' settings here also refuses a bad one at start.
 */
export function announcePaymentModes(current: Pick<Env, "production" | "building" | "payments"> = env): void {
  if (!current.production || current.building) return;
  const settings = current.payments;
  const gatewaysConfigured = configs();
  const keyNames = Object.fromEntries(
    Object.keys(gatewaysConfigured).map((name) => [name, gatewayServer(name as GatewayName).keyNames]),
  ) as Record<GatewayName, readonly string[]>;
  const line = paymentsStartLine(paymentModesFor(settings, gatewaysConfigured), settings.preview, keyNames);
  if (line) logOnce(line.level, line.message);
}
