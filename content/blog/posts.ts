import type { BlogPost } from "./types";
import { aiLeadScoring } from "./posts/ai-lead-scoring-responsibly";
import { aiSuggestionsDailyPlan } from "./posts/ai-suggestions-for-daily-follow-ups";
import { choosingPipelineStages } from "./posts/choosing-pipeline-stages";
import { followUpCadences } from "./posts/follow-up-cadences-that-convert";
import { onboardingTeleCallers } from "./posts/onboarding-tele-callers";
import { roundRobinVsSkillBased } from "./posts/round-robin-vs-skill-based-assignment";
import { speedToLead } from "./posts/speed-to-lead-first-five-minutes";
import { weeklyKpis } from "./posts/weekly-kpis-for-sales-managers";

/** Every post, newest first (lib/blog/posts.test.ts checks the order, dates and lengths). */
export const posts: BlogPost[] = [
  speedToLead,
  roundRobinVsSkillBased,
  followUpCadences,
  choosingPipelineStages,
  aiLeadScoring,
  weeklyKpis,
  onboardingTeleCallers,
  aiSuggestionsDailyPlan,
];
