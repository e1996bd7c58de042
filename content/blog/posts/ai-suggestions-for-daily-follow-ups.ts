import type { BlogPost } from "../types";

export const aiSuggestionsDailyPlan: BlogPost = {
  slug: "ai-suggestions-for-daily-follow-ups",
  title: "Planning the day with AI suggestions: a practical guide for callers",
  author: "Meera Iyer",
  date: "2026-02-16",
  category: "AI & Automation",
  tags: ["AI suggestions", "Follow-ups", "Mobile"],
  readingTime: 3,
  excerpt:
    "A long follow-up list is hard to prioritise at 9 a.m. Here is how AI suggestions can help callers decide where to start, and where human judgement still wins.",
  image: {
    src: "/images/blog/ai-suggestions-for-daily-follow-ups.svg",
    alt: "A daily follow-up list with sparkle icons marking suggested priorities",
    width: 1200,
    height: 630,
  },
  body: [
    {
      type: "p",
      text: "Every morning, a busy tele-caller opens a list of follow-ups that is longer than the day. Some are callbacks the prospect asked for at a specific time. Some are second or third attempts on new leads. Some are older opportunities that need a nudge. Deciding the order by hand takes time, and the easiest choice, starting at the top and working down, is rarely the best one. This is where AI suggestions can genuinely help, provided they support the caller rather than replace their judgement.",
    },
    { type: "h2", text: "What the suggestions are good at" },
    {
      type: "p",
      text: "Finding patterns across many leads is exactly what software does better than a person with a coffee and a spreadsheet. Useful suggestions tend to fall into a few groups:",
    },
    {
      type: "ul",
      items: [
        "Priority: which open leads look most likely to move forward today, based on recent activity and similar past leads.",
        "Timing: when a particular lead has tended to answer, so the next attempt can be scheduled for a better hour.",
        "Risk: leads that have gone quiet for longer than usual at their stage, or that have no next step at all.",
        "Next action: a reminder that a proposal has been under review for a week, or that a callback was promised.",
      ],
    },
    { type: "h2", text: "What still needs a person" },
    {
      type: "p",
      text: "Suggestions are built from data, and data never holds everything the caller knows. The prospect who said “call me after the board meeting on Thursday” should be called on Thursday, whatever the model thinks. A caller who has built rapport with a contact may know that an e-mail works better than a call. And commitments made to customers always come before predictions.",
    },
    {
      type: "p",
      text: "Treat suggestions as a well-informed colleague's advice: worth listening to, worth questioning and never binding.",
    },
    { type: "h2", text: "A simple morning routine" },
    {
      type: "ul",
      items: [
        "Start with fixed commitments: callbacks and meetings at agreed times go into the day first.",
        "Review the suggested priority list and accept, reorder or dismiss items in a few minutes.",
        "Block time for new leads, which should always be contacted quickly whatever their score.",
        "Work the prioritised follow-ups, logging each outcome and scheduling the next step before moving on.",
        "Spend the last fifteen minutes clearing anything overdue and checking tomorrow's calendar.",
      ],
    },
    {
      type: "p",
      text: "The routine matters more than the tool. Suggestions make each step faster, but a caller who plans the day deliberately will outperform one who simply reacts to notifications.",
    },
    { type: "h2", text: "Keep feedback flowing" },
    {
      type: "p",
      text: "Suggestions improve when the outcomes they are based on are recorded accurately. Log every attempt, including unanswered calls, and close lost leads with a clear reason. If a suggestion is consistently wrong, for example recommending calls at times when a whole region is offline, tell your manager so the data or the setup can be corrected.",
    },
    { type: "h2", text: "Watch the effect" },
    {
      type: "p",
      text: "Managers should compare a few simple numbers before and after introducing suggestions: follow-ups completed per day, the contact rate on follow-up calls and the number of overdue follow-ups. If those improve, the suggestions are earning their place. If they do not, find out whether callers are using them, and ask why not before assuming the model is at fault.",
    },
    { type: "h2", text: "How it looks in LeadFlow" },
    {
      type: "p",
      text: "In LeadFlow, AI suggestions appear alongside the follow-up calendar and on each lead, on the web and in the mobile app. Callers can accept a suggested time to schedule a follow-up or ignore it, and everything they do is recorded in the lead's history. AI usage draws on the token allowance included in each plan, so teams can start small and grow their use as the suggestions prove their value.",
    },
  ],
};
