import type { MetadataRoute } from "next";
import { env } from "@/lib/platform/env";
import { DIAGNOSTIC_PATHS } from "@/lib/site/sitemap";

export default function robots(): MetadataRoute.Robots {
  // A preview (lib/platform/build/deployment.ts) is for staff: no crawler is welcome anywhere (every answer says noindex too).
  if (env.deployment.preview) return { rules: { userAgent: "*", disallow: "/" } };
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/", ...DIAGNOSTIC_PATHS] },
    sitemap: `${env.siteUrl}/sitemap.xml`,
  };
}
