import { FormPage } from "@/components/site/form-page";
import { editablePageMetadata } from "@/lib/content/page-seo";
import { siteCopy } from "@/lib/content/site-copy";
import { PaymentStatusForm } from "./status-form";

export const generateMetadata = () =>
  editablePageMetadata({
    title: "Check a payment",
    description:
      "Check whether a LeadFlow payment is paid, pending, failed or refunded, with the reference from your receipt.",
    path: "/payment-status",
  });

export default async function PaymentStatusPage() {
  const { paymentStatus: heading } = await siteCopy.read("pageHeadings");
  return (
    <FormPage title={heading.title} intro={heading.text}>
      <PaymentStatusForm />
    </FormPage>
  );
}
