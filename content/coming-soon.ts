export const comingSoon = {
  title: "Something new is coming",
  text: "LeadFlow Voice, call recording with AI summaries for every lead conversation, launches soon. Leave your e-mail and we will tell you the day it goes live.",
  liveTitle: "We are live!",
  liveText: "LeadFlow Voice has launched. Existing customers find it under Settings → Calling; new teams can start free today.",
  /** Launch moment, ISO 8601 with offset. */
  launchAt: "2027-03-01T09:00:00+05:30",
};
