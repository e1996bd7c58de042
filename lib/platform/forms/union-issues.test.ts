import { z } from "zod";
import { fieldErrors } from "@/lib/platform/forms/forms";
import { plainMessage } from "./plain-messages";
import { flattenUnionIssues } from "./union-issues";

// Checkout's verification, or (sandbox) the order and a test card: the shape of the Razorpay verify route.
const verify = z.union([
  z.object({ order_id: z.string().min(1), payment_id: z.string().min(1), signature: z.string().min(1) }),
  z.object({
    order_id: z.string().min(1),
    card: z.object({ number: z.string().regex(/^\d{12,19}$/, "Enter a valid card number") }),
  }),
]);

function errorsFor(input: unknown) {
  const result = verify.safeParse(input, { error: plainMessage });
  return result.success ? {} : fieldErrors(result.error.issues, undefined, input);
}

describe("field errors of a union that matched no branch", () => {
  it("names the first branch's fields when the body tried none (an empty body)", () => {
    expect(errorsFor({})).toEqual({
      order_id: "order_id is required",
      payment_id: "payment_id is required",
      signature: "signature is required",
    });
    expect(errorsFor({ order_id: "order_1" })).toEqual({
      payment_id: "payment_id is required",
      signature: "signature is required",
    });
  });

  it("names the branch whose fields the body sent", () => {
    expect(errorsFor({ order_id: "order_1", card: { number: "1" } })).toEqual({ card: "Enter a valid card number" });
    expect(errorsFor({ order_id: "order_1", payment_id: "pay_1", signature: 7 })).toEqual({
      signature: "signature must be text",
    });
  });

  it("names the first branch without the input, and nests a union's path", () => {
    const nested = z.object({ payment: verify });
    const result = nested.safeParse({ payment: {} }, { error: plainMessage });
    const issues = flattenUnionIssues(result.error!.issues);
    expect(issues.map((issue) => issue.path)).toEqual([
      ["payment", "order_id"],
      ["payment", "payment_id"],
      ["payment", "signature"],
    ]);
    expect(fieldErrors(result.error!.issues)).toEqual({ payment: expect.stringMatching(/order_id is required/) });
  });
});
