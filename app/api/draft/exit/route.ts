import type { NextRequest } from "next/server";
import { exitTarget } from "@/lib/content/draft-mode";
import { endDraftSession } from "@/lib/content/draft-session";
import { env } from "@/lib/platform/env";
import { apiRoute, otherMethods, seeOther } from "@/lib/platform/http";

// GET /api/draft/exit – the "Draft preview" bar's exit link: turns Draft Mode off and returns to the page it was left
// from, now as visitors see it. Needs no secret: anyone may stop previewing.
export const dynamic = "force-dynamic";

export const GET = apiRoute(async (request: NextRequest) => {
  await endDraftSession();
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  return seeOther(exitTarget(request.headers.get("referer"), { host, siteUrl: env.siteUrl }));
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
