import * as z from "zod/mini";

const EXPIRY = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/;

/** A card is good through the last day of its expiry month. */
export function expired(expiry: string, now: Date): boolean {
  const [, month, year] = EXPIRY.exec(expiry.trim()) ?? [];
  const lastMonth = (2000 + Number(year)) * 12 + Number(month) - 1;
  return lastMonth < now.getFullYear() * 12 + now.getMonth();
}

// The sandbox gateway's test card, checked the same way in the browser's checkout and the payment routes.
export const sandboxCardSchema = z.object({
  number: z.string().check(z.trim(), z.regex(/^[\d\s-]{12,23}$/, "Enter a valid card number")),
  expiry: z.string().check(
    z.trim(),
    z.regex(EXPIRY, "Enter the expiry as MM/YY"),
    z.refine((expiry) => !EXPIRY.test(expiry) || !expired(expiry, new Date()), "This card has expired"),
  ),
  cvc: z.string().check(z.trim(), z.regex(/^\d{3,4}$/, "Enter the 3 or 4 digit CVC")),
});
export type SandboxCard = z.infer<typeof sandboxCardSchema>;
