import { FieldsForm } from "@/components/forms/fields-form";
import { checkPaymentStatus } from "./actions";

/**
 * The reference-and-e-mail lookup, on /payment-status and on the expired invoice link's page: its answer for a paid
 * payment repeats the order and links a fresh invoice download (docs/buying.md).
 */
export function PaymentStatusForm() {
  return (
    <FieldsForm
      className="mt-8"
      keepAfterDone
      action={checkPaymentStatus}
      submitLabel="Check payment"
      pendingLabel="Checking..."
      fields={[
        {
          name: "reference",
          label: "Payment reference",
          maxLength: 200,
          hint: "For example pay_… or order_…, as your receipt shows it.",
        },
        { name: "email", label: "Email", type: "email", autoComplete: "email", maxLength: 254 },
      ]}
    />
  );
}
