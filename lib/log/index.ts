// The one logger of app and lib code: JSON lines through pino, one object per event, for operators (docs/operations.md).
// Never log a secret, a password, an API key or a full e-mail address: pass addresses through maskEmail().
import pino from "pino";

const SECRET_KEYS = [
  "password",
  "temporaryPassword",
  "apiKey",
  "api_key",
  "authToken",
  "token",
  "secret",
  "authorization",
  "cookie",
];

// LOG_LEVEL is read here and not through lib/env: env.ts itself logs its warnings through this module.
const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info");

/** Our settings over any destination (stdout by default; a stream in tests). */
export function createLogger(destination?: pino.DestinationStream): pino.Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: "leadflow-site" },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: SECRET_KEYS.flatMap((key) => [key, `*.${key}`]), censor: "[redacted]" },
    serializers: { err: pino.stdSerializers.err, error: pino.stdSerializers.err },
  };
  return destination ? pino(options, destination) : pino(options);
}

export const logger = createLogger();

export type Logger = pino.Logger;

/** "jane.doe@example.com" → "j***@example.com": enough to tell two people apart in a log, not enough to write to. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 1) return "***";
  return `${address[0]}***${address.slice(at)}`;
}
