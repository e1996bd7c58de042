import { ApiError } from "@/lib/platform/http";
import { razorpayServer } from "@/lib/billing/gateways/razorpay/server";
import { stripeServer } from "@/lib/billing/gateways/stripe/server";
import { CHECKOUT_CLIENT_MISMATCH, createPaymentForClientSchema, forSessionClient } from "./checkout-client";

const confirmStripeForClientSchema = stripeServer.method.confirmSchema;
const verifyRazorpayForClientSchema = razorpayServer.method.confirmSchema;

const GOOD_CARD = { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" };

describe("a checkout's client against the session's", () => {
  it("passes the body on without client_id when it names the session's client, or none", () => {
    expect(forSessionClient(7, createPaymentForClientSchema.parse({ client_id: "7", country_code: "us" }))).toEqual({
      country_code: "US",
    });
    expect(forSessionClient(7, createPaymentForClientSchema.parse({ country_code: "IN" }))).toEqual({
      country_code: "IN",
    });
  });

  it("refuses another client with 409 and the reload message", () => {
    const body = confirmStripeForClientSchema.parse({ client_id: 8, payment_intent_id: "pi_1" });
    let caught: unknown;
    try {
      forSessionClient(7, body);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApiError);
    expect(caught).toMatchObject({ status: 409, message: CHECKOUT_CLIENT_MISMATCH });
  });

  it("reads client_id beside either shape of the Razorpay verification", () => {
    const signed = verifyRazorpayForClientSchema.parse({
      client_id: 3,
      order_id: "o_1",
      payment_id: "p_1",
      signature: "s",
    });
    expect(forSessionClient(3, signed)).toEqual({ order_id: "o_1", payment_id: "p_1", signature: "s" });
    const sandbox = verifyRazorpayForClientSchema.parse({ client_id: 3, order_id: "o_1", card: GOOD_CARD });
    expect(() => forSessionClient(4, sandbox)).toThrow(CHECKOUT_CLIENT_MISMATCH);
  });
});
