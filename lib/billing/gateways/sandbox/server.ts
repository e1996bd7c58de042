import "server-only";
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import { sandboxCharges } from "@/lib/platform/db/schema";
import { CARD_DECLINED, CARD_INCORRECT } from "@/lib/billing/payments/form-messages";
import { WebhookSignatureError, type Confirmation, type Gateway } from "@/lib/billing/payments/types";

const SANDBOX_PREFIX = "sbx_";

export const SANDBOX_CARDS = { success: "4242424242424242", decline: "4000000000000002" } as const;

/** Where the sandbox keeps what its card did, as a real gateway keeps its payments: the site's own database. */
export type SandboxRecords = () => Database | Promise<Database>;

/**
 * Stands in for a gateway without keys outside production (docs/payments.md): no network, test cards only.
 * 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 declines. With `records` it writes each charge to
 * sandbox_charges before the site fulfils it, so a charge whose fulfilment was lost (a crash in between) is found
 * by reconciliation, as a live gateway's own records are.
 */
export function sandboxGateway(records?: SandboxRecords): Gateway {
  async function record(reference: string, outcome: Confirmation) {
    if (!records || outcome.status === "pending") return;
    const row =
      outcome.status === "succeeded"
        ? { outcome: "paid" as const, gatewayPaymentId: outcome.gatewayPaymentId, message: null }
        : { outcome: "declined" as const, gatewayPaymentId: null, message: outcome.message };
    // A decline may be followed by a success on the same session; nothing overwrites a charge that went through.
    await (
      await records()
    )
      .insert(sandboxCharges)
      .values({ reference, ...row })
      .onConflictDoUpdate({
        target: sandboxCharges.reference,
        set: { ...row, chargedAt: sql`now()` },
        setWhere: eq(sandboxCharges.outcome, "declined"),
      });
  }
  return {
    name: "sandbox",
    async createPayment(order) {
      return {
        gateway: "sandbox",
        reference: `${SANDBOX_PREFIX}${randomBytes(12).toString("hex")}`,
        amount: order.amount,
        currency: order.currency,
      };
    },
    async confirm(stored, input) {
      if (input.kind !== "card") return { status: "failed", message: "Enter the test card details." };
      const number = input.number.replace(/[\s-]/g, "");
      const outcome: Confirmation =
        number === SANDBOX_CARDS.success
          ? { status: "succeeded", gatewayPaymentId: `${stored.reference}_paid` }
          : { status: "failed", message: number === SANDBOX_CARDS.decline ? CARD_DECLINED : CARD_INCORRECT };
      await record(stored.reference, outcome);
      return outcome;
    },
    async lookup(stored) {
      // A preview sharing a database with live payments must not settle them (its gateways are all the sandbox).
      if (!stored.reference.startsWith(SANDBOX_PREFIX))
        return { status: "undecided", reason: "Not a sandbox payment: only its live gateway can say." };
      if (!records) return { status: "undecided", reason: "The sandbox keeps no records here." };
      const [charge] = await (
        await records()
      )
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.reference, stored.reference));
      if (!charge) return { status: "open" };
      return charge.outcome === "paid"
        ? { status: "paid", gatewayPaymentId: charge.gatewayPaymentId ?? `${stored.reference}_paid` }
        : { status: "failed", message: charge.message ?? CARD_DECLINED };
    },
    async refund(paid) {
      // The sandbox never takes money: nothing to give back. A live payment is never marked refunded by it.
      if (!paid.reference.startsWith(SANDBOX_PREFIX))
        throw new Error(`${paid.reference} is not a sandbox payment: only its live gateway can refund it.`);
    },
    async parseWebhook() {
      throw new WebhookSignatureError("The sandbox gateway sends no webhooks.");
    },
  };
}
