import type { SiteCopy } from "@/lib/content/site-copy-schema";

/**
 * The payment step's words (content/signup.yaml), read by the server page and passed down as props: the browser runs
 * no content reader. Buttons, field labels, errors and the busy state stay in code (docs/editing.md).
 */
export type CheckoutWords = Pick<SiteCopy["signup"], "checkout" | "gateway">;
