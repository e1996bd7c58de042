import { CURRENCY_BY_COUNTRY, currencyForCountry } from "./currency";
import { gatewayForCountry } from "@/lib/billing/gateways";
import { suggestedPhonePrefix } from "./phone";
import { regionForCountry } from "./regions";

const TEST_COUNTRIES = ["IN", "US", "CA", "GB", "AU", "EU", "JP", "CN", "BR", "MX"];

describe("region rules", () => {
  it("maps the product's test countries to their currencies and anything else to USD", () => {
    expect(TEST_COUNTRIES.map(currencyForCountry)).toEqual([
      "INR",
      "USD",
      "CAD",
      "GBP",
      "AUD",
      "EUR",
      "JPY",
      "CNY",
      "BRL",
      "MXN",
    ]);
    expect(Object.keys(CURRENCY_BY_COUNTRY).sort()).toEqual([...TEST_COUNTRIES].sort());
    expect(currencyForCountry("DE")).toBe("USD");
    expect(currencyForCountry("in")).toBe("INR");
  });

  it("suggests the product's phone prefixes for the countries it names, every other country's own calling code, +1 by default", () => {
    expect(TEST_COUNTRIES.map(suggestedPhonePrefix)).toEqual([
      "+91",
      "+1",
      "+1",
      "+44",
      "+61",
      "+33",
      "+81",
      "+86",
      "+55",
      "+52",
    ]);
    expect(["DE", "FR", "ZA", "NL", "AE", "SG", "ng"].map(suggestedPhonePrefix)).toEqual([
      "+49",
      "+33",
      "+27",
      "+31",
      "+971",
      "+65",
      "+234",
    ]);
    expect(suggestedPhonePrefix("XX")).toBe("+1");
    expect(suggestedPhonePrefix(undefined)).toBe("+1");
  });

  it("sends India to the Razorpay-type gateway and every other country to the card gateway", () => {
    expect(gatewayForCountry("IN")).toBe("razorpay");
    expect(gatewayForCountry("in")).toBe("razorpay");
    for (const country of TEST_COUNTRIES.slice(1)) expect(gatewayForCountry(country)).toBe("stripe");
    expect(gatewayForCountry(null)).toBe("stripe");
  });

  it("prices India in the india region and everyone else globally", () => {
    expect(regionForCountry("IN")).toBe("india");
    expect(regionForCountry("GB")).toBe("global");
  });
});
