// GET /api/payments/checkout-status?reference=… – one of the caller's payments (session or API key); 404 for any other
import type { NextRequest } from "next/server";
import { adminApiForCaller } from "@/lib/accounts/backend/for-caller";
import { checkoutStatusQuerySchema } from "@/lib/billing/payments/payment-records";
import { apiRoute, otherMethods, parseQuery } from "@/lib/platform/http";
import { ownData } from "../../own-data";

export const GET = apiRoute(async (request: NextRequest) => {
  const { reference } = parseQuery(checkoutStatusQuerySchema, request.nextUrl.searchParams);
  const { caller, api } = await adminApiForCaller(request);
  return ownData(await api.checkoutStatus(caller.clientId, reference));
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
