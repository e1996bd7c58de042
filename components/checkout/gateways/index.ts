import type { GatewayName } from "@/lib/billing/gateways";
import { razorpayWidget } from "./razorpay";
import { stripeWidget } from "./stripe";
import type { CheckoutWidget } from "./widget";

export type { CheckoutWidget, ElementConfirm, WidgetData } from "./widget";

// Each gateway's browser widget, one line each (docs/architecture.md, Adding a gateway); the checkout picks by name.
const widgets = new Map<string, CheckoutWidget>([
  ["stripe", stripeWidget],
  ["razorpay", razorpayWidget],
]);

export function checkoutWidget(name: GatewayName): CheckoutWidget {
  const widget = widgets.get(name);
  if (!widget) throw new Error(`No checkout widget is registered for ${name}.`);
  return widget;
}
