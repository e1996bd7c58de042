// POST /api/clients/reset-password – the product app's reset page sends { token, password } from the link in a
// "forgot password" e-mail. The token works once and expires (lib/accounts/password-reset).
import { clientIp } from "@/lib/site/request/meta";
import { getDb } from "@/lib/platform/db";
import { consumeRateLimit } from "@/lib/platform/db/rate-limit";
import { ApiError, apiRoute, otherMethods, RateLimitedError, readJson } from "@/lib/platform/http";
import {
  RESET_RATE_LIMIT,
  resetPassword,
  resetPasswordLimitKey,
  resetPasswordSchema,
} from "@/lib/accounts/password-reset/reset";
import { tooManyAttempts } from "@/lib/platform/forms/retry-message";

export const POST = apiRoute(async (request) => {
  const input = await readJson(request, resetPasswordSchema);
  const db = await getDb();
  const limit = await consumeRateLimit(db, resetPasswordLimitKey(clientIp(request.headers)), RESET_RATE_LIMIT);
  if (!limit.allowed) throw new RateLimitedError(tooManyAttempts(limit.retryAfterMs), limit.retryAfterMs);
  const result = await resetPassword(db, input);
  if (result.status === "failed") throw new ApiError("bad_request", result.message);
  return { success: true, message: "Your password has been changed. You can now sign in with it." };
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
