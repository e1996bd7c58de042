// Any method on an /api path no route handles – a JSON 404 for API clients, not the HTML 404 page.
// Next matches the real routes (static and dynamic segments) before this catch-all.
import { ApiError, toErrorResponse } from "@/lib/platform/http";

export const dynamic = "force-dynamic";

function notFound() {
  const response = toErrorResponse(new ApiError("not_found", "Not found"));
  response.headers.set("cache-control", "no-store");
  return response;
}

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
