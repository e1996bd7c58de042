// docs/product.md section 8's payment messages: used by the payment routes and by the checkout.
export const SESSION_FAILED = "Failed to create payment session";
export const ORDER_FAILED = "Failed to create payment order";
export const PROCESSING_FAILED =
  "Payment processing failed. Please try again or contact support if the issue persists.";
export const verificationFailed = (status: number, text: string) =>
  `Payment verification failed: ${status} ${text}`.trim();
export const CARD_DECLINED = "Your card was declined.";
export const CARD_INCORRECT = "Your card number is incorrect.";
// Ours, not the product's: a registration is paid for once (lib/billing/payments/fulfil.ts).
export const ALREADY_PAID = "Your payment has already been received.";
export const NOT_NEEDED_REFUNDED =
  "This payment was not needed: your registration is already paid for, or its plan has changed. It will be refunded.";
export const PLAN_CHANGED =
  "The plan of this registration has changed since this page was opened. Please reload the page to pay for the plan it has now.";
