import "server-only";
import { randomBytes } from "node:crypto";
import { CARD_DECLINED, CARD_INCORRECT } from "./messages";
import { WebhookSignatureError, type Gateway } from "./types";

export const SANDBOX_CARDS = { success: "4242424242424242", decline: "4000000000000002" } as const;

/**
 * Stands in for a gateway without keys outside production (docs/architecture.md): no network, test cards only.
 * 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 declines.
 */
export function sandboxGateway(): Gateway {
  return {
    name: "sandbox",
    async createPayment(order) {
      return {
        gateway: "sandbox",
        reference: `sbx_${randomBytes(12).toString("hex")}`,
        amount: order.amount,
        currency: order.currency,
      };
    },
    async confirm(stored, input) {
      if (input.kind !== "card") return { status: "failed", message: "Enter the test card details." };
      const number = input.number.replace(/[\s-]/g, "");
      if (number === SANDBOX_CARDS.success)
        return { status: "succeeded", gatewayPaymentId: `${stored.reference}_paid` };
      if (number === SANDBOX_CARDS.decline) return { status: "failed", message: CARD_DECLINED };
      return { status: "failed", message: CARD_INCORRECT };
    },
    async refund() {
      // The sandbox never takes money: nothing to give back.
    },
    async parseWebhook() {
      throw new WebhookSignatureError("The sandbox gateway sends no webhooks.");
    },
  };
}
