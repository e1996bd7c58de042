import { listCatalogPlans } from "@/lib/plans/catalog";
import type { AdminApi } from "./contract";

/** The default backend: plans from the typed catalog, so no page build ever needs a database. */
export function embeddedAdminApi(): AdminApi {
  return {
    listPlans: async (query) => listCatalogPlans(query),
  };
}
