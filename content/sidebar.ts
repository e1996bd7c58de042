import type { SidebarContent } from "./types";

export const sidebar: SidebarContent = {
  searchPlaceholder: "Search by title, e.g. follow-up",
  categoriesTitle: "Categories",
  recentTitle: "Recent posts",
  tagsTitle: "Tags",
  tags: [
    "Speed to lead",
    "Lead assignment",
    "Follow-ups",
    "Pipeline stages",
    "AI suggestions",
    "Lead scoring",
    "KPIs",
    "Dashboards",
    "Tele-calling",
    "Onboarding",
    "Mobile",
  ],
};
