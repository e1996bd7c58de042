import { FormPage } from "@/components/site/form-page";
import { editablePageMetadata } from "@/lib/content/page-seo";
import { PaymentStatusForm } from "./status-form";

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
      <PaymentStatusForm />
    </FormPage>
  );
}
