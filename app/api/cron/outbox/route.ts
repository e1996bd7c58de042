// POST (and GET, which Vercel Cron sends) /api/cron/outbox – runs due outbox jobs and due periodic tasks;
// Authorization: Bearer CRON_SECRET. Vercel Cron calls it every minute (vercel.json, docs/operations.md).
import { timingSafeEqual } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/platform/env";
import { apiRoute, errorBody, otherMethods } from "@/lib/platform/http";
import { drainAppOutbox } from "@/lib/server/app-jobs";
import { periodicTasks, runDuePeriodicTasks } from "@/lib/server/periodic";

// The drain takes new jobs for 20 s (DRAIN_BUDGET_MS), a job under way ends by its deadline (at most 20 s,
// JOB_DEADLINES_MS), and periodic tasks run beside it within theirs: the route answers within about 40 s.
export const maxDuration = 60;

const CRON_BATCH = 50;
const NO_STORE = { "cache-control": "no-store" };

function authorized(header: string | null, secret: string): boolean {
  const given = Buffer.from(header ?? "");
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const run = apiRoute(
  async (request: NextRequest) => {
    // Without a secret the route does not exist: nobody can trigger work on an unconfigured deployment.
    // (Nor with "Bearer undefined" or "Bearer " as the header: there is no secret to match.)
    if (!env.cronSecret)
      return NextResponse.json(errorBody("not_found", "Not found"), { status: 404, headers: NO_STORE });
    if (!authorized(request.headers.get("authorization"), env.cronSecret)) {
      return NextResponse.json(errorBody("unauthorized", "Unauthorized"), { status: 401, headers: NO_STORE });
    }
    const [result, periodic] = await Promise.all([drainAppOutbox(CRON_BATCH), runDuePeriodicTasks(periodicTasks)]);
    return NextResponse.json({ success: true, ...result, periodic }, { headers: NO_STORE });
  },
  { anyOrigin: true },
); // authorised by the Bearer secret; a scheduler calls it, never a browser

export const POST = run;
export const GET = run;

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
