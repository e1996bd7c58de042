import "server-only";
import { getDb } from "@/lib/platform/db";
import { env } from "@/lib/platform/env";
import { checkAlerts } from "./alerts";

/** The app's alert check, as lib/server/periodic.ts runs it every minute on each instance. */
export async function checkAppAlerts(): Promise<void> {
  await checkAlerts(await getDb(), { opsInbox: env.observability.opsInbox, now: new Date() });
}
