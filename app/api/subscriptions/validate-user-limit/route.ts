// GET /api/subscriptions/validate-user-limit?client_id=&product_id= – may the caller's client add another user?
import { NextResponse, type NextRequest } from "next/server";
import { userLimitQuerySchema } from "@/lib/accounts/backend/contract";
import { adminApiForCaller } from "@/lib/accounts/backend/for-caller";
import { assertOwnClient } from "@/lib/accounts/companies/caller";
import { apiRoute, otherMethods, parseQuery } from "@/lib/platform/http";

export const GET = apiRoute(async (request: NextRequest) => {
  const query = parseQuery(userLimitQuerySchema, request.nextUrl.searchParams);
  const { caller, api } = await adminApiForCaller(request);
  assertOwnClient(caller, query.client_id);
  return NextResponse.json(
    { success: true, data: await api.validateUserLimit(query) },
    { headers: { "cache-control": "no-store" } },
  );
});

// Any other method: 405 with Allow (lib/platform/http.ts).
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
