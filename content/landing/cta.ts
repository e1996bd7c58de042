import type { CtaContent } from "./types";

export const cta: CtaContent = {
  heading: "Ready to stop losing leads?",
  text: "Start free with one user and upgrade when your team grows. Setup takes minutes and needs no credit card.",
  primary: { name: "Start Free", link: "/signup?plan=1&billing_cycle=Monthly" },
  secondary: { name: "Talk to sales", link: "/contact-page" },
};
