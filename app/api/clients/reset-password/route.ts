// POST /api/clients/reset-password – the product app's reset page sends { token, password } from the link in a
// "forgot password" e-mail. The token works once and expires (lib/password-reset).
import { getDb } from "@/lib/db";
import { ApiError, apiRoute, readJson } from "@/lib/http";
import { resetPassword, resetPasswordSchema } from "@/lib/password-reset/reset";

export const POST = apiRoute(async (request) => {
  const input = await readJson(request, resetPasswordSchema);
  const result = await resetPassword(await getDb(), input);
  if (result.status === "failed") throw new ApiError("bad_request", result.message);
  return { success: true, message: "Your password has been changed. You can now sign in with it." };
});
