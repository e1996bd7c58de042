import { z } from "zod";
import { assignSubscriptionSchema } from "@/lib/accounts/backend/contract";
import { registrationPayloadSchema } from "@/lib/accounts/companies/payload";
import { checkoutClientSchema } from "@/lib/billing/payments/checkout-client";
import { jsonId } from "./json-id";

describe("an id in a JSON body", () => {
  const schema = z.object({ client_id: jsonId("client_id must be a positive number") });

  it("reads a positive whole number, or its digits in a string", () => {
    expect(schema.parse({ client_id: 7 })).toEqual({ client_id: 7 });
    expect(schema.parse({ client_id: "42" })).toEqual({ client_id: 42 });
  });

  it("refuses what only coerces to a number, with the field's message", () => {
    for (const client_id of [
      true,
      false,
      [1],
      [[1]],
      "1e0",
      " 1 ",
      "0x1",
      "1.0",
      1.5,
      0,
      -1,
      "0",
      "01",
      "",
      null,
      {},
    ]) {
      const issues = schema.safeParse({ client_id }).error?.issues;
      expect({ client_id, message: issues?.[0].message }).toEqual({
        client_id,
        message: "client_id must be a positive number",
      });
    }
  });
});

describe("the bodies that carry ids", () => {
  it("refuse look-alikes in an assignment, a checkout and a registration's plan", () => {
    const fields = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      result.error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(
      fields(assignSubscriptionSchema.safeParse({ client_id: true, plan_id: [1], billing_cycle: "Monthly" })),
    ).toEqual([
      ["client_id", "client_id must be a positive number"],
      ["plan_id", "plan_id must be a positive number"],
    ]);
    expect(assignSubscriptionSchema.parse({ client_id: "7", plan_id: 1, billing_cycle: "Monthly" })).toEqual({
      client_id: 7,
      plan_id: 1,
      billing_cycle: "Monthly",
    });
    expect(fields(checkoutClientSchema.safeParse({ client_id: "1e0" }))).toEqual([
      ["client_id", "client_id must be a positive number"],
    ]);
    expect(checkoutClientSchema.parse({})).toEqual({});
    const registration = {
      client_name: "Acme",
      contact_name: "Asha",
      contact_email: "a@acme.example",
      contact_phone: "+14155550100",
      acceptTerms: true,
    };
    expect(fields(registrationPayloadSchema.safeParse({ ...registration, plan_data: { id: true } }))).toEqual([
      ["plan_data.id", "plan_data.id must be a plan id"],
    ]);
    expect(registrationPayloadSchema.parse({ ...registration, plan_data: { id: "3" } }).plan_data).toEqual({ id: 3 });
  });
});
