// POST /api/clients/validate-api-key – header x-api-key → { success, client }; a good key also signs the visitor in
import { NextResponse, type NextRequest } from "next/server";
import { adminApi } from "@/lib/accounts/backend";
import { apiRoute, otherMethods } from "@/lib/platform/http";
import { signIn } from "@/lib/accounts/session";

export const POST = apiRoute(async (request: NextRequest) => {
  const { client, signIn: session } = await adminApi().validateApiKey(request.headers.get("x-api-key") ?? "");
  await signIn(session.clientId, session.authToken);
  return NextResponse.json({ success: true, client }, { headers: { "cache-control": "no-store" } });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
