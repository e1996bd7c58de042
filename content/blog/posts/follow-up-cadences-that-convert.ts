import type { BlogPost } from "../types";

export const followUpCadences: BlogPost = {
  slug: "follow-up-cadences-that-convert",
  title: "Follow-up cadences that convert without annoying buyers",
  author: "Sofia Martins",
  date: "2026-09-14",
  category: "Sales Process",
  tags: ["Follow-ups", "Tele-calling"],
  readingTime: 4,
  excerpt:
    "Most deals need several touches, yet many leads are dropped after one or two. A simple written cadence fixes that. Here is how to design one.",
  image: {
    src: "/images/blog/follow-up-cadences-that-convert.svg",
    alt: "A calendar with follow-up calls and messages marked on several days",
    width: 1200,
    height: 630,
  },
  body: [
    {
      type: "p",
      text: "Ask any sales team how many times they try to reach a new lead and the honest answer is usually “it depends”. It depends on who picked the lead up, how busy the week was and whether someone remembered. That inconsistency is expensive. Buyers are busy, and many conversations only start on the third or fourth attempt. A follow-up cadence, a written plan for when and how you contact a lead, turns good intentions into a routine everyone on the team follows.",
    },
    { type: "h2", text: "What a cadence is, and what it is not" },
    {
      type: "p",
      text: "A cadence is a short sequence of planned touches across a set period: calls, messages and e-mails, each with a purpose. It is not an automated stream of identical reminders. Every step should give the buyer a reason to reply, whether that is a useful piece of information, a specific question or a clear choice of times.",
    },
    { type: "h2", text: "A starting cadence for new inbound leads" },
    {
      type: "p",
      text: "The right sequence depends on your market, but this is a reasonable starting point for a lead who asked to be contacted:",
    },
    {
      type: "ul",
      items: [
        "Day 1, within minutes: call. If there is no answer, send a short message saying who you are and why you called.",
        "Day 1, later the same day: a second call attempt at a different time.",
        "Day 2: an e-mail that answers the question the lead asked, with one clear next step.",
        "Day 4: call again and refer to the e-mail.",
        "Day 7: a message with something useful, such as a short customer story or a price guide.",
        "Day 14: a final, polite check-in that makes it easy to say “not now”.",
      ],
    },
    {
      type: "p",
      text: "Six or seven touches over two weeks is enough for most inbound leads. After that, move the lead to a longer, lighter nurture track instead of continuing to call.",
    },
    { type: "h2", text: "Principles that matter more than the exact days" },
    {
      type: "ul",
      items: [
        "Vary the channel and the time of day. A lead who never answers at 10 a.m. may pick up at 5 p.m.",
        "Make every touch stand alone. The buyer may not have read your previous message, so each one should make sense on its own.",
        "Log every attempt, including the ones that did not connect. Without that, nobody knows where a lead is in the sequence.",
        "Stop when you get an answer. A reply, even a negative one, ends the cadence and starts a conversation.",
        "Respect opt-outs immediately and record them, so nobody on the team contacts that person again by mistake.",
      ],
    },
    { type: "h2", text: "Use the calendar, not memory" },
    {
      type: "p",
      text: "The main reason cadences fail is not bad design; it is that the next step never gets scheduled. A caller ends an unanswered call intending to try again tomorrow, and tomorrow brings twenty new leads. The fix is to schedule the next touch before closing the current one. When every open lead has a dated next action, the daily list of follow-ups becomes the work plan, and nothing depends on memory.",
    },
    {
      type: "p",
      text: "Managers benefit as well. A lead with no scheduled next action is a lead at risk, and it is easy to spot when the follow-up calendar is shared across the team.",
    },
    { type: "h2", text: "Measure the cadence, then tune it" },
    {
      type: "p",
      text: "Once a cadence is in place, look at where conversations actually start. If almost nobody replies after the fifth touch, drop it. If many leads connect on the second call, make sure that call happens at a time of day when people tend to pick up. Track the connect rate per attempt, the share of leads that complete the sequence and the conversion rate of leads that connected at each step.",
    },
    {
      type: "p",
      text: "Change one element at a time and give it a few weeks. Small changes to timing and wording often matter more than adding more touches.",
    },
    { type: "h2", text: "Cadences in LeadFlow" },
    {
      type: "p",
      text: "LeadFlow's follow-up calendar shows every scheduled call and task by day, for each person and for the whole team. Logging an outcome prompts for the next follow-up date, so the next step is always set, and overdue follow-ups stand out on the dashboard. AI suggestions can propose a good time for the next attempt based on when a lead has engaged before, but the caller stays in control of what actually gets scheduled.",
    },
  ],
};
