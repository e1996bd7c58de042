import type { z } from "zod";
import type { ConfirmInput, CreatedPayment, Gateway } from "@/lib/billing/payments/types";

/** A gateway's two routes (lib/server/payment-routes.ts): their bodies and answers, as the backends send and read them. */
export type CheckoutMethod<Confirm, Created> = {
  /** A create call's answer, as the route sends it (and the remote backend reads it). */
  createdSchema: z.ZodType<Created>;
  created(payment: CreatedPayment): Created;
  /** A confirm call's body, with the checkout's client_id (lib/billing/payments/checkout-client.ts). */
  confirmSchema: z.ZodType<Confirm & { client_id?: number }>;
  confirmation(body: Confirm): { reference: string; confirm: ConfirmInput };
};

/**
 * A gateway's server side (docs/architecture.md, Adding a gateway): the environment variables it reads (its own zod
 * shape, read through lib/platform/env), its configuration from them, its adapter and its routes' bodies.
 */
export type GatewayServer<Config = unknown, Confirm = unknown, Created = unknown> = {
  settings: z.ZodObject;
  /** Its configuration from its settings, or null when its keys are missing (then the sandbox, or off). */
  config(settings: Record<string, unknown>): Config | null;
  /** The variables that make it live, for the start line (lib/billing/gateways/modes.ts). */
  keyNames: readonly string[];
  adapter(config: Config): Gateway;
  method: CheckoutMethod<Confirm, Created>;
};
