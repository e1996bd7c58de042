// Names and paths shared by pages, metadata and the sitemap.
export const SITE_NAME = "LeadFlow";
export const SITE_TAGLINE = "Lead management and sales pipeline for sales teams";
export const SITE_DESCRIPTION =
  "LeadFlow captures, assigns, monitors and converts leads on web and mobile, with AI suggestions, dashboards, a follow-up calendar, reports and KPIs.";
/** The brand logo (public/images/logo.svg): the footer shows it, the home page's structured data names it. */
export const SITE_LOGO = { src: "/images/logo.svg", alt: SITE_NAME, width: 160, height: 40 } as const;
