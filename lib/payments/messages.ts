// docs/product.md section 8's payment messages (shared with the checkout, which may not import lib/payments).
export * from "@/lib/validation/payment-messages";
