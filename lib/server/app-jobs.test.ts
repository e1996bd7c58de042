import { DRAIN_BUDGET_MS, LEASE_MS, SHUTDOWN_CUT_MS, SHUTDOWN_GRACE_MS } from "@/lib/platform/outbox";
import { SMTP_TIMEOUTS } from "@/lib/platform/mail/transport";
import { appJobHandlers, JOB_DEADLINES_MS, LOOP_INTERVAL_MS } from "./app-jobs";
import { loopBelongsHere, whatRetries } from "./loop-placement";

// The app's settings against what docs/operations.md promises; lib/platform/outbox/faults-loop.test.ts and
// lib/platform/mail/smtp-never-greets.test.ts run the same code with shorter settings.
describe("the outbox's settings", () => {
  const longestDeadline = Math.max(...Object.values(JOB_DEADLINES_MS));

  it("gives every job kind of the app its own deadline", () => {
    expect(Object.keys(JOB_DEADLINES_MS)).toEqual(expect.arrayContaining(Object.keys(appJobHandlers())));
  });

  it("looks at every due job within 60 s of a crash: the dead lease's end, a job under way, one pause", () => {
    expect(LEASE_MS + longestDeadline + LOOP_INTERVAL_MS.max).toBeLessThanOrEqual(60_000);
    expect(LOOP_INTERVAL_MS.min).toBeLessThan(LOOP_INTERVAL_MS.max); // jittered
  });

  it("attempts a mail at least every 10 s when the SMTP server never answers", () => {
    expect(JOB_DEADLINES_MS.email).toBeLessThan(10_000);
    expect(SMTP_TIMEOUTS.connectionMs).toBeLessThan(10_000);
    expect(SMTP_TIMEOUTS.socketMs).toBeLessThan(10_000);
  });

  it("ends a cron call within its 60 s limit: the drain's budget and a job under way", () => {
    expect(DRAIN_BUDGET_MS + longestDeadline).toBeLessThan(60_000);
  });

  it("starts no loop during next build, in Jest, on Vercel or when turned off", () => {
    expect(loopBelongsHere({})).toBe(true);
    expect(loopBelongsHere({ NEXT_PHASE: "phase-production-build" })).toBe(false);
    expect(loopBelongsHere({ JEST_WORKER_ID: "1" })).toBe(false);
    expect(loopBelongsHere({ VERCEL: "1" })).toBe(false);
    expect(loopBelongsHere({ OUTBOX_LOOP: "off" })).toBe(false);
  });

  it("says in a failed drain's log line what actually runs the job again on this host", () => {
    expect(whatRetries({})).toMatch(/this process's outbox loop runs it again within 10 s/);
    expect(whatRetries({})).not.toMatch(/cron/);
    expect(whatRetries({ VERCEL: "1" })).toMatch(/cron route/);
    expect(whatRetries({ OUTBOX_LOOP: "off" })).toMatch(/next write/);
  });

  it("ends a process within 10 s of SIGTERM: the cut leaves room for the release write", () => {
    expect(SHUTDOWN_GRACE_MS).toBeLessThanOrEqual(10_000);
    expect(SHUTDOWN_CUT_MS).toBeLessThanOrEqual(SHUTDOWN_GRACE_MS - 2_000);
  });
});
