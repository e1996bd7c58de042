// Whom an e-mail job is for, masked, for `npm run outbox` (scripts/outbox.ts): its payload's `to`, or the contact of the
// client (or of the payment's client) it names: a dead welcome shows whom it was for without SQL.
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import { clients, payments } from "@/lib/platform/db/schema";
import { maskEmail } from "@/lib/platform/log";

type Job = { kind: string; payload: Record<string, unknown> };

const idOf = (value: unknown) =>
  typeof value === "number" || (typeof value === "string" && /^\d+$/.test(value)) ? Number(value) : null;

export async function maskedRecipient(db: Database, { kind, payload }: Job): Promise<string | null> {
  if (kind !== "email") return null;
  if (typeof payload.to === "string") return maskEmail(payload.to);
  let clientId = idOf(payload.clientId);
  const paymentId = idOf(payload.paymentId);
  if (clientId === null && paymentId !== null) {
    const [payment] = await db.select({ clientId: payments.clientId }).from(payments).where(eq(payments.id, paymentId));
    clientId = payment?.clientId ?? null;
  }
  if (clientId === null) return null;
  const [client] = await db.select({ email: clients.contactEmail }).from(clients).where(eq(clients.id, clientId));
  return client ? maskEmail(client.email) : null;
}
