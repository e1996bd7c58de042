import { plansQuerySchema } from "@/lib/plans/types";

/** Writes a GET route's query in one canonical form, or null when the route would refuse it (Next answers that). */
export type CanonicalQuery = (params: URLSearchParams) => URLSearchParams | null;

/**
 * The GET routes whose answer depends on their parsed query alone (no cookie, no session), by path. Each may be kept
 * under its canonical query, so however a query is written (order, case, extra parameters) it is one entry, and
 * the entries are as few as the valid queries.
 */
export const CACHEABLE_QUERIES: ReadonlyMap<string, CanonicalQuery> = new Map([
  [
    "/api/subscriptions/plans",
    (params: URLSearchParams) => {
      // As the route reads it (lib/http.ts parseQuery): the last of a repeated parameter wins.
      const parsed = plansQuerySchema.safeParse(Object.fromEntries(params));
      if (!parsed.success) return null;
      const canonical = new URLSearchParams({ billing_cycle: parsed.data.billing_cycle });
      if (parsed.data.country_code) canonical.set("country_code", parsed.data.country_code);
      return canonical;
    },
  ],
]);
