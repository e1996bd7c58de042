// Names and paths shared by pages, metadata and the sitemap.
export const SITE_NAME = "LeadFlow";
/** What every page's title ends with (app/layout.tsx's title template); the editor says so beside a page's title. */
export const TITLE_SUFFIX = ` | ${SITE_NAME}`;
/** The brand logo (public/images/logo.svg): the footer shows it, the home page's structured data names it. */
export const SITE_LOGO = { src: "/images/logo.svg", alt: SITE_NAME, width: 160, height: 40 } as const;
