// POST {PLATFORM_API_URL}/clients with the encrypted sync body (docs/product.md section 7).
import { createHash } from "node:crypto";

export const PLATFORM_TIMEOUT_MS = 10_000;
export const SYNC_INVALID_JSON = "Failed to sync with platform. Invalid JSON response.";
export const SYNC_API_ERROR = "API returned an error";

export class PlatformSyncError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PlatformSyncError";
  }
}

/**
 * The Idempotency-Key header of a sync: derived from the encrypted body, which is stored once per client at
 * registration and sent as it is on every try, so every retry of one client's sync carries the same key and no two
 * clients share one (each body has a random IV). The body itself stays the product's { data }.
 */
export function syncIdempotencyKey(data: string): string {
  return `sync-${createHash("sha256").update(data, "utf8").digest("hex")}`;
}

type SendOptions = { apiUrl: string; data: string; timeoutMs?: number; fetch?: typeof fetch };

/** Resolves when the platform took the client: HTTP 2xx and a truthy status (or data.status). Throws otherwise. */
export async function sendToPlatform({
  apiUrl,
  data,
  timeoutMs = PLATFORM_TIMEOUT_MS,
  fetch: fetchImpl = fetch,
}: SendOptions): Promise<void> {
  let response: Response;
  try {
    response = await fetchImpl(`${apiUrl.replace(/\/$/, "")}/clients`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        "idempotency-key": syncIdempotencyKey(data),
      },
      body: JSON.stringify({ data }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    throw new PlatformSyncError(
      timedOut
        ? `Platform did not answer within ${timeoutMs / 1000} s`
        : `Platform unreachable: ${(error as Error).message}`,
    );
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new PlatformSyncError(response.ok ? SYNC_INVALID_JSON : `${SYNC_API_ERROR} (HTTP ${response.status})`);
  }
  if (!response.ok || !accepted(body)) {
    throw new PlatformSyncError(`${messageOf(body) ?? SYNC_API_ERROR} (HTTP ${response.status})`);
  }
}

function accepted(body: unknown): boolean {
  if (!body || typeof body !== "object") return false;
  const { status, data } = body as { status?: unknown; data?: { status?: unknown } | null };
  return Boolean(status) || Boolean(data && typeof data === "object" && data.status);
}

function messageOf(body: unknown): string | undefined {
  const message = body && typeof body === "object" ? (body as { message?: unknown }).message : undefined;
  return typeof message === "string" && message ? message : undefined;
}
