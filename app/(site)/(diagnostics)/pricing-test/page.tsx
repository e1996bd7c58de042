import { DiagnosticPage, diagnosticMetadata } from "../diagnostic-page";
import { PricingApiStatus } from "@/components/diagnostics/pricing-api-status";

const TITLE = "Pricing API test";

export const generateMetadata = diagnosticMetadata({
  title: TITLE,
  description: "Checks the pricing API.",
  path: "/pricing-test",
});

export default function PricingTestPage() {
  return (
    <DiagnosticPage
      title={TITLE}
      text="Calls GET /api/subscriptions/plans for both billing cycles and shows the answer."
    >
      <PricingApiStatus countryCode="US" />
    </DiagnosticPage>
  );
}
