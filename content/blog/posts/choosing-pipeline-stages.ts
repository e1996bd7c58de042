import type { BlogPost } from "../types";

export const choosingPipelineStages: BlogPost = {
  slug: "choosing-pipeline-stages",
  title: "How to choose pipeline stages your team will actually use",
  author: "Arjun Mehta",
  date: "2026-08-05",
  category: "Sales Process",
  tags: ["Pipeline stages", "Dashboards"],
  readingTime: 4,
  excerpt:
    "A pipeline with too many stages gets ignored; one with too few tells you nothing. Define stages by what the buyer has done, and keep the list short.",
  image: {
    src: "/images/blog/choosing-pipeline-stages.svg",
    alt: "A pipeline board with lead cards in columns from new to won",
    width: 1200,
    height: 630,
  },
  body: [
    {
      type: "p",
      text: "A sales pipeline is only as useful as the stages it is built from. When stages are vague, each person interprets them differently, the forecast becomes guesswork and the pipeline board turns into something people update on Friday afternoon because they have to. When stages are clear, the same board shows at a glance where deals are stuck and what the team should do next.",
    },
    { type: "h2", text: "Define stages by buyer actions, not seller activity" },
    {
      type: "p",
      text: "The most common mistake is to name stages after what the salesperson did: “called”, “sent proposal”, “followed up”. These describe effort, not progress. A proposal that was sent but never opened has not moved the deal forward. Instead, define each stage by something the buyer has done or confirmed.",
    },
    {
      type: "ul",
      items: [
        "New: the lead has arrived and has an owner, but no conversation has happened yet.",
        "Contacted: a real two-way conversation took place.",
        "Qualified: the buyer has confirmed a need, a rough budget or timeline and who is involved in the decision.",
        "Meeting held: the buyer has seen the solution in the context of their own problem.",
        "Proposal under review: the buyer has received pricing and agreed to review it by a certain date.",
        "Won or lost: the buyer has decided.",
      ],
    },
    { type: "p", text: "Your own list will differ, but notice that each stage has a test anyone on the team can apply." },
    { type: "h2", text: "Write down the exit criteria" },
    {
      type: "p",
      text: "For each stage, write one or two sentences that say exactly when a lead may move to the next one. Put them where people see them while updating leads, not in a document nobody opens. Exit criteria remove most arguments in pipeline reviews, because the question stops being “do you feel good about this deal?” and becomes “has the buyer done this yet?”.",
    },
    { type: "h2", text: "How many stages is right?" },
    {
      type: "p",
      text: "Between five and eight stages, including won and lost, works for most teams. Fewer than that and large differences in deal maturity get hidden in one bucket. More than that and people skip stages or stop updating them, because the difference between neighbouring stages is too small to matter.",
    },
    {
      type: "p",
      text: "If you feel you need more detail, consider whether it belongs in a field instead of a stage. The product a lead is interested in, the source it came from or the reason a deal was lost are attributes to record, not stages to move through.",
    },
    { type: "h2", text: "Make lost reasons useful" },
    {
      type: "p",
      text: "Lost is a stage too, and it is the one with the most to teach. Offer a short, fixed list of reasons, such as no budget, chose a competitor, no response, timing or not a fit, plus a free-text note. A fixed list makes the reasons countable, and after a quarter you will know whether you are losing on price, on speed or on fit.",
    },
    { type: "h2", text: "Watch the flow between stages" },
    { type: "p", text: "Once stages are stable, the pipeline becomes a measuring instrument. Three numbers are worth watching:" },
    {
      type: "ul",
      items: [
        "The conversion rate from each stage to the next, which shows where deals leak.",
        "The average time spent in each stage, which shows where deals stall.",
        "The number of leads in each stage with no scheduled next step, which shows where deals are being forgotten.",
      ],
    },
    {
      type: "p",
      text: "A sudden drop in conversion from qualified to meeting held often points to a scheduling problem rather than a sales skill problem. A long time in proposal review may mean proposals go out before the decision maker is involved.",
    },
    { type: "h2", text: "Change stages carefully" },
    {
      type: "p",
      text: "Resist redesigning the pipeline every quarter. Each change breaks comparisons with earlier periods and forces everyone to relearn the board. When a change is needed, agree on it with the people who update the pipeline daily, map old stages to new ones and note the date so reports can be read correctly.",
    },
    { type: "h2", text: "Pipelines in LeadFlow" },
    {
      type: "p",
      text: "LeadFlow shows every lead by stage on the web and on mobile, and each move between stages is recorded with its date, so reports can show conversion and time in each stage without anyone filling in a spreadsheet. Dashboards highlight leads with no next follow-up, so forgotten deals surface before they go cold.",
    },
  ],
};
