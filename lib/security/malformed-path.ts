import { POLICY_FREE_HEADERS, STATIC_FILE_POLICY } from "./headers";

export const MALFORMED_PATH = "This address is not valid: its path has a broken %-escape.";

export type PlainAnswer = { status: number; headers: Record<string, string>; body: string };

/**
 * The production server's answer to a request whose path is not valid percent-encoding (/%E0, /api/x/%ZZ), which
 * Next would answer with a bare 500: a 400, JSON on /api like every API error. Null for any other request.
 */
export function malformedPathAnswer(url: string | undefined): PlainAnswer | null {
  const path = (url ?? "/").split("?", 1)[0];
  try {
    decodeURIComponent(path);
    return null;
  } catch {
    const api = path === "/api" || path.startsWith("/api/");
    return {
      status: 400,
      headers: {
        ...Object.fromEntries(POLICY_FREE_HEADERS.map(({ key, value }) => [key.toLowerCase(), value])),
        // No document: nothing to allow.
        "content-security-policy": STATIC_FILE_POLICY,
        "content-type": api ? "application/json" : "text/plain; charset=utf-8",
        "cache-control": "no-store",
      },
      body: api ? JSON.stringify({ success: false, error: MALFORMED_PATH }) : MALFORMED_PATH,
    };
  }
}
