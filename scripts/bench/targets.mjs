// The targets of issue 6 ("Load and performance bench"), exactly as stated there. A figure that was not
// measured never meets its target.

export const LIGHTHOUSE_PAGES = ["/", "/pricing", "/signup", "/contact-page", "/faq", "/terms"];

const KIB = 1024;
// JavaScript transferred; /contact-page has no JS target in the issue.
const JS_LIMITS = { "/": 130 * KIB, "/faq": 130 * KIB, "/terms": 130 * KIB, "/pricing": 180 * KIB, "/signup": 180 * KIB };

const atLeast = (min) => (v) => v !== undefined && v >= min;
const atMost = (max) => (v) => v !== undefined && v <= max;

/** One row per Lighthouse figure: key in the medians, label, how to print it, and its target (if any). */
export const LIGHTHOUSE_ROWS = [
  { key: "performance", label: "Performance score", format: "score", target: "≥ 95", met: atLeast(95) },
  { key: "fcpMs", label: "First Contentful Paint", format: "seconds" },
  { key: "lcpMs", label: "Largest Contentful Paint", format: "seconds", target: "≤ 1.5 s", met: atMost(1500) },
  { key: "tbtMs", label: "Total Blocking Time", format: "ms", target: "≤ 150 ms", met: atMost(150) },
  { key: "cls", label: "Cumulative Layout Shift", format: "cls", target: "≤ 0.01", met: atMost(0.01) },
  { key: "totalBytes", label: "Bytes transferred", format: "kib" },
  {
    key: "jsBytes",
    label: "JavaScript transferred",
    format: "kib",
    target: "≤ 130 KiB on /, /faq, /terms; ≤ 180 KiB on /pricing, /signup",
    metFor: (path) => (JS_LIMITS[path] === undefined ? undefined : atMost(JS_LIMITS[path])),
  },
  { key: "jsHtmlBytes", label: "… of which the HTML's own scripts", format: "kib" },
  { key: "seo", label: "SEO score", format: "score", target: "100", met: atLeast(100) },
  { key: "accessibility", label: "Accessibility score", format: "score", target: "100", met: atLeast(100) },
  { key: "bestPractices", label: "Best-practices score", format: "score", target: "≥ 96", met: atLeast(96) },
];

/** Load-test targets by title (autocannon, 20 connections, on the same machine). */
export const LOAD_TARGETS = {
  home: { target: "≥ 1,000 req/s, p99 ≤ 100 ms", minRps: 1000, maxP99Ms: 100 },
  plans: { target: "≥ 800 req/s, p99 ≤ 100 ms", minRps: 800, maxP99Ms: 100 },
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
  return result.successful === result.requests && result.p99Ms !== undefined && result.p99Ms <= REGISTRATION_TARGET.maxP99Ms;
}
