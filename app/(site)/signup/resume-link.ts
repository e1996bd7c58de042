/** Where an expired, used or unknown signup link lands: /signup with this query, which shows RESUME_LINK_INVALID. */
export const RESUME_LINK_EXPIRED_QUERY = "link=expired";

export function resumeLinkExpired(params: Record<string, string | string[] | undefined>): boolean {
  return params.link === "expired";
}
