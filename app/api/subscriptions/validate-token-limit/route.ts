// GET /api/subscriptions/validate-token-limit?client_id=&requested_tokens= – do the requested AI tokens fit the plan?
import type { NextRequest } from "next/server";
import { tokenLimitQuerySchema } from "@/lib/accounts/backend/contract";
import { adminApiForCaller } from "@/lib/accounts/backend/for-caller";
import { assertOwnClient } from "@/lib/accounts/companies/caller";
import { apiRoute, otherMethods, parseQuery } from "@/lib/platform/http";
import { ownData } from "../../own-data";

export const GET = apiRoute(async (request: NextRequest) => {
  const query = parseQuery(tokenLimitQuerySchema, request.nextUrl.searchParams);
  const { caller, api } = await adminApiForCaller(request);
  assertOwnClient(caller, query.client_id);
  return ownData(await api.validateTokenLimit(query));
});

// Any other method: 405 with Allow (lib/platform/http.ts).
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
