import type { PricingContent } from "../types";

const planImage = (slug: string) => ({ src: `/images/pricing/${slug}.svg`, alt: "", width: 64, height: 64 });

// SPEC section 3, static pricing copy. Live plans per region and billing cycle replace this later.
export const pricingCopy: PricingContent = {
  heading: "Simple pricing that grows with your team",
  headingText: "Start free with one user, upgrade when your team grows. Every plan includes web and mobile apps.",
  pricingData: [
    {
      planImage: planImage("free"),
      planTitle: "Free",
      planPrice: "$0",
      priceSub: "/month",
      li_1: "1 user",
      li_2: "1,000 AI tokens/month",
      li_3: "Dashboard Analytics",
      li_4: "Email Support",
      planBtn: "Start Free",
    },
    {
      planImage: planImage("starter"),
      planTitle: "Starter",
      planPrice: "$29",
      priceSub: "/month",
      li_1: "Up to 5 users",
      li_2: "10,000 AI tokens/month",
      li_3: "Dashboard Analytics",
      li_4: "Email Support",
      planBtn: "Get Started",
    },
    {
      planImage: planImage("professional"),
      planTitle: "Professional",
      planPrice: "$99",
      priceSub: "/month",
      li_1: "Up to 25 users",
      li_2: "100,000 AI tokens/month",
      li_3: "Dashboard Analytics",
      li_4: "Priority Support",
      planBtn: "Get Started",
    },
    {
      planImage: planImage("enterprise"),
      planTitle: "Enterprise",
      planPrice: "$299",
      priceSub: "/month",
      li_1: "Up to 999 users",
      li_2: "1,000,000 AI tokens/month",
      li_3: "Priority Support",
      li_4: "Dedicated Account Manager",
      planBtn: "Get Started",
    },
  ],
};
