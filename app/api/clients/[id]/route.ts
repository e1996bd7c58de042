// GET /api/clients/{id} – the caller's own client (no hashes or secrets); another client's id answers 403
import type { NextRequest } from "next/server";
import { z } from "zod";
import { clientIdParamSchema } from "@/lib/accounts/backend/contract";
import { adminApiForCaller } from "@/lib/accounts/backend/for-caller";
import { assertOwnClient } from "@/lib/accounts/companies/caller";
import { apiRoute, otherMethods, parseQuery } from "@/lib/platform/http";
import { ownData } from "../../own-data";

const paramsSchema = z.object({ id: clientIdParamSchema });

export const GET = apiRoute(async (request: NextRequest, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = parseQuery(paramsSchema, new URLSearchParams(await params));
  const { caller, api } = await adminApiForCaller(request);
  assertOwnClient(caller, id);
  return ownData(await api.getClient(id));
});

// Any other method: 405 with Allow (lib/platform/http.ts).
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
