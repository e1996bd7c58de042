// docs/product.md section 8's payment messages (shared with the checkout, which may not import lib/billing/payments).
export * from "@/lib/billing/payments/form-messages";
