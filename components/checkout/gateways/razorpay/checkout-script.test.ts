import { PROCESSING_FAILED } from "@/lib/billing/payments/form-messages";
import {
  openRazorpayCheckout,
  RAZORPAY_SCRIPT,
  RAZORPAY_UNAVAILABLE,
  razorpayOptions,
  type RazorpayConstructor,
  type RazorpayOptions,
  type RazorpayOrder,
} from "./checkout-script";

const order: RazorpayOrder = {
  keyId: "rzp_test_key",
  amount: 249900,
  orderId: "order_123",
  description: "Pro (Monthly)",
  customer: { name: "Asha Rao", email: "asha@example.in", contact: "+919876543210" },
};
const answer = { razorpay_order_id: "order_123", razorpay_payment_id: "pay_1", razorpay_signature: "sig" };

/** A stand-in for window.Razorpay that records its options and lets the test play the visitor. */
function fakeRazorpay(
  play: (options: RazorpayOptions, fail: (description?: string) => void) => void,
): RazorpayConstructor {
  return class {
    private failed?: (response: { error?: { description?: string } }) => void;
    constructor(private options: RazorpayOptions) {}
    on(_event: "payment.failed", listener: (response: { error?: { description?: string } }) => void) {
      this.failed = listener;
    }
    open() {
      play(this.options, (description) => this.failed?.({ error: { description } }));
    }
  };
}
const loaded = () => Promise.resolve();

describe("razorpayOptions", () => {
  it("builds Checkout's options from the server's order: INR, LeadFlow, prefill, blue theme, English", () => {
    const handler = jest.fn();
    const ondismiss = jest.fn();
    const options = razorpayOptions(order, handler, ondismiss);
    expect(options).toEqual({
      key: "rzp_test_key",
      amount: 249900,
      currency: "INR",
      order_id: "order_123",
      name: "LeadFlow",
      description: "Pro (Monthly)",
      prefill: { name: "Asha Rao", email: "asha@example.in", contact: "+919876543210" },
      config: { display: { language: "en" } },
      theme: { color: "#2547ea" },
      handler,
      modal: { ondismiss },
    });
  });
});

describe("openRazorpayCheckout", () => {
  it("loads the Checkout script, then resolves with the signed answer", async () => {
    const load = jest.fn(loaded);
    const getRazorpay = () => fakeRazorpay((options) => options.handler(answer));
    await expect(openRazorpayCheckout(order, { load, getRazorpay })).resolves.toEqual(answer);
    expect(load).toHaveBeenCalledWith(RAZORPAY_SCRIPT);
  });

  it("resolves null when the visitor dismisses the modal", async () => {
    const getRazorpay = () => fakeRazorpay((options) => options.modal.ondismiss());
    await expect(openRazorpayCheckout(order, { load: loaded, getRazorpay })).resolves.toBeNull();
  });

  it("rejects with Razorpay's description when the payment fails", async () => {
    const getRazorpay = () => fakeRazorpay((_options, fail) => fail("Your payment was declined by the bank."));
    await expect(openRazorpayCheckout(order, { load: loaded, getRazorpay })).rejects.toThrow(
      "Your payment was declined by the bank.",
    );
    const silent = () => fakeRazorpay((_options, fail) => fail());
    await expect(openRazorpayCheckout(order, { load: loaded, getRazorpay: silent })).rejects.toThrow(PROCESSING_FAILED);
  });

  it("rejects with a readable message when the script cannot load", async () => {
    const load = () => Promise.reject(new Error("offline"));
    await expect(openRazorpayCheckout(order, { load, getRazorpay: () => undefined })).rejects.toThrow(
      RAZORPAY_UNAVAILABLE,
    );
    await expect(openRazorpayCheckout(order, { load: loaded, getRazorpay: () => undefined })).rejects.toThrow(
      RAZORPAY_UNAVAILABLE,
    );
  });
});
