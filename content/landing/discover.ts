import type { DiscoverContent } from "../types";

export const discover: DiscoverContent = {
  heading: "Know where every lead stands, at a glance",
  headingText:
    "Sales managers lose hours chasing status updates in spreadsheets and chat threads. LeadFlow puts every lead, owner and next step on one screen, so your stand-up takes five minutes instead of fifty.",
  image: {
    src: "/images/landing/discover.svg",
    alt: "A lead's timeline in LeadFlow: captured by a tele caller, assigned by the lead manager, two calls logged and a demo booked",
    width: 800,
    height: 600,
  },
  points: [
    "A full timeline for each lead: who captured it, who owns it and every call, note and status change since",
    "Stalled-lead alerts when a lead has had no activity for the number of days you choose",
    "Conversion rates by source, department and owner, updated as your team works",
    "Role-based views, so tele callers, owners and managers each see exactly what they need",
  ],
};
