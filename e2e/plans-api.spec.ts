import { expect, test } from "./fixtures";

const COUNTRIES = ["IN", "US", "CA", "GB", "AU", "EU", "JP", "CN", "BR", "MX", "ZZ", ""];

test("GET /api/subscriptions/plans answers every country and cycle in INR for India and USD elsewhere", async ({
  request,
}) => {
  for (const country of COUNTRIES) {
    for (const cycle of ["Monthly", "Yearly"]) {
      const response = await request.get(`/api/subscriptions/plans?country_code=${country}&billing_cycle=${cycle}`);
      expect(response.status(), `${country} ${cycle}`).toBe(200);
      const body = (await response.json()) as {
        currency: string;
        plans: { currency: string; billing_cycle: string; price: unknown; features: unknown }[];
      };
      const currency = country === "IN" ? "INR" : "USD";
      expect(body.currency).toBe(currency);
      expect(body.plans).toHaveLength(4);
      for (const plan of body.plans) {
        expect(plan).toMatchObject({ currency, billing_cycle: cycle });
        expect(typeof plan.price).toBe("number");
        expect(Array.isArray(plan.features)).toBe(true);
      }
    }
  }
});

test("the plans API defaults to Monthly and refuses an unknown billing cycle", async ({ request }) => {
  const plain = (await (await request.get("/api/subscriptions/plans")).json()) as {
    plans: { billing_cycle: string; price: number }[];
  };
  expect(plain.plans.every((plan) => plan.billing_cycle === "Monthly")).toBe(true);
  expect(plain.plans.map((plan) => plan.price)).toEqual([0, 29, 99, 299]);

  const bad = await request.get("/api/subscriptions/plans?billing_cycle=Weekly");
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({ success: false, error: "billing_cycle must be Monthly or Yearly" });
});
