import type { FeatureContent } from "../types";

export const feature: FeatureContent = {
  heading: "Everything your team needs to work every lead",
  headingText:
    "From the first call to the signed contract, LeadFlow keeps each lead owned, followed up and measured, so nothing slips through the cracks.",
  image: {
    src: "/images/landing/feature-phone.svg",
    alt: "The LeadFlow mobile app showing a lead's details, its next follow-up and a one-tap call button",
    width: 480,
    height: 900,
  },
  featureData: [
    {
      icon: "capture",
      title: "Lead capture",
      text: "Log leads from calls, web forms, walk-ins and imports in one place, with duplicates flagged before they reach your team.",
    },
    {
      icon: "assign",
      title: "Smart assignment",
      text: "Route new leads to the right department and owner by territory, product or workload, automatically or with one tap.",
    },
    {
      icon: "ai",
      title: "AI suggestions",
      text: "Get the next best action for every lead: who to call first, when to follow up and which message is most likely to land.",
    },
    {
      icon: "calendar",
      title: "Follow-up calendar",
      text: "Every call-back and meeting lands on a shared calendar with reminders, so promised follow-ups actually happen.",
    },
    {
      icon: "dashboard",
      title: "Live dashboards",
      text: "See the whole pipeline by stage, source and owner in real time, and spot stalled leads before they go cold.",
    },
    {
      icon: "mobile",
      title: "Web and mobile",
      text: "Your team works the same leads on the web and on Android or iOS, with notes and call logs synced instantly.",
    },
  ],
};
