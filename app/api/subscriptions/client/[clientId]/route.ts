// GET /api/subscriptions/client/{clientId} – the caller's current subscription (plan, status, cycle, dates) or null
import type { NextRequest } from "next/server";
import { z } from "zod";
import { clientIdParamSchema } from "@/lib/accounts/backend/contract";
import { adminApiForCaller } from "@/lib/accounts/backend/for-caller";
import { assertOwnClient } from "@/lib/accounts/companies/caller";
import { apiRoute, otherMethods, parseQuery } from "@/lib/platform/http";
import { ownData } from "../../../own-data";

const paramsSchema = z.object({ clientId: clientIdParamSchema });

export const GET = apiRoute(async (request: NextRequest, { params }: { params: Promise<{ clientId: string }> }) => {
  const { clientId } = parseQuery(paramsSchema, new URLSearchParams(await params));
  const { caller, api } = await adminApiForCaller(request);
  assertOwnClient(caller, clientId);
  return ownData(await api.getClientSubscription(clientId));
});

// Any other method: 405 with Allow (lib/platform/http.ts).
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
