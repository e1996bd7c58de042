// GET /api/health – for load balancers and test runners: 200 once the database is open and migrated, else 503
// (within lib/platform/db/health.ts's deadline, also while the database hangs).
import { NextResponse } from "next/server";
import { getDb } from "@/lib/platform/db";
import { checkDatabase, healthReporter } from "@/lib/platform/db/health";
import { errorBody, otherMethods, SERVICE_UNAVAILABLE } from "@/lib/platform/http";
import { DATABASE_RETRY_AFTER_S } from "@/lib/platform/db/unavailable";
import { logger } from "@/lib/platform/log";

export const dynamic = "force-dynamic";

const report = healthReporter();

export async function GET() {
  const health = await checkDatabase(getDb);
  const change = report(health);
  if (change) logger[change.level]({ err: change.error }, change.message);
  if (health.ok) return NextResponse.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
  // The answer contract's body (docs/architecture.md), with the status probes read.
  return NextResponse.json(
    { ...errorBody("unavailable", SERVICE_UNAVAILABLE), status: "unavailable" },
    { status: 503, headers: { "cache-control": "no-store", "retry-after": String(DATABASE_RETRY_AFTER_S) } },
  );
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
