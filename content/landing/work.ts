import type { WorkContent } from "../types";

export const work: WorkContent = {
  heading: "How LeadFlow works",
  headingText:
    "Every lead follows the same clear path through your team, and every person knows exactly what to do next.",
  workData: [
    {
      step: 1,
      title: "Capture the lead",
      text: "A tele caller records the enquiry, from a call, a form or an import, and assigns it to the department that should handle it.",
      role: "Tele Caller",
    },
    {
      step: 2,
      title: "Review and assign",
      text: "The lead manager checks the details, sets the priority and hands the lead to the owner best placed to win it.",
      role: "Lead Manager",
    },
    {
      step: 3,
      title: "Work the lead",
      text: "The lead owner calls, meets and follows up with AI-suggested next steps and calendar reminders until the deal closes.",
      role: "Lead Owner",
    },
    {
      step: 4,
      title: "Monitor and report",
      text: "The lead monitor and managers track conversion, response times and KPIs on live dashboards and scheduled reports.",
      role: "Lead Monitor and Manager",
    },
  ],
};
