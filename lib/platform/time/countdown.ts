export type Countdown = { days: number; hours: number; minutes: number; seconds: number };

/** Whole days, hours, minutes and seconds from now until target; null once the target has passed. */
export function countdown(target: Date, now: Date): Countdown | null {
  const remaining = Math.floor((target.getTime() - now.getTime()) / 1000);
  if (remaining <= 0) return null;
  return {
    days: Math.floor(remaining / 86_400),
    hours: Math.floor((remaining % 86_400) / 3_600),
    minutes: Math.floor((remaining % 3_600) / 60),
    seconds: remaining % 60,
  };
}
