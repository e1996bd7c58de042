import { rawRequest } from "@/testing/raw-request";

/** An instance's shared cache readings from /api/metrics: whether Redis answers, and how often its own cache did. */
export async function sharedCacheMetrics(port: number, metricsToken: string) {
  const answer = await rawRequest(port, "/api/metrics", { authorization: `Bearer ${metricsToken}` });
  const text = answer.body.toString();
  const value = (pattern: RegExp) => [...text.matchAll(pattern)].reduce((sum, match) => sum + Number(match[1]), 0);
  return {
    available: value(/^leadflow_shared_cache_available (\S+)$/gm),
    fallbacks: value(/^leadflow_shared_cache_fallbacks_total\{[^}]*\} (\S+)$/gm),
  };
}
