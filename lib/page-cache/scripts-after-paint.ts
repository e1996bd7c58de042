// A prerendered page paints its text before any of its JavaScript is fetched: Next's async script tags (and its
// low-priority preloads of them) become one small inline loader that adds the same scripts once the browser reports
// the page's first paint. A script that finishes downloading before the first paint is otherwise evaluated before
// it (it competes with the paint for the main thread) and, on a slow link, with the stylesheet and font for bandwidth.
// The page hydrates later (a frame on a fast link, the scripts' download on a slow one); its links, mobile menu and
// forms work without JavaScript meanwhile (README, "Production server").

const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/g;

// Plain ES5 source kept as text, not a function's toString(): a compiler may add helpers the page lacks (esbuild's
// __name). A hidden page (a background tab) has no paint to wait for; the timer is a backstop for a paint that is
// never reported (a prerendered page before it is shown, say).
const LOADER = `(function (sources) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    sources.forEach(function (src) {
      var script = document.createElement("script");
      script.src = src;
      script.async = true;
      document.head.appendChild(script);
    });
  }
  var observes = typeof PerformanceObserver === "function" && (PerformanceObserver.supportedEntryTypes || []).indexOf("paint") >= 0;
  if (document.visibilityState === "hidden" || !observes) return start();
  new PerformanceObserver(start).observe({ type: "paint", buffered: true });
  setTimeout(start, 3000);
})`;

/** The page's HTML with its async scripts started after its first paint; HTML without such scripts is unchanged. */
export function scriptsAfterFirstPaint(html: string): string {
  const sources: string[] = [];
  const withoutScripts = html.replace(ASYNC_SCRIPT, (_tag, src: string) => {
    sources.push(src);
    return "";
  });
  if (sources.length === 0 || !withoutScripts.includes("</head>")) return html;
  const withoutPreloads = withoutScripts.replace(SCRIPT_PRELOAD, (tag, href: string) => (sources.includes(href) ? "" : tag));
  const loader = `<script data-scripts-after-paint="">${LOADER}(${JSON.stringify(sources).replace(/</g, "\\u003c")})</script>`;
  return withoutPreloads.replace("</head>", `${loader}</head>`);
}
