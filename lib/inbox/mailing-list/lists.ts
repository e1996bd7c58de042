import type { MailingList } from "@/lib/platform/db/schema";

/** What each list is called in mails and answers, and where its confirm link lands. */
export type ListCopy = {
  name: string;
  confirmSubject: string;
  confirmIntro: string;
  confirmedPath: string;
  /** The one answer to every sign-up, so it never tells whether an address is already on the list. */
  pending: (email: string) => string;
};

export const LIST_COPY: Readonly<Record<MailingList, ListCopy>> = {
  newsletter: {
    name: "the LeadFlow newsletter",
    confirmSubject: "Confirm your subscription to the LeadFlow newsletter",
    confirmIntro: "Please confirm that you want sales playbooks from the LeadFlow newsletter, twice a month.",
    confirmedPath: "/newsletter/subscribed",
    pending: (email) =>
      `Almost there! Check your inbox at ${email}: unless you are already subscribed, we have sent you a link to confirm your subscription.`,
  },
  launch: {
    name: "the LeadFlow Voice launch list",
    confirmSubject: "Confirm your LeadFlow Voice launch notification",
    confirmIntro: "Please confirm that you want one e-mail from us when LeadFlow Voice launches.",
    confirmedPath: "/newsletter/launch-list",
    pending: (email) =>
      `Almost there! Check your inbox at ${email}: unless you are already on the launch list, we have sent you a link to confirm it. We will e-mail you at launch.`,
  },
};
