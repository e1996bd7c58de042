import type { BlogPost } from "../types";

export const roundRobinVsSkillBased: BlogPost = {
  slug: "round-robin-vs-skill-based-assignment",
  title: "Round-robin or skill-based: choosing how leads are assigned",
  author: "Daniel Okafor",
  date: "2026-10-20",
  category: "Lead Management",
  tags: ["Lead assignment", "Tele-calling"],
  readingTime: 4,
  excerpt:
    "Fair rotation keeps a team motivated; matching leads to the right expertise wins deals. Most teams need a mix of both. Here is how to decide.",
  image: {
    src: "/images/blog/round-robin-vs-skill-based-assignment.svg",
    alt: "Lead cards moving around a circle of team members, with one routed to a specialist",
    width: 1200,
    height: 630,
  },
  body: [
    {
      type: "p",
      text: "How a new lead finds its owner looks like an administrative detail, but it shapes almost everything that happens next: how fast the lead is contacted, whether the person calling understands the customer's world and whether your team feels the work is shared fairly. The two most common approaches are round-robin rotation and skill-based routing. Each solves a different problem, and the right answer for most teams is a deliberate combination.",
    },
    { type: "h2", text: "Round-robin: simple, fair and fast" },
    {
      type: "p",
      text: "In a round-robin setup, new leads go to each available team member in turn. The first lead goes to Anita, the second to Ben, the third to Chen, and then back to Anita. It is easy to explain, easy to audit and hard to game.",
    },
    {
      type: "ul",
      items: [
        "Every caller gets a comparable volume, which makes performance comparisons meaningful.",
        "No lead waits while a manager decides who should take it.",
        "New team members get real leads from day one instead of leftovers.",
      ],
    },
    {
      type: "p",
      text: "The weakness is that round-robin treats every lead and every person as interchangeable. A large enterprise enquiry can land with someone in their first week, and a lead who asks a detailed question in Hindi or Arabic can go to a caller who speaks neither.",
    },
    { type: "h2", text: "Skill-based routing: the right person for the lead" },
    {
      type: "p",
      text: "Skill-based routing looks at attributes of the lead, such as product interest, region, language, deal size or industry, and sends it to people with matching skills or territories. Done well, it raises conversion because the first conversation is with someone who can answer questions credibly.",
    },
    {
      type: "p",
      text: "It has costs of its own. Rules multiply quickly, and every rule is a place where leads can fall through when nobody matches. Specialists can become bottlenecks: if only one person handles healthcare leads, every healthcare lead waits for their calendar. And because better leads tend to go to more experienced people, comparing results across the team becomes harder.",
    },
    { type: "h2", text: "A practical way to combine them" },
    {
      type: "p",
      text: "Teams that get this right usually route in two steps. First, a small number of rules decide which group a lead belongs to. Then rotation distributes leads fairly within that group.",
    },
    {
      type: "ul",
      items: [
        "Keep the first step coarse: region, language and perhaps one product line. Three or four groups are easier to staff than fifteen.",
        "Always define a fallback group for leads that match no rule, and review what lands there every week.",
        "Use availability, not just rotation. Skip people who are on leave, off shift or already holding more open leads than an agreed limit.",
        "Send only genuinely exceptional leads, such as very large accounts, to a named senior owner, and write down what counts as exceptional.",
      ],
    },
    { type: "h2", text: "Where the Lead Manager fits" },
    {
      type: "p",
      text: "Automatic assignment does not remove the need for judgement. In many teams, tele-callers qualify incoming leads and pass them to a Lead Manager, who reviews them and assigns each one to the Lead Owner best placed to act. That manual step is valuable for complex or high-value leads, but it is also a queue. If the manager is in meetings all afternoon, qualified leads sit still.",
    },
    {
      type: "p",
      text: "A good compromise is to let rules assign routine leads automatically and keep manual review for the exceptions. The manager then spends time where judgement matters, and can reassign any lead when the automatic choice was wrong.",
    },
    { type: "h2", text: "Signs your assignment model needs attention" },
    {
      type: "ul",
      items: [
        "Some callers are consistently overloaded while others wait for work.",
        "Leads sit unassigned for more than a few minutes during working hours.",
        "The fallback group grows week after week.",
        "Reassignments are frequent, which suggests the rules do not match reality.",
        "Conversion differs sharply between groups for reasons nobody can explain.",
      ],
    },
    {
      type: "p",
      text: "Each of these can be checked from assignment and activity reports rather than by gut feeling. Look at them monthly, and change one rule at a time so you can tell what made the difference.",
    },
    { type: "h2", text: "Setting it up in LeadFlow" },
    {
      type: "p",
      text: "In LeadFlow, leads are assigned as soon as they are captured, and Lead Managers see new, unassigned and reassigned leads on their dashboard. A manager can move a lead to a different Lead Owner at any time, and the lead keeps its full history, so nothing is lost in the handover. Start with the simplest setup that reflects how your team is organised today, and add rules only when the reports show you need them.",
    },
  ],
};
