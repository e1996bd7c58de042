export type GatewayName = "razorpay" | "stripe";

/** docs/product.md section 9: India pays through the Razorpay-type gateway, every other country by card. */
export function gatewayForCountry(countryCode: string | null | undefined): GatewayName {
  return countryCode?.toUpperCase() === "IN" ? "razorpay" : "stripe";
}
