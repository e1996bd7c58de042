import type { HeroContent } from "./types";

export const hero: HeroContent = {
  eyebrow: "Lead management for sales teams",
  title: "Turn every lead into a closed deal",
  text: "LeadFlow captures leads from every channel, routes each one to the right owner in seconds and reminds your team of every follow-up, on the web and on the phone in their pocket.",
  emailLabel: "Work e-mail",
  emailPlaceholder: "you@company.com",
  submitLabel: "Get Started",
  // In-page: the hero is on every home variant (/theme-two…), which each has its own pricing section.
  secondaryCta: { name: "See pricing", link: "#pricing" },
  highlights: ["Free plan for one user", "No credit card required", "Set up in under 10 minutes"],
  image: {
    src: "/images/landing/hero-dashboard.svg",
    alt: "The LeadFlow dashboard: a pipeline board of leads by stage, this month's conversion rate and today's follow-ups",
    width: 1200,
    height: 800,
  },
};
