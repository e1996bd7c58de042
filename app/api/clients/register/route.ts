// POST /api/clients/register – docs/product.md section 7's registration (JSON payload), same rules as the signup form
import { after, NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { adminApi } from "@/lib/accounts/backend";
import { clientIp, visitorCountry } from "@/lib/site/request/meta";
import { answerRegistration } from "@/lib/accounts/companies/submit";
import { apiRoute, otherMethods, readJson } from "@/lib/platform/http";
import { drainQuietly } from "@/lib/server/app-jobs";
import { signIn } from "@/lib/accounts/session";

export const POST = apiRoute(async (request: NextRequest) => {
  // answerRegistration checks the payload itself, with the product's messages.
  const body = await readJson(request, z.unknown());
  const context = {
    ip: clientIp(request.headers),
    countryCode: visitorCountry(request.headers, (name) => request.cookies.get(name)?.value),
  };
  // Embedded: our database; with ADMIN_API_URL: the provider's admin API (lib/accounts/backend).
  const { status, answer, registration, headers } = await answerRegistration(body, (payload) =>
    adminApi().registerClient(payload, context),
  );
  if (registration?.signIn) {
    await signIn(registration.signIn.clientId, registration.signIn.authToken);
    after(drainQuietly);
  }
  return NextResponse.json(answer, { status, headers: { "cache-control": "no-store", ...headers } });
});

// Any other method: 405 with Allow (lib/platform/http.ts).
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
