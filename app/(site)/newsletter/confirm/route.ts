import type { NextRequest } from "next/server";
import { getDb } from "@/lib/db";
import { mailingListLinkKey } from "@/lib/mailing-list/app-links";
import { LIST_COPY } from "@/lib/mailing-list/lists";
import { confirmMember } from "@/lib/mailing-list/membership";
import { verifyLinkToken } from "@/lib/mailing-list/links";

// GET /newsletter/confirm?token=… – the signed link in a confirmation e-mail. Confirming is idempotent, so a
// second click (or a mail scanner's visit) does no harm; the visitor lands on a page that says what happened.
export async function GET(request: NextRequest) {
  const memberId = verifyLinkToken(mailingListLinkKey(), request.nextUrl.searchParams.get("token") ?? "", "confirm");
  let path = "/newsletter/link-expired";
  if (memberId !== null) {
    try {
      const member = await confirmMember(await getDb(), memberId);
      if (member) path = LIST_COPY[member.list].confirmedPath;
    } catch (error) {
      console.error("Confirming a list member failed", error);
      path = "/newsletter/try-again";
    }
  }
  // Relative: behind a proxy request.url holds the internal address (http://localhost:3000), not the visitor's host.
  return new Response(null, { status: 303, headers: { Location: path } });
}
