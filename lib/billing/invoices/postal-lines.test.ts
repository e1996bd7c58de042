import { postalLines } from "./issue";

const part = (given: { addressLine1?: string; city?: string; postalCode?: string; region?: string }) => ({
  addressLine1: null,
  city: null,
  postalCode: null,
  region: null,
  ...given,
});

describe("the buyer's address in the country's own order", () => {
  it.each([
    [
      "DE",
      part({ addressLine1: "Friedrichstraße 10", city: "Berlin", postalCode: "10115" }),
      ["Friedrichstraße 10", "10115 Berlin"],
    ],
    [
      "US",
      part({ addressLine1: "1 Congress Ave", city: "Austin", postalCode: "73301", region: "TX" }),
      ["1 Congress Ave", "Austin, TX 73301"],
    ],
    ["US", part({ postalCode: "73301" }), ["73301"]], // a postal code alone: what was given, nothing invented
    ["FR", part({ city: "Paris", postalCode: "75001" }), ["75001 Paris"]],
  ])("%s %j", (country, billing, lines) => {
    expect(postalLines(country, billing)).toEqual(lines);
  });

  it("prints nothing for no address", () => {
    expect(postalLines("US", part({}))).toEqual([]);
  });
});
