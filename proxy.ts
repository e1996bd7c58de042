import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/platform/env";
import {
  detectionToCache,
  locationCookieOptions,
  REGIONAL_PAGE_CACHE_CONTROL,
  regionalRewrite,
} from "@/lib/site/region/regional-rewrite";
import { LOCATION_COOKIE, REGION_COOKIE } from "@/lib/site/region/regions";
import { REGIONAL_PAGE_HEADER } from "@/lib/site/region/internal-rewrites";
import { REFUSAL_CODE, refuseServerAction } from "@/lib/platform/security/action-guard";
import {
  IMAGE_OPTIMIZER_PATH,
  IMAGE_URL_REFUSED,
  namesErrorPage,
  refusedImageUrl,
  UNMATCHED_PATH,
  withoutTrailingSlash,
} from "@/lib/platform/security/edge-paths";

// Three jobs, nothing else.
// - Paths Next would answer its own way are answered like every other page (docs/security.md, "Every edge answers
//   like the rest"): a trailing slash is redirected here (308; next.config.ts turns Next's own redirect off, which
//   carried none of the headers next.config.ts gives every answer), and Next's error pages asked for by name are
//   rewritten to a path no route has (a plain 404 that no shared cache keeps), also asked for with escapes; the image
//   optimizer's `url` that Next answers 500 to is answered 400.
// - A server action from another site, with an oversized body or with a body of unknown length (chunked) is answered
//   403, 413 or 411 before its body is read (Next would read it and answer a bare 500).
// - Each regional page's clean URL is served from the variant prerendered for the visitor's region, so the first
//   HTML already has the right currency and phone number (/signup, rendered per request in the visitor's currency,
//   gets the same detection cached, so the header's selector agrees with it). proxy.ts names the variant in a request
//   header and next.config.ts rewrites to it (lib/site/region/internal-rewrites.ts): never an HTTP hop, and this
//   answer's Cache-Control is the one the visitor gets, whatever address Next is bound to.
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const withoutSlash = withoutTrailingSlash(pathname);
  if (withoutSlash !== null) return NextResponse.redirect(new URL(`${withoutSlash}${search}`, request.nextUrl), 308);
  if (pathname === IMAGE_OPTIMIZER_PATH) {
    if (!refusedImageUrl(request.nextUrl.searchParams.get("url"))) return NextResponse.next();
    return NextResponse.json({ success: false, code: "bad_request", error: IMAGE_URL_REFUSED }, { status: 400 });
  }
  if (namesErrorPage(pathname)) {
    const url = request.nextUrl.clone();
    url.pathname = UNMATCHED_PATH;
    return NextResponse.rewrite(url);
  }

  const refusal = refuseServerAction({
    method: request.method,
    origin: request.headers.get("origin"),
    host: request.headers.get("x-forwarded-host") ?? request.headers.get("host"),
    protocol: request.headers.get("x-forwarded-proto") ?? request.nextUrl.protocol,
    contentLength: request.headers.get("content-length"),
    siteUrl: env.siteUrl,
  });
  if (refusal)
    return NextResponse.json(
      { success: false, code: REFUSAL_CODE[refusal.status], error: refusal.error },
      { status: refusal.status },
    );

  const visitor = {
    pathname,
    regionCookie: request.cookies.get(REGION_COOKIE)?.value,
    locationCookie: request.cookies.get(LOCATION_COOKIE)?.value,
    geoCountry: request.headers.get("x-vercel-ip-country") ?? request.headers.get("cf-ipcountry"),
    acceptLanguage: request.headers.get("accept-language"),
    now: Date.now(),
  };
  const cookieOptions = locationCookieOptions({
    protocol: request.nextUrl.protocol,
    forwardedProto: request.headers.get("x-forwarded-proto"),
  });
  const rewrite = regionalRewrite(visitor);
  if (!rewrite) {
    const response = NextResponse.next();
    const detection = detectionToCache(visitor);
    if (detection) response.cookies.set(LOCATION_COOKIE, JSON.stringify(detection), cookieOptions);
    return response;
  }

  const headers = new Headers(request.headers);
  headers.set(REGIONAL_PAGE_HEADER, rewrite.target);
  const response = NextResponse.next({ request: { headers } });
  // Overrides the variant's s-maxage (Next keeps a Cache-Control already set): this URL's answer differs from
  // visitor to visitor.
  response.headers.set("cache-control", REGIONAL_PAGE_CACHE_CONTROL);
  if (rewrite.newLocation) response.cookies.set(LOCATION_COOKIE, JSON.stringify(rewrite.newLocation), cookieOptions);
  return response;
}

export const config = {
  matcher: [
    // Every path with a trailing slash but the home page's; never Next's own files.
    "/((?!_next/).+/)",
    // Next's error pages by name (NAMED_ERROR_PAGE).
    "/404",
    "/500",
    "/_not-found",
    "/_global-error",
    "/404.rsc",
    "/500.rsc",
    "/_not-found.rsc",
    "/_global-error.rsc",
    // The same with percent escapes ("/%5fnot-found", "/%34%30%34"): every path with one, outside Next's files.
    "/((?!_next/).*%.*)",
    // Next's image optimizer (its url parameter).
    "/_next/image",
    "/",
    "/theme-two",
    "/theme-three",
    "/theme-four",
    "/theme-five",
    "/theme-six",
    "/contact-page",
    "/pricing",
    // COUNTRY_DETECTING_PATHS: the detection is cached there too.
    "/signup",
    // Server actions on any page (the API routes check their own requests): Next-Action from script, or a form body
    // without JavaScript. Literals only: Next reads this config without running the module.
    { source: "/((?!api/|_next/).*)", has: [{ type: "header", key: "next-action" }] },
    {
      source: "/((?!api/|_next/).*)",
      has: [
        { type: "header", key: "content-type", value: "(multipart/form-data|application/x-www-form-urlencoded).*" },
      ],
    },
  ],
};
