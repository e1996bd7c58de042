import type { NextRequest } from "next/server";
import { checkDraftEntry } from "@/lib/content/draft-mode";
import { startDraftSession } from "@/lib/content/draft-session";
import { env } from "@/lib/platform/env";
import { ApiError, apiRoute, otherMethods, seeOther } from "@/lib/platform/http";

// GET /api/draft?secret=…&path=/blog-details-right-sidebar/<slug> – turns Next's Draft Mode on for this browser and
// opens the path: pages then show drafts and scheduled posts, under a "Draft preview" bar. A GET, as the preview
// link staff open is; without DRAFT_SECRET, or with another secret, it answers 401 and sets nothing.
export const dynamic = "force-dynamic";

export const GET = apiRoute(async (request: NextRequest) => {
  const query = request.nextUrl.searchParams;
  const entry = checkDraftEntry({ secret: query.get("secret"), path: query.get("path") }, env.draftSecret);
  if (!entry.ok) throw new ApiError(entry.code, entry.message);
  await startDraftSession();
  return seeOther(entry.path);
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
