import { billingDetailsSchema } from "./billing";
import {
  ADDRESS_REQUIRED,
  addressRequired,
  billingProblems,
  CITY_REQUIRED,
  EU_VAT_NUMBER_REQUIRED,
  NO_EMOJI,
  POSTAL_CODE_REQUIRED,
} from "./billing-rules";

// The browser's rules and the server's schema answer the same: an optional part is never reported required.
const fieldsOf = (input: Record<string, unknown>) => {
  const parsed = billingDetailsSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe("a billing address in part", () => {
  it.each([
    ["US", { state: "" }],
    ["IN", { state: "29" }],
  ])("%s: a postal code alone is accepted by the browser and the server, and kept", (country, extra) => {
    const input = { country, name: "Acme", gstin: "", postalCode: "73301", ...extra };
    expect(addressRequired(input)).toBe(false);
    expect(billingProblems(input)).toEqual({});
    expect(billingDetailsSchema.parse({ country, name: "Acme", postal_code: "73301", ...extra })).toMatchObject({
      address: { postalCode: "73301" },
    });
  });

  it("a city alone prints as given: no line1 invented", () => {
    const details = billingDetailsSchema.parse({ country: "US", name: "Acme", city: "Austin" });
    expect(details.address).toEqual({ city: "Austin" });
  });

  it("a business number makes the address required, on both sides alike", () => {
    const input = { country: "IN", name: "Acme", state: "27", gstin: "27AAPFU0939F1ZV", postalCode: "400001" };
    expect(billingProblems(input)).toEqual({ line1: ADDRESS_REQUIRED, city: CITY_REQUIRED });
    expect(
      fieldsOf({ country: "IN", name: "Acme", state: "27", gstin: "27AAPFU0939F1ZV", postal_code: "400001" }),
    ).toEqual({ line1: ADDRESS_REQUIRED, city: CITY_REQUIRED });
  });

  it("an EU buyer needs a VAT number (businesses only) and so the address", () => {
    expect(billingProblems({ country: "DE", name: "Acme", state: "", gstin: "", postalCode: "10115" })).toEqual({
      line1: ADDRESS_REQUIRED,
      city: CITY_REQUIRED,
      taxId: EU_VAT_NUMBER_REQUIRED,
    });
    expect(fieldsOf({ country: "DE", name: "Acme", tax_id: "DE123456789" })).toEqual({
      line1: ADDRESS_REQUIRED,
      city: CITY_REQUIRED,
      postal_code: POSTAL_CODE_REQUIRED,
    });
  });

  it("refuses emoji with a clear message instead of printing empty boxes", () => {
    expect(fieldsOf({ country: "US", name: "Acme 🚀" })).toEqual({ name: NO_EMOJI });
    expect(fieldsOf({ country: "US", name: "Acme", city: "Austin 🤠" })).toEqual({ city: NO_EMOJI });
    expect(fieldsOf({ country: "US", name: "राम ट्रेडर्स ® Acme™" })).toEqual({});
  });
});
