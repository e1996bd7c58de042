// GET /api/health – for load balancers and test runners: 200 once the database is open and migrated, else 503
// (within lib/db/health.ts's deadline, also while the database hangs).
import { NextResponse } from "next/server";
import { getDb } from "@/lib/db";
import { checkDatabase } from "@/lib/db/health";
import { otherMethods } from "@/lib/http";

export const dynamic = "force-dynamic";

export async function GET() {
  const health = await checkDatabase(getDb);
  if (health.ok) return NextResponse.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
  console.error("Health check: the database is unavailable", health.error);
  return NextResponse.json({ status: "unavailable" }, { status: 503, headers: { "cache-control": "no-store" } });
}

// Any other method: 405 with Allow (lib/http.ts).
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
