import type { NextRequest } from "next/server";
import { mailTextReader } from "@/lib/content/mail-texts";
import { editorMayPreview } from "@/lib/content/editor-session";
import { env } from "@/lib/platform/env";
import { ContentError } from "@/lib/platform/text/content-errors";
import { ApiError, apiRoute, otherMethods } from "@/lib/platform/http";
import { renderMailPreview } from "@/lib/platform/mail/render";
import { MAIL_KINDS, type MailKindName } from "@/lib/platform/mail/texts";

// GET /keystatic-preview/mail/<kind> – the Preview of an e-mail's words in the editor (lib/content/keystatic/emails.ts
// previewUrl): the mail as the content folder's file makes it now, with sample values. Who may see it is who may
// preview a page (app/api/draft/editor): a *.keystatic.ts route, so it exists only where the editor is built.
export const dynamic = "force-dynamic";

export const GET = apiRoute(async (request: NextRequest, context: { params: Promise<{ kind: string }> }) => {
  const { kind } = await context.params;
  if (!Object.hasOwn(MAIL_KINDS, kind)) throw new ApiError("not_found", "There is no e-mail of that name.");
  const allowed = await editorMayPreview(request.cookies.get("keystatic-gh-access-token")?.value, env);
  if (!allowed) throw new ApiError("unauthorized", "Sign in to the content editor (/keystatic) to preview.");
  // Read now, not once per process: the preview shows the file as the last save left it; a broken one, its problems.
  const text = await mailTextReader(env.contentRoot)(kind as MailKindName).catch((error: unknown) => {
    if (error instanceof ContentError) throw new ApiError("invalid_input", error.message);
    throw error;
  });
  const html = await renderMailPreview(kind as MailKindName, text);
  return new Response(html, {
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "private, no-store" },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
