// GET /api/signup/pending – the session's registration that still awaits payment, for the "finish your signup" banner
// (docs/buying.md): its plan and cycle, or null. Asked only by a browser holding the open-signup mark; a null answer
// removes the mark, so the banner's question is asked no more. With a registration, the banner's words come along
// (content/interface-words.yaml): no other visitor's page carries them.
import { NextResponse } from "next/server";
import { apiRoute, otherMethods } from "@/lib/platform/http";
import { clearOpenSignup } from "@/lib/accounts/signup/open-signup-hint";
import { sessionPendingSignup } from "@/lib/accounts/signup/session";
import { interfaceWords } from "@/lib/content/interface-words";

export const GET = apiRoute(async () => {
  const pending = await sessionPendingSignup();
  if (!pending) await clearOpenSignup();
  const data = pending ? { plan_name: pending.plan.plan_name, billing_cycle: pending.plan.billing_cycle } : null;
  const words = pending ? await bannerWords() : undefined;
  return NextResponse.json({ success: true, data, words }, { headers: { "cache-control": "private, no-store" } });
});

async function bannerWords() {
  const { pendingBannerName, pendingBanner, pendingBannerLink, pendingBannerLater } = (await interfaceWords()).signup;
  return { pendingBannerName, pendingBanner, pendingBannerLink, pendingBannerLater };
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
