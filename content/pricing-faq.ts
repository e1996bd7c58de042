import type { FaqItem } from "./types";

export const pricingFaq: FaqItem[] = [
  {
    title: "Can I start without a credit card?",
    content: "Yes. The Free plan costs nothing, needs no card and includes one user and 1,000 AI tokens a month. Upgrade when your team grows.",
  },
  {
    title: "How much do I save by paying annually?",
    content: "An annual plan costs ten months' price for twelve months of service, a saving of about 17% over paying monthly.",
  },
  {
    title: "Which currency will I pay in?",
    content: "Teams in India see and pay prices in Indian rupees (INR) through our India payment gateway; everyone else pays in US dollars (USD) by card. Use the region selector in the header to switch.",
  },
  {
    title: "What happens when we reach our user or AI token limit?",
    content: "Nothing stops working. Admins are told when the team nears a limit and can move to the next plan at any time; the difference is prorated.",
  },
  {
    title: "Can we change or cancel our plan later?",
    content: "Yes. Upgrades take effect at once; downgrades and cancellations apply at the end of the current billing period, and you keep your data for 30 days after.",
  },
];
