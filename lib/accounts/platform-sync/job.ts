import { eq } from "drizzle-orm";
import { clients } from "@/lib/platform/db/schema";
import type { JobHandler } from "@/lib/platform/outbox";
import { sendToPlatform } from "./platform";

type SyncConfig = { apiUrl?: string; timeoutMs?: number; fetch?: typeof fetch };

/**
 * The outbox handler for "platform_sync" jobs ({ clientId }): sends the encrypted body stored at registration,
 * then marks the client synced and forgets the body (it holds the API key).
 */
export function platformSyncHandler({ apiUrl, timeoutMs, fetch }: SyncConfig): JobHandler {
  return async (payload, { db, confirmLease }) => {
    const clientId = Number(payload.clientId);
    const [client] = await db
      .select({ platformSync: clients.platformSync, data: clients.platformSyncData })
      .from(clients)
      .where(eq(clients.id, clientId));
    if (!client || client.platformSync === "synced") return; // deleted, or a retry after a success
    if (!apiUrl) throw new Error("PLATFORM_API_URL is not set");
    if (!client.data) throw new Error(`No sync data stored for client ${clientId}`);
    await confirmLease(); // the lease was lost: another drainer may be sending it now
    await sendToPlatform({ apiUrl, data: client.data, timeoutMs, fetch });
    await db.update(clients).set({ platformSync: "synced", platformSyncData: null }).where(eq(clients.id, clientId));
  };
}
