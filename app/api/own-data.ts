import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import type { AdminApi } from "@/lib/accounts/backend/contract";
import { adminApiForCaller } from "@/lib/accounts/backend/for-caller";
import { assertOwnClient } from "@/lib/accounts/companies/caller";
import { apiRoute, parseQuery } from "@/lib/platform/http";

/** The caller's own data, as the API answers it: `{ success, data }`, never kept by a cache. */
export function ownData(data: unknown, more: Record<string, unknown> = {}) {
  return NextResponse.json({ success: true, data, ...more }, { headers: { "cache-control": "no-store" } });
}

/**
 * A GET of one client's data for that client's caller only (401 without credentials, 403 for another client):
 * `schema` reads the query and the path's parameters, in which `clientKey` names the client.
 */
export function ownClientGet<K extends string, Input extends Record<K, number>>(
  schema: z.ZodType<Input>,
  clientKey: K,
  answer: (api: AdminApi, input: Input) => Promise<unknown>,
) {
  return apiRoute(async (request: NextRequest, { params }: { params?: Promise<Record<string, string>> }) => {
    const fields = { ...Object.fromEntries(request.nextUrl.searchParams), ...(await params) };
    const input = parseQuery(schema, new URLSearchParams(fields));
    const { caller, api } = await adminApiForCaller(request);
    assertOwnClient(caller, input[clientKey]);
    return ownData(await answer(api, input));
  });
}
