import type { Plan } from "@/lib/billing/plans/types";

/** Product/Offer structured data for each plan, one offer per billing cycle. */
export function PlansJsonLd({ monthly, yearly, siteUrl }: { monthly: Plan[]; yearly: Plan[]; siteUrl: string }) {
  const products = monthly.map((plan) => ({
    "@context": "https://schema.org",
    "@type": "Product",
    name: `LeadFlow ${plan.plan_name}`,
    description: plan.description,
    brand: { "@type": "Brand", name: "LeadFlow" },
    offers: [plan, yearly.find((other) => other.plan_id === plan.plan_id)]
      .filter((offer): offer is Plan => Boolean(offer))
      .map((offer) => ({
        "@type": "Offer",
        name: `${offer.plan_name} (${offer.billing_cycle})`,
        price: offer.price.toFixed(2),
        priceCurrency: offer.currency,
        availability: "https://schema.org/InStock",
        url: `${siteUrl}/signup?plan=${offer.id}&billing_cycle=${offer.billing_cycle}`,
      })),
  }));
  const json = JSON.stringify(products).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
