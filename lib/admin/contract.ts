import type { PlansQuery, PlansResponse } from "@/lib/plans/types";

/** The admin API of SPEC.md section 7, as this site serves it: embedded (our database) or remote (proxied). */
export interface AdminApi {
  listPlans(query: PlansQuery): Promise<PlansResponse>;
}

export const ADMIN_API_TIMEOUT_MS = 10_000;
