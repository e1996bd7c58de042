import type { ScreenshotsContent } from "./types";

const shot = (slug: string, alt: string) => ({ src: `/images/landing/screenshot-${slug}.svg`, alt, width: 1200, height: 750 });

export const screenshots: ScreenshotsContent = {
  heading: "See LeadFlow in action",
  headingText: "A look at the screens your team will use every day. Scroll sideways to see them all.",
  screenshots: [
    {
      title: "Pipeline board",
      caption: "Drag leads between stages and see the value of each stage at a glance.",
      image: shot("pipeline", "The pipeline board with lead cards in the columns New, Contacted, Qualified, Proposal and Won"),
    },
    {
      title: "Lead details",
      caption: "Contact details, owner, source and the full history of calls and notes on one page.",
      image: shot("lead-detail", "A lead's detail page with contact information, assigned owner, status and an activity timeline"),
    },
    {
      title: "Follow-up calendar",
      caption: "Every call-back and meeting on a shared calendar, with reminders on web and mobile.",
      image: shot("calendar", "The follow-up calendar in week view with scheduled calls and meetings for several lead owners"),
    },
    {
      title: "Reports and KPIs",
      caption: "Conversion by source, owner and department, with targets tracked live.",
      image: shot("reports", "The reports screen with a conversion funnel, a bar chart of leads by source and KPI progress bars"),
    },
    {
      title: "AI suggestions",
      caption: "The next best action for each lead, ranked so owners know who to call first.",
      image: shot("ai", "The AI suggestions panel listing leads to call next, each with a reason and a suggested message"),
    },
  ],
};
