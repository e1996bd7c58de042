import { NextResponse } from "next/server";
import { apiRoute, otherMethods } from "@/lib/platform/http";
import { getContentSection } from "@/lib/content/sections";

// GET /api/content/{section} – one content section as JSON. Answered per request (the work is a lookup), not
// prerendered per name: with prerendering, Next wrote every made-up name's 404 to disk and kept it a year.
export const dynamic = "force-dynamic";

// Known sections change with a deploy (the blog's also when a scheduled post's day comes): shared caches may keep
// them an hour; a 404 (from apiRoute) is not cached.
const CACHEABLE = "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400";

export const GET = apiRoute(async (_request, { params }: { params: Promise<{ section: string }> }) =>
  NextResponse.json(await getContentSection((await params).section), { headers: { "cache-control": CACHEABLE } }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
