import { FieldsForm } from "@/components/forms/fields-form";
import { FormPage } from "@/components/site/form-page";
import { editablePageMetadata } from "@/lib/content/page-seo";
import { checkPaymentStatus } from "./actions";

export const generateMetadata = () =>
  editablePageMetadata({
    title: "Check a payment",
    description:
      "Check whether a LeadFlow payment is paid, pending, failed or refunded, with the reference from your receipt.",
    path: "/payment-status",
  });

export default function PaymentStatusPage() {
  return (
    <FormPage
      title="Check a payment"
      intro="Enter the payment reference from your receipt e-mail and the e-mail address you registered with."
    >
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
    </FormPage>
  );
}
