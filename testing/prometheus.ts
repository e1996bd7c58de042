// Test-only: a Prometheus text exposition read by a real parser, and one sample's value looked up by name and labels.
import parsePrometheusTextFormat, { type PrometheusFamily } from "parse-prometheus-text-format";

export type Scraped = {
  families: PrometheusFamily[];
  /** The value of the sample of `name` whose labels include `labels`; undefined if none. */
  value: (name: string, labels?: Record<string, string>) => number | undefined;
  /** How many observations a histogram holds for exactly these labels; undefined if none. */
  histogramCount: (name: string, labels: Record<string, string>) => number | undefined;
};

// The parser keeps a histogram's labels only when it has none besides `le` (it follows prom2json's flattening), so
// a labelled histogram's count is read from its `_count` line: `name_count{a="1",b="2"} 7`.
function histogramCount(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split("\n")) {
    const match = /^(\w+)_count\{(.*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...match[2].matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    const same =
      Object.keys(found).length === Object.keys(labels).length &&
      Object.entries(labels).every(([key, wanted]) => found[key] === wanted);
    if (same) return Number(match[3]);
  }
  return undefined;
}

export function parseMetrics(text: string): Scraped {
  const families = parsePrometheusTextFormat(text);
  return {
    families,
    value: (name, labels = {}) => {
      const family = families.find((candidate) => candidate.name === name);
      const sample = family?.metrics.find((metric) =>
        Object.entries(labels).every(([key, wanted]) => metric.labels?.[key] === wanted),
      );
      if (!sample) return undefined;
      return Number("value" in sample ? sample.value : sample.count);
    },
    histogramCount: (name, labels) => {
      if (!families.some((family) => family.name === name && family.type === "HISTOGRAM")) return undefined;
      return histogramCount(text, name, labels);
    },
  };
}
