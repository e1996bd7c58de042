import type { TeamContent } from "../types";

const portrait = (slug: string, name: string) => ({
  src: `/images/team/${slug}.svg`,
  alt: `Portrait of ${name}`,
  width: 400,
  height: 400,
});

export const team: TeamContent = {
  heading: "The people behind LeadFlow",
  headingText:
    "We have run sales desks, built CRMs and answered support tickets at midnight. LeadFlow is the tool we wished we had.",
  teamData: [
    {
      name: "Aarav Mehta",
      role: "Co-founder and CEO",
      image: portrait("aarav-mehta", "Aarav Mehta"),
      bio: "Led a 60-person inside sales team for eight years before starting LeadFlow to fix the spreadsheet chaos he lived with.",
    },
    {
      name: "Sofia Alvarez",
      role: "Co-founder and CTO",
      image: portrait("sofia-alvarez", "Sofia Alvarez"),
      bio: "Built messaging and workflow platforms used by millions, and now keeps LeadFlow fast on a 3G connection.",
    },
    {
      name: "Daniel Okafor",
      role: "Head of Customer Success",
      image: portrait("daniel-okafor", "Daniel Okafor"),
      bio: "Has onboarded more than 400 sales teams and makes sure every new customer is live within their first week.",
    },
    {
      name: "Mei-Lin Chen",
      role: "Head of Product Design",
      image: portrait("mei-lin-chen", "Mei-Lin Chen"),
      bio: "Designs every screen with tele callers and lead owners in the room, so the app works the way they do.",
    },
  ],
};
