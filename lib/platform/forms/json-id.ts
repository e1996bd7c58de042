import * as z from "zod/mini";

const DIGITS = /^[1-9]\d{0,14}$/;

/**
 * An id in a JSON body: a positive whole number, or its plain digits in a string (as a form sends it). Anything else
 * gets `message`: z.coerce.number would read true, [1], " 1 " or "1e0" as 1.
 */
export function jsonId(message: string) {
  const error = { error: message };
  return z.union(
    [z.int(error).check(z.positive(error)), z.pipe(z.string(error).check(z.regex(DIGITS, error)), z.transform(Number))],
    error,
  );
}
