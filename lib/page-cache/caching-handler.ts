import type { IncomingMessage, ServerResponse } from "node:http";
import type { CachePlan } from "./cache-plan";
import type { OriginResponse } from "./cached-response";
import type { PageCache } from "./page-cache";
import { sendCached, sendUncached, type VisitorHeaders } from "./send-cached";

type CachingHandlerOptions = {
  cache: PageCache;
  /** Whether and under which key the request may be answered from the cache; null sends it to the origin. */
  plan: (request: IncomingMessage) => CachePlan | null;
  /** Asks the origin for a plan's answer, as a shared cache would (no cookies). */
  fill: (plan: CachePlan) => Promise<OriginResponse>;
  /** Headers of this visitor's own that go with a cached answer (the region detection proxy.ts would set). */
  visitorHeaders: (plan: CachePlan) => VisitorHeaders;
  /** The origin's own request handler (Next.js). */
  origin: (request: IncomingMessage, response: ServerResponse) => Promise<void>;
};

/** A request handler answering from the cache what it may, and everything else through the origin. */
export function cachingHandler({ cache, plan: planFor, fill, visitorHeaders, origin }: CachingHandlerOptions) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const plan = planFor(request);
    if (!plan) return origin(request, response);
    let fetchedForThisRequest: OriginResponse | undefined;
    const cached = await cache.get(plan.key, async () => (fetchedForThisRequest = await fill(plan)));
    if (cached) return sendCached(request, response, cached, visitorHeaders(plan));
    // Not kept (an error, a no-store answer): the answer this request's fill brought is sent on, so a slow origin
    // is not waited for twice. A request that waited on another's fill, or whose fill failed, asks the origin.
    if (fetchedForThisRequest && sendUncached(request, response, fetchedForThisRequest)) return;
    await origin(request, response);
  };
}
