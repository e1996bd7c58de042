import type { CheckoutWidget } from "../widget";
import { openRazorpayCheckout } from "./checkout-script";

/** The India gateway's widget: Razorpay Checkout's own window, whose signed answer the verify route checks. */
export const razorpayWidget: CheckoutWidget = {
  read: (data) => (typeof data.key_id === "string" && data.key_id ? { keyId: data.key_id } : null),
  async open(order) {
    const answer = await openRazorpayCheckout({
      keyId: order.data.keyId,
      amount: order.amount,
      orderId: order.reference,
      description: order.description,
      customer: order.customer,
    });
    return answer
      ? {
          order_id: answer.razorpay_order_id,
          payment_id: answer.razorpay_payment_id,
          signature: answer.razorpay_signature,
        }
      : null;
  },
};
