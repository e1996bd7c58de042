import type { MailingList } from "@/lib/db/schema";

/** What each list is called in mails and answers, and where its confirm link lands. */
export type ListCopy = {
  name: string;
  confirmSubject: string;
  confirmIntro: string;
  confirmedPath: string;
  pending: (email: string) => string;
  already: (email: string) => string;
};

export const LIST_COPY: Readonly<Record<MailingList, ListCopy>> = {
  newsletter: {
    name: "the LeadFlow newsletter",
    confirmSubject: "Confirm your subscription to the LeadFlow newsletter",
    confirmIntro: "Please confirm that you want sales playbooks from the LeadFlow newsletter, twice a month.",
    confirmedPath: "/newsletter/subscribed",
    pending: (email) => `Almost there! We have sent a confirmation link to ${email}. Click it to complete your subscription.`,
    already: (email) => `${email} is already subscribed to our newsletter.`,
  },
  launch: {
    name: "the LeadFlow Voice launch list",
    confirmSubject: "Confirm your LeadFlow Voice launch notification",
    confirmIntro: "Please confirm that you want one e-mail from us when LeadFlow Voice launches.",
    confirmedPath: "/newsletter/launch-list",
    pending: (email) => `Almost there! We have sent a confirmation link to ${email}. Click it and we will e-mail you at launch.`,
    already: (email) => `${email} is already on the launch list. We will e-mail you at launch.`,
  },
};
