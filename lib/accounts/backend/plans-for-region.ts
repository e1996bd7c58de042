import "server-only";
import { listCatalogPlans } from "@/lib/billing/plans/catalog";
import type { BillingCycle, PlansByCycle } from "@/lib/billing/plans/types";
import type { Region } from "@/lib/site/region/regions";
import { adminApi } from "./index";
import { logger } from "@/lib/platform/log";

/** The country a region's prerendered prices are computed for. */
export function regionCountry(region: Region): "IN" | "US" {
  return region === "india" ? "IN" : "US";
}

/**
 * Both cycles' plans for a region, read when the page is prerendered or regenerated (once a minute at most), so
 * switching cycles needs no request. If a remote admin API is down then, the catalog stands in until the next time.
 */
export async function plansForRegion(region: Region): Promise<PlansByCycle> {
  const country_code = regionCountry(region);
  const load = async (billing_cycle: BillingCycle) => {
    try {
      return await adminApi().listPlans({ country_code, billing_cycle });
    } catch (error) {
      logger.warn({ err: error }, `Plans for ${country_code}/${billing_cycle} came from the catalog:`);
      return listCatalogPlans({ country_code, billing_cycle });
    }
  };
  const [Monthly, Yearly] = await Promise.all([load("Monthly"), load("Yearly")]);
  return { Monthly, Yearly };
}
