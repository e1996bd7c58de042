import type { MetadataRoute } from "next";
import { env } from "@/lib/env";
import { DIAGNOSTIC_PATHS } from "@/lib/sitemap";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/", ...DIAGNOSTIC_PATHS] },
    sitemap: `${env.siteUrl}/sitemap.xml`,
  };
}
