// POST /api/revalidate – marks pages for regeneration on their next request (Next's revalidatePath), for this site's own
// periodic tasks: revalidatePath works only inside a request (lib/server/revalidation.ts). Authorization: Bearer
// token derived from SESSION_SECRET; body { paths: ["/blog-three-column", …] }.
import { revalidatePath } from "next/cache";
import { NextResponse, type NextRequest } from "next/server";
import { apiRoute, errorBody, otherMethods, readJson } from "@/lib/platform/http";
import { logger } from "@/lib/platform/log";
import { revalidationAuthorized, revalidationRequestSchema } from "@/lib/server/revalidation";

const NO_STORE = { "cache-control": "no-store" };

export const POST = apiRoute(
  async (request: NextRequest) => {
    if (!revalidationAuthorized(request.headers.get("authorization")))
      return NextResponse.json(errorBody("unauthorized", "Unauthorized"), { status: 401, headers: NO_STORE });
    const { paths } = await readJson(request, revalidationRequestSchema);
    for (const path of paths) revalidatePath(path);
    logger.info({ paths: paths.length }, "Revalidated pages on request of a periodic task.");
    return NextResponse.json({ success: true, revalidated: paths.length }, { headers: NO_STORE });
  },
  { anyOrigin: true },
); // authorised by the bearer token; the site itself calls it, never a browser

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
