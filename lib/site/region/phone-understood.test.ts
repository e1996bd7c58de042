import { isNationalNumber } from "./national-number";
import { understoodPhone } from "./phone-understood";

describe("a national phone number read with the detected country", () => {
  it("reads 4155550100 from a US visitor as +1 415 555 0100", () => {
    expect(understoodPhone("4155550100", "US")).toEqual({ e164: "+14155550100", display: "+1 415 555 0100" });
  });

  it("drops the trunk prefix of a German or Indian national number", () => {
    expect(understoodPhone("030 1234567", "DE")).toEqual({ e164: "+49301234567", display: "+49 30 1234567" });
    expect(understoodPhone("098765 43210", "IN")?.e164).toBe("+919876543210");
  });

  it("refuses what cannot be a number, and knows an international one", () => {
    expect(understoodPhone("12", "US")).toBeNull();
    expect(isNationalNumber("4155550100")).toBe(true);
    expect(isNationalNumber("+1 415 555 0100")).toBe(false);
    expect(isNationalNumber("0044 20 7946 0000")).toBe(false);
  });
});
