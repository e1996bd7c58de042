// Which pages search engines should find. Variants whose canonical URL is "/" (the theme pages) and the
// noindex pages (/error-page, /thank-you, the diagnostics) are left out on purpose.
export const INDEXED_PATHS = [
  "/",
  "/features",
  "/pricing",
  "/reviews",
  "/faq",
  "/about",
  "/careers",
  "/contact-page",
  "/login",
  "/forgot",
  "/download-page",
  "/subscribe-page",
  "/coming-soon",
  "/terms",
  "/privacy",
  "/disclaimer",
  "/data-deletion",
  "/data-deletion/status",
  "/payment-status",
  "/talk-to-sales",
  "/blog-two-column",
  "/blog-three-column",
  "/blog-left-sidebar",
  "/blog-right-sidebar",
] as const;

export const DIAGNOSTIC_PATHS = ["/pricing-test", "/pricing-debug", "/payment-test", "/country-currency-test"] as const;
