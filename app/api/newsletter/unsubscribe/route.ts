import type { NextRequest } from "next/server";
import { getDb } from "@/lib/platform/db";
import { ApiError, apiRoute, otherMethods } from "@/lib/platform/http";
import { mailingListLinkKey } from "@/lib/inbox/mailing-list/app-links";
import { UNSUBSCRIBE_LINK_INVALID, unsubscribeWithToken } from "@/lib/inbox/mailing-list/unsubscribe";

const tokenOf = (request: NextRequest) => request.nextUrl.searchParams.get("token") ?? "";

// POST /api/newsletter/unsubscribe?token=… – RFC 8058 one-click unsubscribe, sent by mail clients from the
// List-Unsubscribe header. The signed token is the only authority; the body ("List-Unsubscribe=One-Click") is not needed.
export const POST = apiRoute(
  async (request) => {
    const message = await unsubscribeWithToken(await getDb(), mailingListLinkKey(), tokenOf(request));
    if (!message) throw new ApiError("bad_request", UNSUBSCRIBE_LINK_INVALID);
    return { success: true, message };
  },
  { anyOrigin: true },
); // webmail may send it from its own page: the signed token is the proof, not the Origin

// A person who opens the header's address in a browser gets the page with its button. The Location is relative:
// behind a proxy request.url holds the internal address (http://localhost:3000), not the visitor's host.
export function GET(request: NextRequest) {
  const page = `/newsletter/unsubscribe?${new URLSearchParams({ token: tokenOf(request) })}`;
  return new Response(null, { status: 303, headers: { Location: page } });
}

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
