"use client";

import { useEffect, useState } from "react";
import { countdown } from "@/lib/time/countdown";

type Props = { launchAt: string; liveTitle: string; liveText: string };

const UNITS = ["days", "hours", "minutes", "seconds"] as const;

/** Ticks every second; before hydration it shows dashes (the build's clock is not the visitor's). */
export function LaunchCountdown({ launchAt, liveTitle, liveText }: Props) {
  const [now, setNow] = useState<Date | null>(null);

  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const left = now ? countdown(new Date(launchAt), now) : undefined;

  if (left === null) {
    return (
      <div role="status" className="mt-8 rounded-2xl bg-emerald-50 p-6 text-emerald-900">
        <p className="text-2xl font-bold">{liveTitle}</p>
        <p className="mt-2">{liveText}</p>
      </div>
    );
  }

  return (
    <div className="mt-8" aria-label="Time until launch" role="timer" aria-live="off">
      <dl className="grid grid-cols-4 gap-2 sm:gap-4">
        {UNITS.map((unit) => (
          <div key={unit} className="flex flex-col rounded-2xl bg-brand-50 px-2 py-4 sm:px-6">
            <dt className="order-2 text-xs font-medium uppercase tracking-wide text-slate-600 sm:text-sm">{unit}</dt>
            <dd className="text-3xl font-bold tabular-nums text-brand-800 sm:text-4xl">
              {left ? String(left[unit]).padStart(2, "0") : "--"}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
