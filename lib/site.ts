// Names and paths shared by pages, metadata and the sitemap.
export const SITE_NAME = "LeadFlow";
export const SITE_TAGLINE = "Lead management and sales pipeline for sales teams";
export const SITE_DESCRIPTION =
  "LeadFlow captures, assigns, monitors and converts leads on web and mobile, with AI suggestions, dashboards, a follow-up calendar, reports and KPIs.";
