import { repositoryMailTexts } from "@/testing/mail-texts";
import { receiptEmail } from "./receipt-message";

describe("the receipt's renewal sentence", () => {
  it("repeats the checkout's sentence, with the Terms' address", async () => {
    const paidAt = new Date("2026-03-31T12:00:00Z");
    const mail = await receiptEmail(
      {
        to: "asha@acme.example",
        contactName: "Asha",
        companyName: "Acme",
        billingCycle: "Monthly",
        gatewayName: "Stripe",
        termsUrl: "https://leadflow.example/terms",
        order: {
          planName: "Starter",
          cycle: "Monthly",
          currency: "USD",
          subtotal: 2900,
          taxLines: [],
          total: 2900,
          paid: { reference: "pi_1", paidAt },
        },
      },
      repositoryMailTexts,
    );
    const sentence = "Renews automatically on 30 April 2026 (UTC) at $29.00 per month until you cancel.";
    expect(mail.text).toContain(`${sentence} Terms: https://leadflow.example/terms`);
    expect(mail.html).toMatch(
      new RegExp(`${sentence.replace(/[.$()]/g, "\\$&")} Terms: <a href="https://leadflow\\.example/terms"[^>]*>`),
    );
  });
});
