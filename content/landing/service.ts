import type { ServiceContent } from "../types";

export const service: ServiceContent = {
  heading: "Built for the way sales teams really work",
  headingText:
    "Whether you run a ten-person inside sales desk or a field team across several cities, LeadFlow adapts to your process instead of forcing a new one.",
  image: {
    src: "/images/landing/service.svg",
    alt: "A LeadFlow report comparing leads won and lost by month, with KPI cards for response time and conversion rate",
    width: 800,
    height: 600,
  },
  serviceData: [
    {
      icon: "reports",
      title: "Reports that answer real questions",
      text: "Which source brings the best leads? Who converts fastest? Schedule the answer to land in your inbox every Monday.",
    },
    {
      icon: "kpi",
      title: "KPIs for every role",
      text: "Set targets for calls, follow-ups and conversions per person or team, and watch progress update live.",
    },
    {
      icon: "team",
      title: "Departments and teams",
      text: "Mirror your organisation with departments, teams and owners, and move leads between them without losing history.",
    },
    {
      icon: "security",
      title: "Secure by default",
      text: "Role-based access, encrypted data in transit and at rest, and a full audit trail of who changed what and when.",
    },
  ],
};
