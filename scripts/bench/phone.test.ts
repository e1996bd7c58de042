import { benchPhone, FLOOR_KEY, ratiosToFloor, renderPhone, roundOrder } from "./phone.mjs";

const figures = (lcpMs: number, tbtMs = 100, benchmarkIndex = 2000) => ({
  fcpMs: lcpMs / 2,
  lcpMs,
  tbtMs,
  ttiMs: lcpMs * 2,
  totalBytes: 1000,
  benchmarkIndex,
});

describe("what a phone sees (scripts/bench/phone.mjs)", () => {
  it("runs the empty page first, then every page, under each throttling method", () => {
    expect(roundOrder(["/", "/faq"])).toEqual([
      { method: "simulate", path: FLOOR_KEY },
      { method: "simulate", path: "/" },
      { method: "simulate", path: "/faq" },
      { method: "devtools", path: FLOOR_KEY },
      { method: "devtools", path: "/" },
      { method: "devtools", path: "/faq" },
    ]);
  });

  it("divides each figure by the empty page of the same round and method, then takes the median", () => {
    const runs = [
      // Round 1 on a slow moment: everything twice as slow, the ratio stays 2.
      { round: 1, method: "devtools", path: FLOOR_KEY, figures: figures(2000) },
      { round: 1, method: "devtools", path: "/", figures: figures(4000) },
      { round: 2, method: "devtools", path: FLOOR_KEY, figures: figures(1000) },
      { round: 2, method: "devtools", path: "/", figures: figures(2000) },
      { round: 3, method: "devtools", path: FLOOR_KEY, figures: figures(1000) },
      { round: 3, method: "devtools", path: "/", figures: figures(1500) },
      // Another method's empty page never serves as this one's reference.
      { round: 1, method: "simulate", path: FLOOR_KEY, figures: figures(100) },
    ];
    const out = ratiosToFloor(runs);
    expect(out.devtools["/"].lcpMs).toEqual({ median: 2000, ratio: 2 });
    expect(out.devtools["/"].runs).toBe(3);
    expect(out.devtools[FLOOR_KEY].lcpMs).toEqual({ median: 1000, ratio: 1 });
    expect(out.simulate[FLOOR_KEY].lcpMs).toEqual({ median: 100, ratio: 1 });
  });

  it("gives no ratio for a round whose empty-page run failed", () => {
    const out = ratiosToFloor([{ round: 1, method: "simulate", path: "/", figures: figures(3000) }]);
    expect(out.simulate["/"].lcpMs).toEqual({ median: 3000, ratio: undefined });
  });

  it("interleaves real runs and prints absolute values beside the ratios and the CPU probe", async () => {
    const seen: string[] = [];
    const measure = async (url: string, method: string) => {
      seen.push(`${method} ${url}`);
      return url.startsWith("http://floor") ? figures(1000, 200, 2400) : figures(1500, 300, 2400);
    };
    const result = await benchPhone({
      floorUrl: "http://floor",
      siteUrl: "http://site",
      paths: ["/terms"],
      rounds: 2,
      measure,
      log: () => {},
    });
    expect(seen).toEqual([
      "simulate http://floor/",
      "simulate http://site/terms",
      "devtools http://floor/",
      "devtools http://site/terms",
      "simulate http://floor/",
      "simulate http://site/terms",
      "devtools http://floor/",
      "devtools http://site/terms",
    ]);
    const md = renderPhone(result);
    expect(md).toContain("| devtools | `/terms` | 750 ms (×1.5) | 1500 ms (×1.5) | 300 ms (×1.5) |");
    expect(md).toContain("| simulate | empty Next page | 500 ms | 1000 ms | 200 ms |");
    expect(md).toContain("| 2400 | 2 |");
  });
});
