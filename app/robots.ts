import type { MetadataRoute } from "next";
import { env } from "@/lib/env";
import { DIAGNOSTIC_PATHS } from "@/lib/sitemap";

export default function robots(): MetadataRoute.Robots {
  // A preview (lib/deployment.ts) is for staff: no crawler is welcome anywhere (every answer says noindex too).
  if (env.deployment.preview) return { rules: { userAgent: "*", disallow: "/" } };
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/", ...DIAGNOSTIC_PATHS] },
    sitemap: `${env.siteUrl}/sitemap.xml`,
  };
}
