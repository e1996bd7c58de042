// GET /api/health – for load balancers and test runners: 200 once the database is open and migrated, else 503.
import { sql } from "drizzle-orm";
import { NextResponse } from "next/server";
import { getDb } from "@/lib/db";
import { otherMethods } from "@/lib/http";

export const dynamic = "force-dynamic";

export async function GET() {
  try {
    await (await getDb()).execute(sql`select 1`);
    return NextResponse.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    console.error("Health check: the database is unavailable", error);
    return NextResponse.json({ status: "unavailable" }, { status: 503, headers: { "cache-control": "no-store" } });
  }
}

// Any other method: 405 with Allow (lib/http.ts).
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
