"use client";

import { deferredIsland } from "@/components/ui/deferred-island";

// The landing page's interactive parts, loaded in the browser when the visitor comes near them or touches them, so
// the page's first load carries only the framework and the header (README "Performance"). The server renders them
// in full from a plain require: `typeof window` is a build-time constant, so the browser's bundle has no trace of it.
// The component's props are typed by the import() beside it.
/* eslint-disable @typescript-eslint/no-require-imports */

export const DeferredPricingPlans = deferredIsland(
  () => import("@/components/pricing/pricing-plans").then((m) => m.PricingPlans),
  typeof window === "undefined" ? require("@/components/pricing/pricing-plans").PricingPlans : undefined,
);
export const DeferredFaqAccordion = deferredIsland(
  () => import("@/components/faq/faq-accordion").then((m) => m.FaqAccordion),
  typeof window === "undefined" ? require("@/components/faq/faq-accordion").FaqAccordion : undefined,
);
export const DeferredEmailForm = deferredIsland(
  () => import("@/components/forms/email-form").then((m) => m.EmailForm),
  typeof window === "undefined" ? require("@/components/forms/email-form").EmailForm : undefined,
);
export const DeferredContactForm = deferredIsland(
  () => import("@/components/contact/contact-form").then((m) => m.ContactForm),
  typeof window === "undefined" ? require("@/components/contact/contact-form").ContactForm : undefined,
);
export const DeferredContactMap = deferredIsland(
  () => import("@/components/contact/contact-map").then((m) => m.ContactMap),
  typeof window === "undefined" ? require("@/components/contact/contact-map").ContactMap : undefined,
);
