import type { BlogPost } from "../types";

export const aiLeadScoring: BlogPost = {
  slug: "ai-lead-scoring-responsibly",
  title: "Using AI lead scoring responsibly",
  author: "Meera Iyer",
  date: "2026-07-01",
  category: "AI & Automation",
  tags: ["AI suggestions", "Lead scoring"],
  readingTime: 3,
  excerpt:
    "A score can help callers decide where to start, but it can also hide bias and bad data. Treat it as a suggestion, explain it and check it against results.",
  image: {
    src: "/images/blog/ai-lead-scoring-responsibly.svg",
    alt: "A score gauge next to a lead card, with a person reviewing the suggestion",
    width: 1200,
    height: 630,
  },
  body: [
    {
      type: "p",
      text: "AI lead scoring promises something every sales team wants: a way to know which leads deserve attention first. A model looks at the attributes and behaviour of past leads that converted and estimates how likely a new lead is to do the same. Used well, it helps callers plan their day. Used carelessly, it can push good leads to the bottom of the list for reasons nobody can explain.",
    },
    { type: "h2", text: "What a score is, and what it is not" },
    {
      type: "p",
      text: "A lead score is a prediction based on patterns in historical data. It is not a judgement about the person behind the lead, and it is not a guarantee. A high score means “leads like this one have often converted in the past”. It says little about leads unlike anything the model has seen, and it inherits any bias in how your team has treated leads until now.",
    },
    {
      type: "p",
      text: "That last point matters. If your team has historically called enterprise leads quickly and small business leads slowly, the data will show enterprise leads converting better, partly because they were treated better. A model trained on that history learns to rank small businesses lower, and the pattern reinforces itself.",
    },
    { type: "h2", text: "Principles for responsible use" },
    {
      type: "ul",
      items: [
        "Keep people in the loop. Show the score as a suggestion alongside the lead's details, and let callers and managers override it.",
        "Explain the score. Callers should see the main factors behind it, such as source, engagement or company size, so they can judge whether it makes sense.",
        "Don't use scores to ignore leads. Every lead who asked to be contacted should still be contacted; scores help decide the order, not whether someone gets a call.",
        "Avoid sensitive attributes. Do not feed the model personal characteristics that have nothing to do with buying intent, and check for fields that act as stand-ins for them, such as postal codes.",
        "Be open with prospects. Your privacy notice should explain, in plain language, that data is used to prioritise follow-up.",
      ],
    },
    { type: "h2", text: "Check the score against reality" },
    {
      type: "p",
      text: "A score that nobody checks will drift. Markets change, campaigns change and your product changes. Once a month, compare predicted and actual outcomes. Group leads into score bands and look at the conversion rate of each band: the bands should be clearly ordered, with higher scores converting more often. If they are not, the model needs attention.",
    },
    {
      type: "p",
      text: "It is also worth studying the leads the model got most wrong: high-scoring leads that went nowhere and low-scoring leads that became customers. These cases often reveal missing data, such as a new lead source the model has never seen, or a change in who is buying.",
    },
    { type: "h2", text: "Keep the data clean" },
    {
      type: "p",
      text: "Every model depends on its inputs. Duplicate records, leads marked as lost without a reason and stages updated days late all distort what the model learns. Before worrying about algorithms, make sure outcomes are recorded consistently. Clear pipeline stages and a fixed list of lost reasons do more for score quality than any amount of tuning.",
    },
    { type: "h2", text: "Start small" },
    {
      type: "p",
      text: "Roll out scoring in a way that lets you learn. Show scores to a few callers first and compare their results with the rest of the team. Ask them whether the scores match their experience. Only when the scores prove useful should they start to shape assignment or the order of the daily call list.",
    },
    { type: "h2", text: "AI suggestions in LeadFlow" },
    {
      type: "p",
      text: "LeadFlow's AI suggestions are designed as assistance, not automation. They can highlight leads that look likely to move forward and suggest a time for the next follow-up, and each suggestion appears next to the lead's own details so the caller can judge it. Every decision to call, assign or close a lead stays with a person. AI usage is measured in tokens, and each plan includes a monthly or yearly allowance, so you can see exactly how much your team relies on it.",
    },
  ],
};
