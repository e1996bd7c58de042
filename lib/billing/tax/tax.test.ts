import { createPaymentForClientSchema } from "@/lib/billing/payments/checkout-client";
import { billingDetailsSchema } from "./billing";
import { GSTIN_STATE_MISMATCH } from "./billing-rules";
import { BILLING_NAME_REQUIRED, BILLING_STATE_REQUIRED, billingProblems } from "./billing-rules";
import { computeTax } from "./gst";
import { GSTIN_CHECK, GSTIN_FORMAT, GSTIN_LENGTH, GSTIN_STATE, gstinCheckCharacter, gstinProblem } from "./gstin";
import { INDIAN_STATES } from "./india-states";

const CODES = INDIAN_STATES.map((state) => state.code);

describe("GST on an order", () => {
  it("splits 18 % into CGST 9 % and SGST 9 % for a buyer in the supplier's state", () => {
    expect(computeTax({ taxable: 239_900, currency: "INR", buyerStateCode: "29", supplierStateCode: "29" })).toEqual({
      currency: "INR",
      taxable: 239_900,
      lines: [
        { kind: "CGST", ratePercent: 9, amount: 21_591 },
        { kind: "SGST", ratePercent: 9, amount: 21_591 },
      ],
      tax: 43_182,
      total: 283_082,
    });
  });

  it("charges IGST 18 % for a buyer in another state", () => {
    expect(
      computeTax({ taxable: 799_900, currency: "INR", buyerStateCode: "27", supplierStateCode: "29" }),
    ).toMatchObject({
      lines: [{ kind: "IGST", ratePercent: 18, amount: 143_982 }],
      total: 943_882,
    });
  });

  it("charges no Indian tax on a foreign order", () => {
    expect(computeTax({ taxable: 2_900, currency: "USD", supplierStateCode: "29" })).toEqual({
      currency: "USD",
      taxable: 2_900,
      lines: [],
      tax: 0,
      total: 2_900,
    });
  });

  it("rounds each line to the paisa and totals what is printed", () => {
    const tax = computeTax({ taxable: 1_005, currency: "INR", buyerStateCode: "29", supplierStateCode: "29" });
    expect(tax.lines.map((line) => line.amount)).toEqual([90, 90]);
    expect(tax.total).toBe(1_185);
  });
});

describe("GSTIN", () => {
  it("accepts real GSTINs (the GSTN's mod-36 check character)", () => {
    for (const gstin of ["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "29AABCL1234F1ZU"]) {
      expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
      expect(gstinProblem(gstin, CODES)).toBeNull();
    }
  });

  it("names what is wrong", () => {
    expect(gstinProblem("27AAPFU0939F1Z", CODES)).toBe(GSTIN_LENGTH);
    expect(gstinProblem("27AAPFU0939F1XV", CODES)).toBe(GSTIN_FORMAT);
    expect(gstinProblem("2AAAPFU0939F1ZV", CODES)).toBe(GSTIN_FORMAT);
    expect(gstinProblem("99AAPFU0939F1ZV", CODES)).toBe(GSTIN_STATE);
    expect(gstinProblem("27AAPFU0939F1ZW", CODES)).toBe(GSTIN_CHECK);
    // One character mistyped: the check character catches it.
    expect(gstinProblem("27AAPFU0938F1ZV", CODES)).toBe(GSTIN_CHECK);
  });

  it("billing details: optional GSTIN normalised, its state must be the billing state", () => {
    expect(
      billingDetailsSchema.parse({
        name: " Acme Pvt Ltd ",
        state: "27",
        gstin: "27aapfu 0939f1zv",
        line1: "1 MG Road",
        city: "Mumbai",
        postal_code: "400001",
      }),
    ).toEqual({
      name: "Acme Pvt Ltd",
      state: "27",
      gstin: "27AAPFU0939F1ZV",
      address: { line1: "1 MG Road", city: "Mumbai", postalCode: "400001" },
    });
    expect(billingDetailsSchema.parse({ name: "Asha", state: "07", gstin: "" })).toEqual({
      name: "Asha",
      state: "07",
      gstin: undefined,
    });
    const mismatch = billingDetailsSchema.safeParse({
      name: "Acme",
      state: "29",
      gstin: "27AAPFU0939F1ZV",
      line1: "1 MG Road",
      city: "Mumbai",
      postal_code: "400001",
    });
    expect(mismatch.success || mismatch.error.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["gstin", GSTIN_STATE_MISMATCH],
    ]);
    const bad = billingDetailsSchema.safeParse({
      name: "",
      state: "XX",
      gstin: "27AAPFU0939F1ZW",
      line1: "1 MG Road",
      city: "Mumbai",
      postal_code: "400001",
    });
    expect(bad.success || bad.error.issues.map((issue) => issue.path.join("."))).toEqual(["name", "state", "gstin"]);
  });
});

describe("the payment routes' billing input", () => {
  it("refuses a tampered GSTIN with its message, before anything is priced", () => {
    const parsed = createPaymentForClientSchema.safeParse({
      country_code: "IN",
      billing: {
        name: "Acme",
        state: "27",
        gstin: "27AAPFU0939F1ZW",
        line1: "1 MG Road",
        city: "Mumbai",
        postal_code: "400001",
      },
    });
    expect(parsed.success || parsed.error.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["billing.gstin", GSTIN_CHECK],
    ]);
    expect(
      createPaymentForClientSchema.parse({
        country_code: "IN",
        billing: {
          name: "Acme",
          state: "27",
          gstin: "27AAPFU0939F1ZV",
          line1: "1 MG Road",
          city: "Mumbai",
          postal_code: "400001",
        },
      }).billing,
    ).toMatchObject({ name: "Acme", state: "27", gstin: "27AAPFU0939F1ZV" });
  });
});

describe("the checkout's billing check (no zod in the browser)", () => {
  it("gives the server schema's messages", () => {
    expect(billingProblems({ name: " ", state: "", gstin: "" })).toEqual({
      name: BILLING_NAME_REQUIRED,
      state: BILLING_STATE_REQUIRED,
    });
    expect(
      billingProblems({
        name: "Acme",
        state: "29",
        gstin: "27AAPFU0939F1ZV",
        line1: "1 MG Road",
        city: "Mumbai",
        postalCode: "400001",
      }),
    ).toEqual({
      gstin: GSTIN_STATE_MISMATCH,
    });
    expect(
      billingProblems({
        name: "Acme",
        state: "27",
        gstin: "27aapfu0939f1zw",
        line1: "1 MG Road",
        city: "Mumbai",
        postalCode: "400001",
      }),
    ).toEqual({ gstin: GSTIN_CHECK });
    expect(
      billingProblems({
        name: "Acme",
        state: "27",
        gstin: "27aapfu0939f1zv",
        line1: "1 MG Road",
        city: "Mumbai",
        postalCode: "400001",
      }),
    ).toEqual({});
  });
});
