import { NextResponse } from "next/server";
import { adminApi } from "@/lib/accounts/backend";
import { apiRoute, otherMethods, parseQuery } from "@/lib/platform/http";
import { plansQuerySchema } from "@/lib/billing/plans/types";

// The answer depends on the query alone (no session): shared caches may keep it a minute, as the pricing view's own
// refresh does (components/pricing/use-plans.ts); browsers ask again. An error (from apiRoute) is not kept.
const CACHEABLE = "public, max-age=0, s-maxage=60";

// GET /api/subscriptions/plans – the plans of one billing cycle, priced for the visitor's country
export const GET = apiRoute(async (request) => {
  const query = parseQuery(plansQuerySchema, request.nextUrl.searchParams);
  return NextResponse.json(await adminApi().listPlans(query), { headers: { "cache-control": CACHEABLE } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
