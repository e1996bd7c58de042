import { countryOptions, defaultBillingCountry, languageOf } from "./countries";
import { normaliseTaxId, reverseChargeNote, taxIdMessages, taxIdProblem, taxIdRule } from "./tax-id";

describe("billing countries", () => {
  it("lists every ISO 3166 country, named and sorted in the visitor's language", () => {
    const german = countryOptions(languageOf("de-DE,de;q=0.9,en;q=0.8"));
    expect(german).toHaveLength(249);
    expect(german.find((country) => country.code === "DE")?.name).toBe("Deutschland");
    expect(german.find((country) => country.code === "SG")?.name).toBe("Singapur");
    expect(german.some((country) => country.code === "EU")).toBe(false);
    const names = german.map((country) => country.name);
    expect(names.indexOf("Ägypten")).toBeLessThan(names.indexOf("Belgien"));
  });

  it("starts with the detected country, the US when none is known", () => {
    expect(defaultBillingCountry("DE")).toBe("DE");
    expect(defaultBillingCountry("sg")).toBe("SG");
    expect(defaultBillingCountry("EU")).toBe("US");
    expect(defaultBillingCountry(undefined)).toBe("US");
  });
});

describe("tax numbers by country", () => {
  it("checks EU VAT numbers with their prefix (EL for Greece)", () => {
    expect(taxIdProblem("DE", normaliseTaxId("de 123 456 789"))).toBeNull();
    expect(taxIdProblem("DE", "123456789")).toBe(taxIdMessages.euVat("DE"));
    expect(taxIdProblem("FR", "FRXX123456789")).toBeNull();
    expect(taxIdProblem("GR", "EL123456789")).toBeNull();
    expect(taxIdProblem("NL", "NL123456789B01")).toBeNull();
    expect(taxIdProblem("NL", "NL123456789")).toBe(taxIdMessages.euVat("NL"));
  });

  it("checks UK VAT numbers and Australian ABNs by their check digits", () => {
    expect(taxIdProblem("GB", "GB999999973")).toBeNull();
    expect(taxIdProblem("GB", "GB999999974")).toBe(taxIdMessages.gbVat);
    expect(taxIdProblem("AU", normaliseTaxId("51 824 753 556"))).toBeNull();
    expect(taxIdProblem("AU", "51824753557")).toBe(taxIdMessages.abn);
    expect(taxIdRule("AU").label).toBe("ABN");
    expect(taxIdProblem("SG", "201912345K")).toBeNull();
  });

  it("reverse-charges a foreign business with a VAT number, not a consumer", () => {
    expect(reverseChargeNote("DE", "DE123456789")).toMatch(/^Reverse charge/);
    expect(reverseChargeNote("GB", "GB999999973")).toBe("Reverse charge: customer to account for VAT to HMRC.");
    expect(reverseChargeNote("DE", undefined)).toBeNull();
    expect(reverseChargeNote("US", "12-3456789")).toBeNull();
  });
});
