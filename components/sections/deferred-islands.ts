"use client";

import { deferredIsland } from "@/components/ui/deferred-island";
import type * as ContactFormModule from "@/components/contact/contact-form";
import type * as ContactMapModule from "@/components/contact/contact-map";
import type * as FaqAccordionModule from "@/components/faq/faq-accordion";
import type * as EmailFormModule from "@/components/forms/email-form";
import type * as PricingPlansModule from "@/components/pricing/pricing-plans";

// The landing page's interactive parts, loaded in the browser when the visitor comes near them or touches them, so
// the page's first load carries only the framework and the header (README "Performance"). The server renders them
// in full from a plain require: `typeof window` is a build-time constant, so the browser's bundle has no trace of it.
/* eslint-disable @typescript-eslint/no-require-imports */

export const DeferredPricingPlans = deferredIsland(
  () => import("@/components/pricing/pricing-plans").then((m) => m.PricingPlans),
  typeof window === "undefined" ? (require("@/components/pricing/pricing-plans") as typeof PricingPlansModule).PricingPlans : undefined,
);
export const DeferredFaqAccordion = deferredIsland(
  () => import("@/components/faq/faq-accordion").then((m) => m.FaqAccordion),
  typeof window === "undefined" ? (require("@/components/faq/faq-accordion") as typeof FaqAccordionModule).FaqAccordion : undefined,
);
export const DeferredEmailForm = deferredIsland(
  () => import("@/components/forms/email-form").then((m) => m.EmailForm),
  typeof window === "undefined" ? (require("@/components/forms/email-form") as typeof EmailFormModule).EmailForm : undefined,
);
export const DeferredContactForm = deferredIsland(
  () => import("@/components/contact/contact-form").then((m) => m.ContactForm),
  typeof window === "undefined" ? (require("@/components/contact/contact-form") as typeof ContactFormModule).ContactForm : undefined,
);
export const DeferredContactMap = deferredIsland(
  () => import("@/components/contact/contact-map").then((m) => m.ContactMap),
  typeof window === "undefined" ? (require("@/components/contact/contact-map") as typeof ContactMapModule).ContactMap : undefined,
);
