// The targets of issue 21 ("One production path"), exactly as stated there; every figure is measured on `next start`.
// A figure that was not measured never meets its target.

export const LIGHTHOUSE_PAGES = ["/", "/pricing", "/signup", "/contact-page", "/faq", "/terms"];
// Issue 34: what a phone sees, against the empty Next page (phone.mjs); one blog post beside the pages above.
export const PHONE_PAGES = [...LIGHTHOUSE_PAGES, "/blog-details-left-sidebar/choosing-pipeline-stages"];

const KIB = 1024;
// JavaScript transferred as `next start` sends it (gzip); /contact-page has no JS target in the issue.
const JS_LIMITS = {
  "/": 140 * KIB,
  "/faq": 140 * KIB,
  "/terms": 140 * KIB,
  "/pricing": 165 * KIB,
  "/signup": 165 * KIB,
};

const atLeast = (min) => (v) => v !== undefined && v >= min;
const atMost = (max) => (v) => v !== undefined && v <= max;
// "CLS 0": zero as the table prints it (three decimals); Lighthouse reports shifts far below that as tiny fractions.
const zeroShown = (v) => v !== undefined && Math.round(v * 1000) === 0;

/** One row per Lighthouse figure: key in the medians, label, how to print it, and its target (if any). */
export const LIGHTHOUSE_ROWS = [
  { key: "performance", label: "Performance score", format: "score", target: "≥ 98", met: atLeast(98) },
  { key: "fcpMs", label: "First Contentful Paint", format: "seconds" },
  { key: "lcpMs", label: "Largest Contentful Paint", format: "seconds", target: "≤ 1.5 s", met: atMost(1500) },
  { key: "tbtMs", label: "Total Blocking Time", format: "ms", target: "≤ 50 ms", met: atMost(50) },
  { key: "cls", label: "Cumulative Layout Shift", format: "cls", target: "0", met: zeroShown },
  { key: "ttiMs", label: "Time to Interactive", format: "seconds", target: "≤ 2.5 s", met: atMost(2500) },
  { key: "totalBytes", label: "Bytes transferred", format: "kib" },
  {
    key: "jsBytes",
    label: "JavaScript transferred",
    format: "kib",
    target: "≤ 140 KiB on /, /faq, /terms; ≤ 165 KiB on /pricing, /signup",
    metFor: (path) => (JS_LIMITS[path] === undefined ? undefined : atMost(JS_LIMITS[path])),
  },
  { key: "jsHtmlBytes", label: "… of which the HTML's own scripts", format: "kib" },
  { key: "seo", label: "SEO score", format: "score", target: "100", met: atLeast(100) },
  { key: "accessibility", label: "Accessibility score", format: "score", target: "100", met: atLeast(100) },
  { key: "bestPractices", label: "Best-practices score", format: "score", target: "100", met: atLeast(100) },
  { key: "load1", label: "Machine's load average (1 min) as the runs began", format: "load" },
];

/** Load-test targets by key (autocannon, 20 connections, on the same machine); rows without one are reported only. */
export const LOAD_TARGETS = {
  "home-nginx": { target: "≥ 5,000 req/s, p99 ≤ 20 ms", minRps: 5000, maxP99Ms: 20 },
};

export const REGISTRATION_TARGET = { target: "p99 ≤ 100 ms at 10 concurrent", maxP99Ms: 100 };

/** A load result meets its target only with every answer a success: no non-2xx, errors or timeouts. */
export function loadMet(result, target) {
  if (!target) return undefined;
  if (!result || result.error) return false;
  const clean = result.non2xx === 0 && result.errors === 0 && result.timeouts === 0 && result.successful > 0;
  return clean && result.requestsPerSecond >= target.minRps && result.latencyP99Ms <= target.maxP99Ms;
}

export function registrationMet(result) {
  if (!result || result.error) return false;
  return (
    result.successful === result.requests && result.p99Ms !== undefined && result.p99Ms <= REGISTRATION_TARGET.maxP99Ms
  );
}
