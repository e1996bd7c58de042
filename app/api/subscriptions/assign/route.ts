// POST /api/subscriptions/assign – assigns a free plan to the caller's client; paid plans answer 402 (checkout only)
import type { NextRequest } from "next/server";
import { assignSubscriptionSchema } from "@/lib/accounts/backend/contract";
import { adminApiForCaller } from "@/lib/accounts/backend/for-caller";
import { assertOwnClient } from "@/lib/accounts/companies/caller";
import { apiRoute, otherMethods, readJson } from "@/lib/platform/http";
import { ownData } from "../../own-data";

export const POST = apiRoute(async (request: NextRequest) => {
  const body = await readJson(request, assignSubscriptionSchema);
  const { caller, api } = await adminApiForCaller(request);
  assertOwnClient(caller, body.client_id);
  const { data, message } = await api.assignSubscription(body);
  return ownData(data, { message });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
