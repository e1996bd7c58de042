/** Where a spent signup link lands: /signup with one of these queries, which says what became of it. */
export const RESUME_LINK_QUERY = {
  /** Expired, used or unknown while the payment is still due: RESUME_LINK_INVALID. */
  expired: "link=expired",
  /** Its account is active (paid, or switched to Free): RESUME_ACCOUNT_ACTIVE. */
  active: "link=active",
} as const;

export type ResumeLinkOutcome = keyof typeof RESUME_LINK_QUERY;

export function resumeLinkOutcome(params: Record<string, string | string[] | undefined>): ResumeLinkOutcome | null {
  return params.link === "expired" || params.link === "active" ? params.link : null;
}
