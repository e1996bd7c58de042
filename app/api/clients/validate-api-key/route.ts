// POST /api/clients/validate-api-key – header x-api-key → { success, client }; a good key also signs the visitor in
import { NextResponse, type NextRequest } from "next/server";
import { findClientByApiKey, publicClient } from "@/lib/clients/api-keys";
import { createAuthToken } from "@/lib/clients/auth-tokens";
import { getDb } from "@/lib/db";
import { apiRoute } from "@/lib/http";
import { signIn } from "@/lib/session";

export const POST = apiRoute(async (request: NextRequest) => {
  const db = await getDb();
  const client = await findClientByApiKey(db, request.headers.get("x-api-key"));
  if (!client) {
    return NextResponse.json({ success: false, error: "Invalid or missing API key" }, { status: 401, headers: { "cache-control": "no-store" } });
  }
  await signIn(client.id, await createAuthToken(db, client.id));
  return NextResponse.json({ success: true, client: publicClient(client) }, { headers: { "cache-control": "no-store" } });
});
