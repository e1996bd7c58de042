import { verifyRazorpaySchema } from "@/lib/billing/gateways/razorpay/server";
import { confirmStripeSchema } from "@/lib/billing/gateways/stripe/server";

describe("payment references", () => {
  it("accept the gateways' ids and signatures", () => {
    expect(confirmStripeSchema.safeParse({ payment_intent_id: "pi_3NqFake_secret-1" }).success).toBe(true);
    expect(
      verifyRazorpaySchema.safeParse({
        order_id: "order_Fake123",
        payment_id: "pay_Fake456",
        signature: "9f86d081884c7d65",
      }).success,
    ).toBe(true);
  });

  it("refuse anything else (a NUL, spaces, quotes) with a plain message", () => {
    for (const payment_intent_id of ["pi_\u0000", "pi 1", "pi_'1"]) {
      const result = confirmStripeSchema.safeParse({ payment_intent_id });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe("This is not a valid payment reference.");
    }
    const badSignature = verifyRazorpaySchema.safeParse({
      order_id: "order_1",
      payment_id: "pay_1",
      signature: "abc\u0000",
    });
    expect(badSignature.success).toBe(false);
  });
});
