/** The constraint a unique violation (SQLSTATE 23505) hit, looking through drizzle's wrapping; else undefined. */
export function uniqueViolation(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === "23505") return typeof constraint === "string" ? constraint : "";
    current = cause;
  }
  return undefined;
}
