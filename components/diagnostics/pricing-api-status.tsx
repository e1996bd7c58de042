"use client";

import { useEffect, useState } from "react";
import { buttonClasses } from "@/components/ui/button-link";

type Check = {
  cycle: string;
  url: string;
  status?: number;
  ms?: number;
  plans?: number;
  currency?: string;
  error?: string;
};

const CYCLES = ["Monthly", "Yearly"];

async function check(cycle: string, countryCode: string): Promise<Check> {
  const url = `/api/subscriptions/plans?country_code=${countryCode}&billing_cycle=${cycle}`;
  const started = performance.now();
  try {
    const response = await fetch(url, { cache: "no-store" });
    const body = (await response.json().catch(() => null)) as {
      plans?: unknown[];
      currency?: string;
      error?: string;
    } | null;
    return {
      cycle,
      url,
      status: response.status,
      ms: Math.round(performance.now() - started),
      plans: body?.plans?.length,
      currency: body?.currency,
      error: body?.error,
    };
  } catch (error) {
    return { cycle, url, error: error instanceof Error ? error.message : "Request failed" };
  }
}

/** Calls the plans API for each cycle and shows what it answered. */
export function PricingApiStatus({ countryCode }: { countryCode: string }) {
  const [checks, setChecks] = useState<Check[] | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void Promise.all(CYCLES.map((cycle) => check(cycle, countryCode))).then((results) => {
      if (current) setChecks(results);
    });
    return () => {
      current = false;
    };
  }, [countryCode, attempt]);

  const runAgain = () => {
    setChecks(null);
    setAttempt((value) => value + 1);
  };

  return (
    <div>
      <button type="button" onClick={runAgain} className={buttonClasses("secondary")}>
        Run again
      </button>
      <div aria-live="polite" className="mt-6">
        {checks === null ? (
          <p role="status">Checking the pricing API...</p>
        ) : (
          <ul className="space-y-4">
            {checks.map((item) => (
              <li key={item.cycle} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
                <p className="font-semibold text-ink">
                  {item.cycle}: <code className="break-all text-sm">{item.url}</code>
                </p>
                <p className="mt-1 text-sm">{describe(item)}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function describe(item: Check): string {
  if (item.status === 404) return "Endpoint not available (HTTP 404).";
  if (item.status === undefined) return `Request failed: ${item.error}`;
  if (item.status >= 400) return `HTTP ${item.status}: ${item.error ?? "error"}`;
  return `HTTP ${item.status} in ${item.ms} ms: ${item.plans} plans in ${item.currency}.`;
}
