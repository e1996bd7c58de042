/** The hidden field people never see; bots that fill every input fill it too (the server then pretends success). */
export const HONEYPOT_FIELD = "website";

export function filledHoneypot(input: Record<string, unknown>): boolean {
  const value = input[HONEYPOT_FIELD];
  return typeof value === "string" && value.trim() !== "";
}
