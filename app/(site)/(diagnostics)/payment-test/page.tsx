import { PaymentGatewayTable } from "@/components/diagnostics/payment-gateway-table";
import { PageHeader } from "@/components/site/page-header";
import { Container } from "@/components/ui/container";
import { regionPayments } from "@/lib/billing/diagnostics/payment-test";
import { editablePageMetadata } from "@/lib/content/page-seo";

export const generateMetadata = () =>
  editablePageMetadata({
    title: "Payment integration test",
    description: "Which gateway each region pays through, and what it would charge.",
    path: "/payment-test",
    noindex: true,
  });

export default function PaymentTestPage() {
  return (
    <>
      <PageHeader
        title="Payment integration test"
        text="Which gateway each region pays through, whether it runs live or in the sandbox, and what it would be asked to charge."
      />
      <Container className="py-12">
        <PaymentGatewayTable rows={regionPayments()} />
        <p className="mt-6 text-sm text-slate-600">
          Amounts are priced by the payment routes&apos; own server code from the plan catalog. This page creates no
          payment: that needs a registration in the visitor&apos;s session.
        </p>
      </Container>
    </>
  );
}
