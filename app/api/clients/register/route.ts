// POST /api/clients/register – docs/product.md section 7's registration (JSON payload), same rules as the signup form
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { registerCompanyFrom } from "@/lib/accounts/signup/register";
import { signupRequest } from "@/lib/accounts/signup/request";
import { apiRoute, otherMethods, readJson } from "@/lib/platform/http";
import { sendQueuedAfterAnswer } from "@/lib/server/after-answer";

export const POST = apiRoute(async (request: NextRequest) => {
  // registerCompanyFrom checks the payload itself, with the product's messages.
  const body = await readJson(request, z.unknown());
  const outcome = await registerCompanyFrom("api", body, await signupRequest());
  const { status, answer, headers } = sendQueuedAfterAnswer(outcome);
  return NextResponse.json(answer, { status, headers: { "cache-control": "no-store", ...headers } });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
