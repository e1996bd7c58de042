// GET /api/subscriptions/validate-user-limit?client_id=&product_id= – may the caller's client add another user?
import type { NextRequest } from "next/server";
import { userLimitQuerySchema } from "@/lib/accounts/backend/contract";
import { adminApiForCaller } from "@/lib/accounts/backend/for-caller";
import { assertOwnClient } from "@/lib/accounts/companies/caller";
import { apiRoute, otherMethods, parseQuery } from "@/lib/platform/http";
import { ownData } from "../../own-data";

export const GET = apiRoute(async (request: NextRequest) => {
  const query = parseQuery(userLimitQuerySchema, request.nextUrl.searchParams);
  const { caller, api } = await adminApiForCaller(request);
  assertOwnClient(caller, query.client_id);
  return ownData(await api.validateUserLimit(query));
});

// Any other method: 405 with Allow (lib/platform/http.ts).
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
