import type { AppDownloadContent } from "./types";

export const appDownload: AppDownloadContent = {
  heading: "Take your pipeline everywhere",
  headingText:
    "The LeadFlow app for Android and iOS puts every lead, reminder and report in your pocket, so your team can act the moment a lead comes in.",
  points: [
    "Call, message or e-mail a lead in one tap, with the call logged automatically",
    "Push reminders for every follow-up on your calendar",
    "Capture leads offline at events and sync when you are back online",
  ],
  image: {
    src: "/images/landing/app-download.svg",
    alt: "Two phones running the LeadFlow app: today's follow-ups on one, a lead's call history on the other",
    width: 600,
    height: 700,
  },
};
