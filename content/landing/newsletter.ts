import type { NewsletterContent } from "./types";

export const newsletter: NewsletterContent = {
  heading: "Sales tips in your inbox, twice a month",
  headingText:
    "Practical playbooks on lead response, follow-up cadences and pipeline reviews, plus the newest LeadFlow features. No spam.",
  emailLabel: "E-mail address",
  emailPlaceholder: "you@company.com",
  submitLabel: "Subscribe",
  note: "You can unsubscribe at any time with one click.",
};
