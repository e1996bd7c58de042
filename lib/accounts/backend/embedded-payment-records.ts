import "server-only";
import type { Database } from "@/lib/platform/db/client";
import { ApiError } from "@/lib/platform/http";
import { clientPayment, clientPayments } from "@/lib/billing/payments/records";
import type { AdminApi } from "./contract";
import { PAYMENT_NOT_FOUND } from "@/lib/billing/payments/payment-records";

export type PaymentRecordCalls = Pick<AdminApi, "checkoutStatus" | "paymentHistory">;

/** The embedded backend's payment status and history: our database, only the caller's own payments. */
export function embeddedPaymentRecords(
  database: () => Promise<Database>,
  invoiceLink?: (invoiceId: number) => string,
): PaymentRecordCalls {
  return {
    checkoutStatus: async (clientId, reference) => {
      const found = await clientPayment(await database(), clientId, reference, invoiceLink);
      if (!found) throw new ApiError("not_found", PAYMENT_NOT_FOUND);
      return found;
    },
    paymentHistory: async (clientId) => clientPayments(await database(), clientId, invoiceLink),
  };
}
