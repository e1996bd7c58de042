import type { ComponentType } from "react";

/** What the gateway's widget needs from the create route's answer (a client secret, a public key id). */
export type WidgetData = Readonly<Record<string, string>>;

/** A live order the server created, for the widget to take the payment of. */
export type WidgetOrder = {
  reference: string;
  amount: number;
  data: WidgetData;
  description: string;
  customer: { name: string; email: string; contact: string };
};

/** Confirms the payment with what the visitor entered in the element; throws with the gateway's words for a failure. */
export type ElementConfirm = () => Promise<void>;
export type ElementProps = {
  data: WidgetData;
  onReady: (confirm: ElementConfirm | null) => void;
  /** The line shown while the element loads, and the button that loads it again (content/interface-words.yaml). */
  words: { loading: string; retry: string };
};

/**
 * A gateway's browser widget (docs/architecture.md, Adding a gateway): it reads what it needs from the create answer,
 * then either opens the gateway's own window (resolving with the confirm route's body, or null when dismissed), or
 * renders an element the visitor pays in on the page (the confirm body is then the order's reference alone).
 */
export type CheckoutWidget = {
  read(data: Record<string, unknown>): WidgetData | null;
  open?(order: WidgetOrder): Promise<Record<string, string> | null>;
  Element?: ComponentType<ElementProps>;
};
