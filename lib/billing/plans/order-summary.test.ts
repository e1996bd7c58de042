import { findCatalogPlan } from "./catalog";
import { annualNoteFor, formatOrderDate, orderSummaryText } from "./order-summary";
import { subscriptionEnd } from "./subscription-term";

describe("order summary", () => {
  const paidAt = new Date("2026-11-27T20:30:00Z"); // 28 November in India

  it("prints an India annual order in rupees with paise, each tax line, and the paid facts in India time", () => {
    const professionalYearlyInr = findCatalogPlan(15)!;
    expect(professionalYearlyInr).toMatchObject({
      plan_name: "Professional",
      billing_cycle: "Yearly",
      currency: "INR",
    });
    const text = orderSummaryText({
      planName: "Professional",
      cycle: "Yearly",
      currency: "INR",
      subtotal: 7_999_000,
      taxLines: [{ label: "IGST (18%)", amount: 1_439_820 }],
      total: 9_438_820,
      annualNote: annualNoteFor(professionalYearlyInr),
      paid: { reference: "pay_123", paidAt, invoiceNumber: "LF/2026-27/00042", invoiceUrl: "https://x.example/i" },
    });
    expect(text).toEqual([
      "Plan: Professional",
      "Billing cycle: Yearly",
      "Per month: ₹6,665.83/mo, billed ₹79,990 yearly, save ₹15,998",
      "Price: ₹79,990.00",
      "IGST (18%): ₹14,398.20",
      "Total paid: ₹94,388.20",
      "Payment reference: pay_123",
      "Paid on: 28 November 2026 (India time)",
      "Next renewal: 28 November 2027 (India time)",
      "Invoice: LF/2026-27/00042 (https://x.example/i)",
    ]);
  });

  it("dates a USD order in UTC, and a free signup says Free plan", () => {
    expect(formatOrderDate(paidAt, "USD")).toBe("27 November 2026 (UTC)");
    expect(
      orderSummaryText({
        planName: "Free",
        cycle: "Monthly",
        currency: "USD",
        subtotal: 0,
        taxLines: [],
        total: 0,
        free: true,
      }),
    ).toEqual(["Plan: Free (Free plan)", "Total: Free plan: nothing to pay"]);
  });

  it("renews a month later on the same day, clamped to the month's end", () => {
    expect(subscriptionEnd(new Date("2026-01-31T10:00:00Z"), "Monthly").toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(subscriptionEnd(new Date("2028-02-29T10:00:00Z"), "Yearly").toISOString()).toBe("2029-02-28T10:00:00.000Z");
  });

  it("gives the USD annual note of the issue", () => {
    expect(annualNoteFor(findCatalogPlan(7)!)).toBe("$82.50/mo, billed $990 yearly, save $198");
    expect(annualNoteFor(findCatalogPlan(3)!)).toBeUndefined();
  });
});
