// What a log line must never carry even when nobody thought to mask it, however deep in the logged object: a value
// under a secret's name ("[redacted]"), a full e-mail address (kept as "j***@example.com") or a password inside a
// URL ("postgres://app:***@db").

const CREDENTIALS_IN_URL = /\b([a-z][\w+.-]*:\/\/[^:@/\s]*:)[^@/\s]+@/gi;
const EMAIL_ADDRESS = /\b([A-Za-z0-9])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)\b/g;
const MAX_DEPTH = 8;

export function scrubText(text: string): string {
  return text.replace(CREDENTIALS_IN_URL, "$1***@").replace(EMAIL_ADDRESS, "$1***@$2");
}

export const REDACTED = "[redacted]";

/** A copy of value with secrets' values redacted and every string scrubbed; errors are left to their serializer. */
export function scrubValue(value: unknown, secretKeys: ReadonlySet<string>, depth = 0): unknown {
  if (typeof value === "string") return scrubText(value);
  if (depth >= MAX_DEPTH || value === null || typeof value !== "object" || value instanceof Error) return value;
  if (value instanceof Date || Buffer.isBuffer(value)) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, secretKeys, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = secretKeys.has(key.toLowerCase()) ? REDACTED : scrubValue(item, secretKeys, depth + 1);
  }
  return copy;
}
