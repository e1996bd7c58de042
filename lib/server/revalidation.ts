import "server-only";
// On-demand revalidation from outside a request (the outbox loop's periodic tasks, lib/server/periodic.ts): Next's
// revalidatePath needs a request's context (it throws "static generation store missing" elsewhere), so the task asks
// this site's own route, app/api/revalidate/route.ts, and then requests each address once, so that the first visitor
// already gets the new version (docs/content.md, "Scheduling").
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { env } from "@/lib/platform/env";

/** What the route accepts: paths of this site, each under Next's 1024-character limit for revalidatePath. */
export const revalidationRequestSchema = z.object({
  paths: z
    .array(
      z
        .string()
        .max(1024)
        .regex(/^\/[^\s?#]*$/, "must be a path of this site, without query or fragment"),
    )
    .min(1)
    .max(500),
});

/**
 * The route's bearer token: derived from SESSION_SECRET, so every instance of the site knows it and nothing else
 * has to be configured; never a secret itself on the wire to anyone but this site.
 */
export function revalidationToken(secret: string = env.sessionSecret): string {
  return createHmac("sha256", secret).update("leadflow:revalidate").digest("base64url");
}

export function revalidationAuthorized(header: string | null, secret?: string): boolean {
  const given = Buffer.from(header ?? "");
  const expected = Buffer.from(`Bearer ${revalidationToken(secret)}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const selfSettings = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).optional(),
  VERCEL: z.string().optional(),
});

/**
 * Where this instance asks itself: on a Node host `next start` on 127.0.0.1 at the port Next set once listening (its own
 * cache, or the shared one: docs/deployment.md); on Vercel the site's address (one cache for every function).
 */
export function selfOrigin(source: Record<string, string | undefined> = process.env): string {
  const { PORT, VERCEL } = selfSettings.parse(source);
  return VERCEL ? env.siteUrl : `http://127.0.0.1:${PORT ?? 3000}`;
}
