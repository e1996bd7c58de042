import "server-only";
import { listCatalogPlans } from "@/lib/billing/plans/catalog";
import { paymentModes, type PaymentModes } from "@/lib/billing/payments/gateways";
import { priceOrder } from "@/lib/billing/payments/service";
import { gatewayForCountry, type GatewayName } from "@/lib/billing/gateways";

// What the payment test page shows: per region, the gateway the payment routes would use, whether it runs live,
// in the sandbox or not at all, and what it would be asked to charge for a sample paid plan. Prices come from the
// routes' own priceOrder; no payment is created and no key is read here.

export type PaymentMode = PaymentModes[GatewayName];

export type RegionPayment = {
  region: string;
  countryCode: string;
  gateway: GatewayName;
  mode: PaymentMode;
  planName: string;
  billingCycle: string;
  /** In the currency's smallest unit (cents, paise), as the gateway receives it. */
  amount: number;
  currency: string;
};

const TEST_REGIONS = [
  { region: "Global", countryCode: "US" },
  { region: "India", countryCode: "IN" },
] as const;

/** The cheapest paid Monthly plan: the sample every region is priced for. */
function samplePlan() {
  const paid = listCatalogPlans({ country_code: "US", billing_cycle: "Monthly" }).plans.filter(
    (plan) => plan.price > 0,
  );
  return paid.reduce((cheapest, plan) => (plan.price < cheapest.price ? plan : cheapest));
}

export function regionPayments(modes: PaymentModes = paymentModes()): RegionPayment[] {
  const plan = samplePlan();
  // A registration that chose the sample plan, as priceOrder reads it; id 0 is never a stored client.
  const registration = { id: 0, planId: plan.id, billingCycle: plan.billing_cycle };
  return TEST_REGIONS.map(({ region, countryCode }) => {
    const gateway = gatewayForCountry(countryCode);
    const order = priceOrder({ ...registration, countryCode }, gateway, countryCode);
    return {
      region,
      countryCode,
      gateway,
      mode: modes[gateway],
      planName: order.plan.plan_name,
      billingCycle: order.plan.billing_cycle,
      amount: order.amount,
      currency: order.currency,
    };
  });
}
