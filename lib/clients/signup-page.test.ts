import { signupPlanFromQuery, signupPrefill, toSignupPlan } from "./signup-page";

describe("signupPlanFromQuery", () => {
  it.each([
    [{ plan: "3" }, 3],
    [{ plan: "3", billing_cycle: "Monthly" }, 3],
    [{ plan: "3", billing_cycle: "Yearly" }, 7], // the id names Monthly: its Yearly counterpart
    [{ plan: "7", billing_cycle: "monthly" }, 3],
    [{ plan: "10", billing_cycle: "Yearly" }, 14], // INR Starter
    [{ plan: "6", billing_cycle: "Weekly" }, 6], // an unknown cycle leaves the id alone
    [{ plan: ["2", "4"] }, 2],
  ])("%j chooses plan %i", (params, id) => {
    expect(signupPlanFromQuery(params)?.id).toBe(id);
  });

  it.each([{}, { plan: "" }, { plan: "99" }, { plan: "0" }, { plan: "abc" }, { plan: "2.5" }, { plan: "-1" }, { billing_cycle: "Yearly" }])(
    "%j chooses no plan",
    (params) => {
      expect(signupPlanFromQuery(params)).toBeNull();
    },
  );

  it("keeps what plan_data needs", () => {
    expect(toSignupPlan(signupPlanFromQuery({ plan: "2" })!)).toEqual({
      id: 2,
      plan_id: 2,
      plan_name: "Starter",
      price: 29,
      currency: "USD",
      billing_cycle: "Monthly",
      user_limit: 5,
      ai_tokens_limit: 10_000,
    });
  });
});

describe("signupPrefill", () => {
  it("maps the query to the form fields, trimmed and clipped", () => {
    expect(
      signupPrefill({ company_name: " Acme ", contact_name: "Asha", contact_email: "a@acme.example", contact_phone: "+91 98765", plan: "2" }),
    ).toEqual({ client_name: "Acme", contact_name: "Asha", contact_email: "a@acme.example", contact_phone: "+91 98765", acceptTerms: false });
    expect(signupPrefill({ company_name: "x".repeat(500) }).client_name).toHaveLength(120);
    expect(signupPrefill({})).toEqual({ client_name: "", contact_name: "", contact_email: "", contact_phone: "", acceptTerms: false });
  });
});
