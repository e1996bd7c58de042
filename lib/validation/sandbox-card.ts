import * as z from "zod/mini";

// The sandbox gateway's test card, checked the same way in the browser's checkout and the payment routes.
export const sandboxCardSchema = z.object({
  number: z.string().check(z.trim(), z.regex(/^[\d\s-]{12,23}$/, "Enter a valid card number")),
  expiry: z.string().check(z.trim(), z.regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, "Enter the expiry as MM/YY")),
  cvc: z.string().check(z.trim(), z.regex(/^\d{3,4}$/, "Enter the 3 or 4 digit CVC")),
});
export type SandboxCard = z.infer<typeof sandboxCardSchema>;
