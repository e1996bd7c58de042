import { NextResponse } from "next/server";

/** The caller's own data, as the API answers it: `{ success, data }`, never kept by a cache. */
export function ownData(data: unknown, more: Record<string, unknown> = {}) {
  return NextResponse.json({ success: true, data, ...more }, { headers: { "cache-control": "no-store" } });
}
