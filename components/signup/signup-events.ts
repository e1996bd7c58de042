import type { SignupPlan } from "@/lib/accounts/signup/page";

type EventProps = Record<string, string | number>;
export type SignupEvent = readonly [name: string, props: EventProps];

/** docs/product.md section 7: a registration that succeeded, with the chosen plan or 'none'. */
export function registrationEvent(plan: Pick<SignupPlan, "plan_name"> | null): SignupEvent {
  return ["User/Registration", { plan: plan?.plan_name ?? "none" }];
}

/** docs/product.md section 4: payment start, with plan name and price. */
export function paymentStartedEvent(plan: Pick<SignupPlan, "plan_name" | "price">): SignupEvent {
  return ["Payment/Started", { plan: plan.plan_name, price: plan.price }];
}

/** docs/product.md section 4: payment failure, with the payment error message or 'Unknown error'. */
export function paymentFailedEvent(
  plan: Pick<SignupPlan, "plan_name" | "price">,
  message?: string | null,
): SignupEvent {
  return ["Payment/Failed", { plan: plan.plan_name, price: plan.price, error: message?.trim() || "Unknown error" }];
}
