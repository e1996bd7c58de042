import Link from "next/link";
import { FormPage } from "@/components/site/form-page";
import { INVOICE_LINK_TTL_DAYS } from "@/lib/billing/invoices/links";
import { pageMetadata } from "@/lib/site/seo";
import { PaymentStatusForm } from "../status-form";

export const metadata = pageMetadata({
  title: "Invoice link expired",
  description: "Get a fresh link to your LeadFlow invoice with the payment reference from your receipt.",
  path: "/payment-status/invoice-link",
  noindex: true,
});

const linkClasses = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

// Where a browser lands from an expired or tampered invoice link (app/api/invoices/[token]/route.ts sends it here;
// API clients get the JSON error): the way to a fresh link, and a person to ask (docs/buying.md).
export default function InvoiceLinkPage() {
  return (
    <FormPage
      title="This invoice link has expired or is not valid"
      intro={
        <>
          Invoice links work for {INVOICE_LINK_TTL_DAYS} days. Enter the payment reference from your receipt e-mail and
          the e-mail address you registered with: the answer links a fresh copy of your invoice. Need a hand?{" "}
          <Link href="/contact-page" className={linkClasses}>
            Contact us
          </Link>{" "}
          with the reference.
        </>
      }
    >
      <PaymentStatusForm />
    </FormPage>
  );
}
