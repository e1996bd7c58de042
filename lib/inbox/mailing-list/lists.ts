import type { MailingList } from "@/lib/platform/db/schema";

/** What each list is called in answers, and where its confirm link lands (its mail's words: content/emails). */
export type ListCopy = {
  name: string;
  confirmedPath: string;
  /** The one answer to every sign-up, so it never tells whether an address is already on the list. */
  pending: (email: string) => string;
};

export const LIST_COPY: Readonly<Record<MailingList, ListCopy>> = {
  newsletter: {
    name: "the LeadFlow newsletter",
    confirmedPath: "/newsletter/subscribed",
    pending: (email) =>
      `Almost there! Check your inbox at ${email}: unless you are already subscribed, we have sent you a link to confirm your subscription.`,
  },
  launch: {
    name: "the LeadFlow Voice launch list",
    confirmedPath: "/newsletter/launch-list",
    pending: (email) =>
      `Almost there! Check your inbox at ${email}: unless you are already on the launch list, we have sent you a link to confirm it. We will e-mail you at launch.`,
  },
};
