// GET /api/payments/history – the caller's payments (session or API key), newest first, with invoice links
import type { NextRequest } from "next/server";
import { adminApiForCaller } from "@/lib/accounts/backend/for-caller";
import { apiRoute, otherMethods } from "@/lib/platform/http";
import { ownData } from "../../own-data";

export const GET = apiRoute(async (request: NextRequest) => {
  const { caller, api } = await adminApiForCaller(request);
  return ownData(await api.paymentHistory(caller.clientId));
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
