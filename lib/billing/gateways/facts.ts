import type { Sources } from "../../platform/security/headers";
import type { PlanCurrency } from "../plans/types";

/**
 * What everyone may know about a checkout gateway (docs/architecture.md, Adding a gateway): plain data, read by the
 * server, next.config.ts (its CSP origins) and the browser's checkout alike. Its SDK, keys and route bodies live in
 * its server.ts; its browser widget in components/checkout/gateways/<name>/.
 */
export type GatewayFacts<Name extends string = string> = {
  readonly name: Name;
  /** What the payment box, receipts and the start line call it. */
  readonly title: string;
  /** Its name with how it takes payment, for the diagnostics pages ("… (card)"). */
  readonly summary: string;
  /** The start line's name for it, where a region tells it apart ("… (India)"). */
  readonly label: string;
  /** Countries it sells in; the gateway without any sells everywhere else. */
  readonly countries?: readonly string[];
  /** Its one currency, where it prices in one; otherwise the buyer's country's (lib/billing/plans/catalog.ts). */
  readonly currency?: PlanCurrency;
  /** The routes the product names for it (docs/product.md section 7): create an order, then confirm it. */
  readonly paths: { readonly create: string; readonly confirm: string };
  /** The field of the create answer and of the confirm body that carries the order's reference. */
  readonly referenceField: string;
  /** The error a failed create answers with (docs/product.md section 8). */
  readonly createFailed: string;
  /** The start line's words for what stops when it is off. */
  readonly offNote: string;
  /** The hosts its browser code loads from and talks to (lib/platform/security/headers.ts). */
  readonly csp: Sources;
  /** The origins of its frames that may ask for the Payment Request API (wallets). */
  readonly paymentOrigins: readonly string[];
};
