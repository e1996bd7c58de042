import type { BlogPost } from "../types";

export const speedToLead: BlogPost = {
  slug: "speed-to-lead-first-five-minutes",
  title: "Speed to lead: why the first five minutes decide the deal",
  author: "Priya Nair",
  date: "2026-11-10",
  category: "Lead Management",
  tags: ["Speed to lead", "Lead assignment", "Mobile"],
  readingTime: 4,
  excerpt:
    "A lead who fills in your form is thinking about the problem right now. Here is how to reach them while they still are, without burning out your callers.",
  image: {
    src: "/images/blog/speed-to-lead-first-five-minutes.svg",
    alt: "A stopwatch beside a ringing phone and a new lead card",
    width: 1200,
    height: 630,
  },
  body: [
    {
      type: "p",
      text: "Every inbound lead arrives with a clock attached. The moment someone submits a form, clicks a call-to-action in an ad or leaves a number with a receptionist, they are thinking about the problem your product solves. An hour later they are in a meeting. A day later they have spoken to two of your competitors, and the context that made them reach out has faded. Speed to lead is simply the time between that first signal and the first real conversation, and for most teams it is the cheapest improvement available in the whole pipeline.",
    },
    { type: "h2", text: "Why minutes matter more than days" },
    {
      type: "p",
      text: "Sales managers often measure response time in hours or days because that is how their reports show it. The prospect experiences it differently. When a call comes back within a few minutes, the buyer still has the page open, remembers what they were looking for and is usually happy to talk. When it comes back the next morning, the call feels like cold outreach even though the lead was warm. Nothing about the lead changed except the delay.",
    },
    {
      type: "p",
      text: "There is also a competitive effect. Many buyers contact more than one vendor at the same time. The first team to have a useful conversation gets to frame the problem, set the evaluation criteria and book the demo. The teams that follow are compared against that framing.",
    },
    { type: "h2", text: "Where the time actually goes" },
    {
      type: "p",
      text: "When you trace a lead from form to first call, the slow part is rarely the call itself. It is the handoffs before it:",
    },
    {
      type: "ul",
      items: [
        "Leads land in a shared inbox or spreadsheet and wait until someone checks it.",
        "Nobody is clearly responsible, so everyone assumes someone else has picked the lead up.",
        "Leads arriving after hours or at weekends sit untouched until the next shift.",
        "The caller has to hunt for context, such as the campaign the lead came from and what they asked, before dialling.",
      ],
    },
    { type: "p", text: "Each of these adds minutes or hours, and none of them needs more salespeople to fix." },
    { type: "h2", text: "Five changes that shorten the gap" },
    {
      type: "ul",
      items: [
        "Capture every source in one place. Web forms, landing pages, ad integrations and walk-ins entered by hand should all create a lead record immediately, not a notification someone has to copy.",
        "Assign on arrival. A lead that belongs to nobody waits. Assignment rules give each new lead an owner the second it is created.",
        "Alert the owner where they are. A push notification on the phone reaches a tele-caller faster than an e-mail digest, especially away from the desk.",
        "Put the context on the first screen. Source, campaign, the message the lead typed and any earlier contact should be visible before the call starts, so the caller can open with something relevant.",
        "Cover the edges of the day. Decide in advance who handles leads that arrive at lunchtime, after hours and at weekends, even if the answer is a short acknowledgement and a call first thing the next morning.",
      ],
    },
    { type: "h2", text: "Measure it honestly" },
    {
      type: "p",
      text: "Average response time hides the problem, because a handful of instant replies can mask a long tail of leads that waited all weekend. Track the median and the share of leads contacted within a target window, for example fifteen minutes during working hours. Split the numbers by source and by team: a slow paid-search channel costs far more than a slow referral channel, because you paid for every click.",
    },
    {
      type: "p",
      text: "Be careful to define what counts as contact. An automatic e-mail is useful, but it is not a conversation. Count the first attempted call or personal message separately from the first connected conversation, and watch both.",
    },
    { type: "h2", text: "Don't trade speed for quality" },
    {
      type: "p",
      text: "Fast is only good if the first call is useful. A caller who rings within a minute but has no idea why the lead signed up wastes the advantage. Give tele-callers a short opening for each main source, make the lead's own words visible and agree what a successful first call looks like: usually a confirmed need and a booked next step, not a closed deal.",
    },
    {
      type: "p",
      text: "It also helps to protect focus. If every new lead interrupts the same two people, they will start ignoring notifications. Spread new leads across the team, and let callers mark themselves unavailable during long conversations so the next lead goes to someone who can act on it.",
    },
    { type: "h2", text: "How LeadFlow helps" },
    {
      type: "p",
      text: "LeadFlow captures leads from your web forms and integrations into a single list, assigns them as they arrive and notifies the owner on the web or in the mobile app. The lead card shows the source, campaign and message in one place, and the dashboard reports the time to first contact by source and by team, so you can see whether your changes are working.",
    },
    {
      type: "p",
      text: "Start with one change this week. Teams that simply assign leads on arrival and alert the owner on their phone usually see the gap shrink within days, and the conversations that follow are noticeably warmer.",
    },
  ],
};
