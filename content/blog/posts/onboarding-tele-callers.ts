import type { BlogPost } from "../types";

export const onboardingTeleCallers: BlogPost = {
  slug: "onboarding-tele-callers",
  title: "Onboarding new tele-callers: a plan for their first two weeks",
  author: "Sofia Martins",
  date: "2026-04-07",
  category: "Team Productivity",
  tags: ["Onboarding", "Tele-calling"],
  readingTime: 3,
  excerpt:
    "New callers learn fastest on real leads with a safety net. A structured two-week plan gets them productive quickly and keeps good leads safe.",
  image: {
    src: "/images/blog/onboarding-tele-callers.svg",
    alt: "A tele-caller with a headset next to a two-week checklist",
    width: 1200,
    height: 630,
  },
  body: [
    {
      type: "p",
      text: "Tele-callers are often the first person a prospect speaks to, which makes their first weeks on the job important for them and for your pipeline. Throw a new caller straight into the full lead queue and they will learn, but at the cost of leads that deserved a better first conversation. Keep them in training for a month and they lose confidence before they ever pick up the phone. A structured two-week plan sits between those extremes.",
    },
    { type: "h2", text: "Before day one" },
    {
      type: "ul",
      items: [
        "Create their account and set their role, so they see exactly the screens and leads they will work with.",
        "Install the mobile app on their phone and check that notifications arrive.",
        "Pick a buddy: an experienced caller who will answer questions and review calls for the first two weeks.",
        "Prepare a short reading list: your product overview, the three most common customer questions and your qualification criteria.",
      ],
    },
    { type: "h2", text: "Days 1 to 3: learn the product and the process" },
    {
      type: "p",
      text: "Start with the customer, not the software. Ask the new caller to listen in on their buddy's calls and to note the questions prospects ask. Then walk through the lead lifecycle in your system: how a lead arrives, how it is assigned, what the stages mean and how a follow-up is scheduled. Finish each day with fifteen minutes of questions.",
    },
    {
      type: "p",
      text: "By the end of day three, the new caller should be able to explain your qualification criteria in their own words and log a practice call from start to finish.",
    },
    { type: "h2", text: "Days 4 to 7: real calls with a safety net" },
    {
      type: "p",
      text: "Give the new caller a small share of real leads, ideally from a lower-risk source such as general enquiries rather than your most expensive campaign. Their buddy reviews each call log the same day. The goal this week is consistency: every lead contacted, every call logged and every lead left with a scheduled next step.",
    },
    {
      type: "ul",
      items: [
        "Limit the number of new leads per day so they have time to prepare and reflect.",
        "Use a short opening script, but encourage them to adapt it once they are comfortable.",
        "Role-play the two or three objections that come up most often.",
      ],
    },
    { type: "h2", text: "Days 8 to 10: full process, growing volume" },
    {
      type: "p",
      text: "Increase the share of leads gradually and add the rest of the workflow: passing qualified leads to a Lead Manager with clear notes, handling leads that ask for a callback and working through the follow-up calendar every morning. Review their numbers with them, such as contact rate and follow-ups completed, so they learn what good looks like in your team.",
    },
    { type: "h2", text: "Days 11 to 14: independence and feedback" },
    {
      type: "p",
      text: "By the second week the new caller should be working from the normal assignment rules. Hold a review at the end of the fortnight covering three questions: what is going well, what still feels difficult and what the team could have explained better. The last question improves onboarding for the next person.",
    },
    { type: "h2", text: "What good onboarding measures" },
    {
      type: "ul",
      items: [
        "Time until the new caller handles a full daily share of leads.",
        "Their contact rate and follow-up completion compared with the team average after four weeks.",
        "The quality of the notes they pass to Lead Managers, as rated by those managers.",
        "Whether they are still with the team after three months.",
      ],
    },
    { type: "h2", text: "Where LeadFlow helps" },
    {
      type: "p",
      text: "In LeadFlow each person works in a role, such as Tele Caller, Lead Manager or Lead Owner, so a new caller sees only the leads and actions they need. During the first week a Lead Manager can hand-pick the leads they receive, and a buddy or manager can follow their activity and follow-ups from the dashboard. Because the mobile app mirrors the web app, they can keep working through their follow-up calendar away from the desk.",
    },
  ],
};
