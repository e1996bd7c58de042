import Link from "next/link";
import { FormPage } from "@/components/site/form-page";
import { INVOICE_LINK_TTL_DAYS } from "@/lib/billing/invoices/links";
import { interfaceWords } from "@/lib/content/interface-words";
import { wordParts } from "@/lib/site/words";
import { editablePageMetadata } from "@/lib/content/page-seo";
import { PaymentStatusForm } from "../status-form";

export const generateMetadata = () =>
  editablePageMetadata({
    title: "Invoice link expired",
    description: "Get a fresh link to your LeadFlow invoice with the payment reference from your receipt.",
    path: "/payment-status/invoice-link",
    noindex: true,
  });

const linkClasses = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

// Where a browser lands from an expired or tampered invoice link (app/api/invoices/[token]/route.ts sends it here;
// API clients get the JSON error): the way to a fresh link, and a person to ask (docs/buying.md).
export default async function InvoiceLinkPage() {
  const { paymentStatus: words } = await interfaceWords();
  return (
    <FormPage
      title={words.invoiceLinkTitle}
      intro={wordParts(words.invoiceLinkIntro, {
        days: String(INVOICE_LINK_TTL_DAYS),
        contactUs: (
          <Link key="contact" href="/contact-page" className={linkClasses}>
            {words.contactUs}
          </Link>
        ),
      })}
    >
      <PaymentStatusForm />
    </FormPage>
  );
}
