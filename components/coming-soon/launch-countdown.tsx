"use client";

import { useSyncExternalStore } from "react";
import { countdown } from "@/lib/platform/time/countdown";

const UNITS = ["days", "hours", "minutes", "seconds"] as const;

/** The words are content/coming-soon.yaml's: the countdown's name (label), each unit's, and what shows at launch. */
type Props = {
  launchAt: string;
  liveTitle: string;
  liveText: string;
  label: string;
  units: Record<(typeof UNITS)[number], string>;
};

// A one-second clock as an external store: the server (and the build) has no clock, so it renders dashes.
function subscribeToClock(onTick: () => void) {
  const timer = window.setInterval(onTick, 1000);
  return () => window.clearInterval(timer);
}
const currentSecond = () => Math.floor(Date.now() / 1000);
const noClock = () => null;

export function LaunchCountdown({ launchAt, liveTitle, liveText, label, units }: Props) {
  const second = useSyncExternalStore(subscribeToClock, currentSecond, noClock);
  const left = second === null ? undefined : countdown(new Date(launchAt), new Date(second * 1000));

  if (left === null) {
    return (
      <div role="status" className="mt-8 rounded-2xl bg-emerald-50 p-6 text-emerald-900">
        <p className="text-2xl font-bold">{liveTitle}</p>
        <p className="mt-2">{liveText}</p>
      </div>
    );
  }

  return (
    <div className="mt-8" aria-label={label} role="timer" aria-live="off">
      <dl className="grid grid-cols-4 gap-2 sm:gap-4">
        {UNITS.map((unit) => (
          <div key={unit} className="flex flex-col rounded-2xl bg-brand-50 px-2 py-4 sm:px-6">
            <dt className="order-2 text-xs font-medium uppercase tracking-wide text-slate-600 sm:text-sm">
              {units[unit]}
            </dt>
            <dd className="text-3xl font-bold tabular-nums text-brand-800 sm:text-4xl">
              {left ? String(left[unit]).padStart(2, "0") : "--"}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
