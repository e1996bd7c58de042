import type { BlogPost } from "../types";

export const weeklyKpis: BlogPost = {
  slug: "weekly-kpis-for-sales-managers",
  title: "Seven KPIs a sales manager should check every week",
  author: "Daniel Okafor",
  date: "2026-05-19",
  category: "Team Productivity",
  tags: ["KPIs", "Dashboards"],
  readingTime: 3,
  excerpt:
    "Monthly revenue tells you what happened. These weekly numbers tell you what is about to happen, early enough to do something about it.",
  image: {
    src: "/images/blog/weekly-kpis-for-sales-managers.svg",
    alt: "A sales dashboard with bar charts, a trend line and KPI tiles",
    width: 1200,
    height: 630,
  },
  body: [
    {
      type: "p",
      text: "Revenue is the number everybody watches, but it is a lagging indicator. By the time a month's revenue is known, the conversations that produced it happened weeks ago. A sales manager needs a small set of leading indicators that can be read every week and acted on straight away. Here are seven that work for most teams handling inbound leads, and what to do when each one moves.",
    },
    { type: "h2", text: "1. New leads by source" },
    {
      type: "p",
      text: "How many leads arrived this week, and from where? A drop in one source, such as a paused campaign or a broken web form, shows up here days before it shows up in the pipeline. Compare with the same week in previous months, not just last week, to allow for seasonal patterns.",
    },
    { type: "h2", text: "2. Time to first contact" },
    {
      type: "p",
      text: "The median time between a lead arriving and the first attempt to contact it, plus the share of leads contacted within your target window. When this slips, look for assignment gaps, absent team members or a surge from one source.",
    },
    { type: "h2", text: "3. Contact rate" },
    {
      type: "p",
      text: "The share of new leads with whom the team had at least one real conversation. A falling contact rate with a steady response time often points to poor lead quality or wrong phone numbers, which is a conversation to have with marketing.",
    },
    { type: "h2", text: "4. Follow-ups completed versus scheduled" },
    {
      type: "p",
      text: "Of the follow-ups planned for this week, how many actually happened? This is the clearest measure of whether the process is being followed. A low completion rate usually means people are overloaded, so check open leads per person before asking anyone to work harder.",
    },
    { type: "h2", text: "5. Stage conversion" },
    {
      type: "p",
      text: "The share of leads that moved from each pipeline stage to the next during the week. You do not need every stage every week; watch the one or two steps where your deals usually leak, such as qualified to meeting held.",
    },
    { type: "h2", text: "6. Pipeline coverage" },
    {
      type: "p",
      text: "The value of open opportunities expected to close in the period, compared with the target for that period. Many teams aim for a pipeline several times larger than the target, depending on their win rate. If coverage falls, the problem is upstream, and the answer is more qualified leads, not more pressure on late-stage deals.",
    },
    { type: "h2", text: "7. Leads without a next step" },
    {
      type: "p",
      text: "The number of open leads with no scheduled follow-up. This is the simplest risk indicator there is. Every lead on this list will quietly go cold unless someone acts. Aim to keep it close to zero, and review it in the weekly team meeting.",
    },
    { type: "h2", text: "How to run the weekly review" },
    {
      type: "ul",
      items: [
        "Keep it short. Fifteen minutes with the same dashboard every week beats an hour with a new spreadsheet.",
        "Look at trends, not single values. One bad week is noise; three in a row is a signal.",
        "Agree on one action per problem, with an owner and a date.",
        "Share the numbers with the team. People improve what they can see, and shared numbers turn the review into a conversation instead of an inspection.",
      ],
    },
    { type: "h2", text: "Avoid vanity metrics" },
    {
      type: "p",
      text: "Call counts and e-mails sent are easy to measure and easy to inflate. They help you spot someone who is struggling, but they should never be targets on their own. Reward outcomes, such as conversations, qualified leads and completed follow-ups, and the activity will follow.",
    },
    { type: "h2", text: "KPIs in LeadFlow" },
    {
      type: "p",
      text: "LeadFlow's dashboards show these indicators for the whole team and for each person, updated as leads are captured, assigned and worked. Lead Monitors and Managers can open the reports for any period and team without asking anyone to compile them. Because every activity is recorded as part of the normal workflow, the numbers come from what people actually did, not from what they remembered to type in on Friday.",
    },
  ],
};
