// The one logger of app and lib code: JSON lines through pino, one object per event, for operators (docs/operations.md).
// Never log a secret, a password, an API key or a full e-mail address: pass addresses through maskEmail().
import pino from "pino";
import { logContext } from "./context";
import { scrubText, scrubValue } from "./scrub";

export { logContext, outsideLogContext, withLogContext } from "./context";

const SECRET_KEYS = [
  "password",
  "newPassword",
  "currentPassword",
  "temporaryPassword",
  "apiKey",
  "api_key",
  "authToken",
  "token",
  "secret",
  "authorization",
  "cookie",
  "sessionSecret",
  "webhookSecret",
  "keySecret",
  "secretKey",
  "syncKey",
  "smtpUrl",
  "databaseUrl",
  "signature",
];

// LOG_LEVEL is read here and not through lib/platform/env: env.ts itself logs its warnings through this module.
const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info");

// `next dev`: readable lines through pino-pretty, in pino's worker thread (pino and pino-pretty stay outside Next's
// bundles: both are on its default serverExternalPackages list). Everywhere else: JSON lines on stdout.
const prettyInDevelopment: pino.TransportSingleOptions | undefined =
  process.env.NODE_ENV === "development"
    ? {
        target: "pino-pretty",
        options: { colorize: true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname,service" },
      }
    : undefined;

// Secrets by name at any depth (a password in a job's payload inside the logged job), whatever the case.
const secretKeys = new Set(SECRET_KEYS.map((key) => key.toLowerCase()));
const scrubbed = (value: unknown) => scrubValue(value, secretKeys);

function scrubbedError(error: unknown) {
  const serialized = pino.stdSerializers.err(error as Error);
  return serialized && typeof serialized === "object" ? scrubbed(serialized) : serialized;
}

// The message text too ("Mail to jane@example.com refused"): every string argument, before pino formats it.
function scrubbedMessage(this: pino.Logger, args: Parameters<pino.LogFn>, method: pino.LogFn) {
  const scrubbed = args.map((arg) => (typeof arg === "string" ? scrubText(arg) : arg));
  return method.apply(this, scrubbed as Parameters<pino.LogFn>);
}

/** Our settings over any destination (stdout by default; a stream in tests). */
export function createLogger(destination?: pino.DestinationStream): pino.Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: "leadflow-site" },
    // The request id and route, or job id and kind, of the work under way (lib/platform/log/context.ts).
    mixin: () => ({ ...logContext() }),
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }), log: (object) => scrubbed(object) as Record<string, unknown> },
    serializers: { err: scrubbedError, error: scrubbedError },
    hooks: { logMethod: scrubbedMessage },
  };
  if (destination) return pino(options, destination);
  return prettyInDevelopment ? pino({ ...options, transport: prettyInDevelopment }) : pino(options);
}

export const logger = createLogger();

export type Logger = pino.Logger;

/** "jane.doe@example.com" → "j***@example.com": enough to tell two people apart in a log, not enough to write to. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 1) return "***";
  return `${address[0]}***${address.slice(at)}`;
}
