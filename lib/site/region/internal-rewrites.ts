import { REGIONS } from "./regions";
import { REGIONAL_PATHS, regionalTarget } from "./routes";

/**
 * The request header proxy.ts sets on a regional page's clean URL: the variant prerendered for the visitor's region
 * (/india/pricing). next.config.ts rewrites each clean URL to the variant it names (regionalPageRewrites).
 */
export const REGIONAL_PAGE_HEADER = "x-leadflow-regional-page";

type HeaderRewrite = {
  source: string;
  has: { type: "header"; key: string; value: string }[];
  destination: string;
};

/**
 * One rewrite per clean URL and region, taken only when proxy.ts named that variant. A rewrite from the config is
 * always resolved inside the server, whatever address `next start` is bound to; a rewrite returned by proxy.ts is
 * forwarded through an HTTP hop to the server itself when it is bound to 127.0.0.1 (Next compares the rewrite's
 * `localhost` origin with the bound address), and that hop's answer brings the variant's own Cache-Control
 * (docs/deployment.md, "One cache policy per page"). Fixed sources and fixed values: a visitor who sends the header
 * can reach nothing but the variants, and proxy.ts overwrites it on every clean URL anyway.
 */
export function regionalPageRewrites(): HeaderRewrite[] {
  return REGIONAL_PATHS.flatMap((pathname) =>
    REGIONS.map((region) => {
      const target = regionalTarget(pathname, region);
      return {
        source: pathname,
        has: [{ type: "header", key: REGIONAL_PAGE_HEADER, value: target }],
        destination: target,
      };
    }),
  );
}
