import type { NextRequest } from "next/server";
import { sameSitePath } from "@/lib/content/draft-mode";
import { startDraftSession } from "@/lib/content/draft-session";
import { editorMayPreview } from "@/lib/content/editor-session";
import { env } from "@/lib/platform/env";
import { ApiError, apiRoute, otherMethods, seeOther } from "@/lib/platform/http";

// GET /api/draft/editor?path=/blog-details-right-sidebar/<slug> – the editor's Preview button (lib/content/keystatic/config.ts
// previewUrl): Draft Mode for whoever is signed in to the editor, without the draft secret ever reaching a browser.
// A *.keystatic.ts route: it exists only where the editor is built (next.config.ts), so on a site without the
// editor it is a 404. In next dev (local mode) the editor is the developer's own machine; in GitHub mode the
// editor's session (its GitHub token cookie) must belong to someone who can push to the content repository.
export const dynamic = "force-dynamic";

export const GET = apiRoute(async (request: NextRequest) => {
  const path = sameSitePath(request.nextUrl.searchParams.get("path") ?? "");
  if (path === null) throw new ApiError("bad_request", "path must be a page of this site.");
  const allowed = await editorMayPreview(request.cookies.get("keystatic-gh-access-token")?.value, env);
  if (!allowed) throw new ApiError("unauthorized", "Sign in to the content editor (/keystatic) to preview.");
  await startDraftSession();
  return seeOther(path);
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
