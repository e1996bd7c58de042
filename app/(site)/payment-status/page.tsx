import { FieldsForm } from "@/components/forms/fields-form";
import { Container } from "@/components/ui/container";
import { pageMetadata } from "@/lib/seo";
import { checkPaymentStatus } from "./actions";

export const metadata = pageMetadata({
  title: "Check a payment",
  description: "Check whether a LeadFlow payment is paid, pending, failed or refunded, with the reference from your receipt.",
  path: "/payment-status",
});

export default function PaymentStatusPage() {
  return (
    <Container className="max-w-lg pb-20 pt-28 sm:pt-32">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Check a payment</h1>
      <p className="mt-4 text-lg text-slate-600">
        Enter the payment reference from your receipt e-mail and the e-mail address you registered with.
      </p>
      <FieldsForm
        className="mt-8"
        keepAfterDone
        action={checkPaymentStatus}
        submitLabel="Check payment"
        pendingLabel="Checking..."
        fields={[
          { name: "reference", label: "Payment reference", maxLength: 200, hint: "For example pay_… or order_…, as your receipt shows it." },
          { name: "email", label: "Email", type: "email", autoComplete: "email", maxLength: 254 },
        ]}
      />
    </Container>
  );
}
