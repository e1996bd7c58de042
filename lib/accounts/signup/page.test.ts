import { signupPlanFromQuery, signupPrefill, toSignupPlan } from "./page";

describe("signupPlanFromQuery", () => {
  it.each([
    [{ plan: "3" }, 3],
    [{ plan: "3", billing_cycle: "Monthly" }, 3],
    [{ plan: "3", billing_cycle: "Yearly" }, 7], // the id names Monthly: its Yearly counterpart
    [{ plan: "7", billing_cycle: "monthly" }, 3],
    [{ plan: "10", billing_cycle: "Yearly" }, 6], // INR Starter's id: a US visitor gets USD Starter Yearly
    [{ plan: "3", billing_cycle: "Annually" }, 7], // the pricing toggle's own word
    [{ plan: "3", billing_cycle: "ANNUAL" }, 7],
    [{ plan: "3", billing_cycle: "yearly" }, 7],
    [{ plan: "7", billing_cycle: "MONTHLY" }, 3],
    [{ plan: "6", billing_cycle: "Weekly" }, 6], // an unknown cycle leaves the id alone
    [{ plan: ["2", "4"] }, 2],
    // By name or slug, in any case, the cycle from the link (Monthly when it names none).
    [{ plan: "professional", billing_cycle: "annually" }, 7],
    [{ plan: "Professional" }, 3],
    [{ plan: "STARTER", billing_cycle: "Yearly" }, 6],
    [{ plan: "enterprise", billing_cycle: "monthly" }, 4],
    [{ plan: " free " }, 1],
  ])("%j chooses plan %i for a US visitor", (params, id) => {
    expect(signupPlanFromQuery(params, "US")?.id).toBe(id);
  });

  it.each([
    [{ plan: "3" }, "IN", 11], // USD Professional's id: an Indian visitor gets INR Professional
    [{ plan: "10", billing_cycle: "Yearly" }, "IN", 14],
    [{ plan: "11" }, "DE", 3], // any country but India pays in USD
    [{ plan: "11", billing_cycle: "Yearly" }, "US", 7],
    [{ plan: "professional", billing_cycle: "annually" }, "IN", 15],
  ])("%j for a visitor from %s chooses plan %i, in the visitor's currency", (params, country, id) => {
    expect(signupPlanFromQuery(params, country)?.id).toBe(id);
  });

  it.each([
    {},
    { plan: "" },
    { plan: "99" },
    { plan: "0" },
    { plan: "abc" },
    { plan: "platinum" },
    { plan: "professional-plus" },
    { plan: "2.5" },
    { plan: "-1" },
    { billing_cycle: "Yearly" },
  ])("%j chooses no plan", (params) => {
    expect(signupPlanFromQuery(params, "US")).toBeNull();
  });

  it("keeps what plan_data needs", () => {
    expect(toSignupPlan(signupPlanFromQuery({ plan: "2" }, "US")!)).toEqual({
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
      signupPrefill({
        company_name: " Acme ",
        contact_name: "Asha",
        contact_email: "a@acme.example",
        contact_phone: "+91 98765",
        plan: "2",
      }),
    ).toEqual({
      client_name: "Acme",
      contact_name: "Asha",
      contact_email: "a@acme.example",
      contact_phone: "+91 98765",
      acceptTerms: false,
    });
    expect(signupPrefill({ company_name: "x".repeat(500) }).client_name).toHaveLength(120);
    expect(signupPrefill({})).toEqual({
      client_name: "",
      contact_name: "",
      contact_email: "",
      contact_phone: "",
      acceptTerms: false,
    });
  });
});
