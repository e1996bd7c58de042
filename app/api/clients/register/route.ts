// POST /api/clients/register – SPEC.md section 7's registration (JSON payload), same rules as the signup form
import { after, NextResponse, type NextRequest } from "next/server";
import { createAuthToken } from "@/lib/clients/auth-tokens";
import { REGISTRATION_INVALID } from "@/lib/clients/messages";
import { clientIp, visitorCountry } from "@/lib/clients/request-meta";
import { submitRegistration } from "@/lib/clients/submit";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { apiRoute } from "@/lib/http";
import { drainQuietly } from "@/lib/outbox/app-jobs";
import { signIn } from "@/lib/session";

export const POST = apiRoute(async (request: NextRequest) => {
  const body: unknown = await request.json().catch(() => undefined);
  if (body === undefined) return NextResponse.json({ success: false, error: REGISTRATION_INVALID }, { status: 400 });
  const db = await getDb();
  const { status, answer, registration } = await submitRegistration(db, body, {
    ip: clientIp(request.headers),
    countryCode: visitorCountry(request.headers, (name) => request.cookies.get(name)?.value),
    platform: env.platform,
  });
  if (registration?.clientId) {
    await signIn(registration.clientId, await createAuthToken(db, registration.clientId));
    after(drainQuietly);
  }
  return NextResponse.json(answer, { status, headers: { "cache-control": "no-store" } });
});
