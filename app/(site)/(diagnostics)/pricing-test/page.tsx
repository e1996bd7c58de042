import { PricingApiStatus } from "@/components/diagnostics/pricing-api-status";
import { PageHeader } from "@/components/site/page-header";
import { Container } from "@/components/ui/container";
import { editablePageMetadata } from "@/lib/content/page-seo";

export const generateMetadata = () =>
  editablePageMetadata({
    title: "Pricing API test",
    description: "Checks the pricing API.",
    path: "/pricing-test",
    noindex: true,
  });

export default function PricingTestPage() {
  return (
    <>
      <PageHeader
        title="Pricing API test"
        text="Calls GET /api/subscriptions/plans for both billing cycles and shows the answer."
      />
      <Container className="py-12">
        <PricingApiStatus countryCode="US" />
      </Container>
    </>
  );
}
